import type { FormEvent } from 'react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import type { TGoal } from '@shared/goals/goals.schema';
import { GOAL_TYPES } from '@shared/goals/goals.constants';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { FormField, controlProps } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/select';
import { useSchemaForm } from '../../../components/ui/use-schema-form';
import { ApiError } from '../../../lib/api';
import { useCreateGoal, useUpdateGoal } from '../api/goals.api';
import { EMPTY_GOAL_FORM, goalFormOf, goalValidationKey, validateGoal, type TGoalFormValues } from '../lib/goal-form';
import { useGoalError } from './use-goal-error';

interface TGoalFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The goal to edit; null creates a new one. */
  goal: TGoal | null;
}

export function GoalFormDialog({ open, onOpenChange, goal }: TGoalFormDialogProps) {
  const { t } = useTranslation('goals');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto" data-testid="goal-dialog">
        <DialogHeader>
          <DialogTitle>{goal ? t('form.editTitle') : t('form.addTitle')}</DialogTitle>
          <DialogDescription>{t('form.intro')}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from the goal's saved values. */}
        {open && <GoalForm goal={goal} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

type TField = keyof TGoalFormValues & string;

function GoalForm({ goal, onDone }: { goal: TGoal | null; onDone: () => void }) {
  const { t } = useTranslation('goals');
  const reportError = useGoalError();
  const create = useCreateGoal();
  const update = useUpdateGoal();
  const form = useSchemaForm(goal ? goalFormOf(goal) : EMPTY_GOAL_FORM, validateGoal);
  const pending = create.isPending || update.isPending;

  const errorOf = (field: TField) => {
    const message = form.errorOf(field);
    if (!message) return undefined;
    const key = goalValidationKey(field, message);
    return key ? t(`validation.${key}`) : message;
  };
  const control = (field: TField) => controlProps(`goal-${field}`, errorOf(field), () => form.blur(field));
  const shell = (field: TField, required = false) => ({ id: `goal-${field}`, label: t(`form.${field}`), error: errorOf(field), required });

  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.fields) {
      form.setServerErrors(error.fields);
      toast.error(t('toasts.fixErrors'));
    } else reportError(error, 'toasts.saveFailed');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.submit();
    if (!body) return;
    const onSuccess = () => {
      toast.success(goal ? t('toasts.updated') : t('toasts.created'));
      onDone();
    };
    if (goal) update.mutate({ id: goal.id, body }, { onSuccess, onError });
    else create.mutate(body, { onSuccess, onError });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...shell('title', true)} className="sm:col-span-2">
          <Input {...control('title')} value={form.values.title} onChange={(e) => form.set('title', e.target.value)} autoFocus maxLength={200} />
        </FormField>
        <FormField {...shell('type')}>
          <NativeSelect {...control('type')} value={form.values.type} onChange={(e) => form.set('type', e.target.value as TGoalFormValues['type'])}>
            {GOAL_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`type.${type}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField {...shell('deadline')}>
          <Input {...control('deadline')} type="date" value={form.values.deadline} onChange={(e) => form.set('deadline', e.target.value)} />
        </FormField>
        <FormField {...shell('targetValue', true)}>
          <Input {...control('targetValue')} type="number" inputMode="numeric" min={1} step={1} value={form.values.targetValue} onChange={(e) => form.set('targetValue', e.target.value)} />
        </FormField>
        <FormField {...shell('currentValue')}>
          <Input {...control('currentValue')} type="number" inputMode="numeric" min={0} step={1} value={form.values.currentValue} onChange={(e) => form.set('currentValue', e.target.value)} />
        </FormField>
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={pending}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={pending} data-testid="goal-submit">
          {pending ? t('form.saving') : goal ? t('form.save') : t('form.create')}
        </Button>
      </DialogFooter>
    </form>
  );
}
