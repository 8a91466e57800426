import type { FormEvent } from 'react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { TEAM_GOAL_METRICS } from '@shared/team-analytics/team-analytics.constants';
import type { TTeamGoal } from '@shared/team-analytics/team-analytics.schema';
import { FormDialog, FormDialogActions } from '../../../components/ui/form-dialog';
import { FormField, fieldBindings } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { OptionSelect } from '../../../components/ui/option-select';
import { useSchemaForm } from '../../../components/ui/use-schema-form';
import { ApiError } from '../../../lib/api';
import { useCreateTeamGoal, useUpdateTeamGoal } from '../api/team-analytics.api';
import { emptyTeamGoalForm, teamGoalFormOf, teamGoalValidationKey, validateTeamGoal, type TTeamGoalFormValues } from '../lib/team-goal-form';

interface TProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The goal to edit; null creates one. */
  goal: TTeamGoal | null;
}

export function TeamGoalFormDialog({ open, onOpenChange, goal }: TProps) {
  const { t } = useTranslation('teamAnalytics');
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={goal ? t('goals.form.editTitle') : t('goals.form.addTitle')}
      description={t('goals.form.intro')}
      className="max-h-[90dvh] overflow-y-auto"
      testId="team-goal-dialog"
    >
      <TeamGoalForm goal={goal} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

type TField = keyof TTeamGoalFormValues & string;

function TeamGoalForm({ goal, onDone }: { goal: TTeamGoal | null; onDone: () => void }) {
  const { t } = useTranslation('teamAnalytics');
  const create = useCreateTeamGoal();
  const update = useUpdateTeamGoal();
  const form = useSchemaForm(goal ? teamGoalFormOf(goal) : emptyTeamGoalForm(new Date().toISOString().slice(0, 10)), validateTeamGoal);
  const pending = create.isPending || update.isPending;
  const money = form.values.metric === 'commissions_cents';

  const errorOf = (field: TField) => {
    const message = form.errorOf(field);
    if (!message) return undefined;
    const key = teamGoalValidationKey(field, message);
    return key ? t(`validation.${key}`) : message;
  };
  const { control, shell } = fieldBindings('team-goal', (field: TField) => t(`goals.form.${field === 'targetValue' && money ? 'targetMoney' : field}`), { blur: form.blur, error: errorOf });

  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.fields) {
      form.setServerErrors(error.fields);
      toast.error(t('goals.toasts.fixErrors'));
    } else toast.error(t('goals.toasts.saveFailed', { message: error instanceof ApiError && error.status !== 0 ? error.message : t('unreachable') }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.submit();
    if (!body) return;
    const onSuccess = () => {
      toast.success(goal ? t('goals.toasts.updated') : t('goals.toasts.created'));
      onDone();
    };
    if (goal) update.mutate({ id: goal.id, body: { ...body, startDate: body.startDate ?? goal.startDate } }, { onSuccess, onError });
    else create.mutate(body, { onSuccess, onError });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...shell('title', true)} className="sm:col-span-2">
          <Input {...control('title')} value={form.values.title} onChange={(e) => form.set('title', e.target.value)} autoFocus maxLength={120} />
        </FormField>
        <FormField {...shell('metric', true)} className="sm:col-span-2" hint={t(`goals.metricHint.${form.values.metric}`)}>
          <OptionSelect
            {...control('metric')}
            options={TEAM_GOAL_METRICS}
            labelOf={(metric) => t(`goals.metric.${metric}`)}
            value={form.values.metric}
            onChange={(e) => form.set('metric', e.target.value as TTeamGoalFormValues['metric'])}
          />
        </FormField>
        <FormField {...shell('targetValue', true)}>
          <Input {...control('targetValue')} type="number" inputMode={money ? 'decimal' : 'numeric'} min={money ? 0.01 : 1} step={money ? 0.01 : 1} value={form.values.targetValue} onChange={(e) => form.set('targetValue', e.target.value)} />
        </FormField>
        {form.values.metric === 'custom' ? (
          <FormField {...shell('currentValue')}>
            <Input {...control('currentValue')} type="number" inputMode="numeric" min={0} step={1} value={form.values.currentValue} onChange={(e) => form.set('currentValue', e.target.value)} />
          </FormField>
        ) : (
          <div className="hidden sm:block" />
        )}
        <FormField {...shell('startDate')}>
          <Input {...control('startDate')} type="date" value={form.values.startDate} onChange={(e) => form.set('startDate', e.target.value)} />
        </FormField>
        <FormField {...shell('deadline', true)}>
          <Input {...control('deadline')} type="date" value={form.values.deadline} onChange={(e) => form.set('deadline', e.target.value)} />
        </FormField>
      </div>
      <FormDialogActions
        pending={pending}
        onCancel={onDone}
        cancelLabel={t('goals.form.cancel')}
        submitLabel={goal ? t('goals.form.save') : t('goals.form.create')}
        savingLabel={t('goals.form.saving')}
        submitTestId="team-goal-submit"
      />
    </form>
  );
}
