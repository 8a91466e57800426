import type { FormEvent } from 'react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import type { TGoal } from '@shared/goals/goals.schema';
import { GOAL_TYPES } from '@shared/goals/goals.constants';
import { FormDialog, FormDialogActions } from '../../../components/ui/form-dialog';
import { FormField, fieldBindings } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { OptionSelect } from '../../../components/ui/option-select';
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
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={goal ? t('form.editTitle') : t('form.addTitle')}
      description={t('form.intro')}
      className="max-h-[90dvh] overflow-y-auto"
      testId="goal-dialog"
    >
      <GoalForm goal={goal} onDone={() => onOpenChange(false)} />
    </FormDialog>
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
  const { control, shell } = fieldBindings('goal', (field: TField) => t(`form.${field}`), { blur: form.blur, error: errorOf });

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
          <OptionSelect
            {...control('type')}
            options={GOAL_TYPES}
            labelOf={(type) => t(`type.${type}`)}
            value={form.values.type}
            onChange={(e) => form.set('type', e.target.value as TGoalFormValues['type'])}
          />
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
      <FormDialogActions
        pending={pending}
        onCancel={onDone}
        cancelLabel={t('form.cancel')}
        submitLabel={goal ? t('form.save') : t('form.create')}
        savingLabel={t('form.saving')}
        submitTestId="goal-submit"
      />
    </form>
  );
}
