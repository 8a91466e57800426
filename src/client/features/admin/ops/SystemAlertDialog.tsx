import { useTranslation } from 'react-i18next';
import { ALERT_CONTENT_MAX, ALERT_TYPES, ZAlertCreate, type TAlertCreate, type TAlertType, type TSystemAlert } from '@shared/alerts/alerts.schema';
import { ValidatedDialogForm } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { OptionSelect } from '../../../components/ui/option-select';
import { Textarea } from '../../../components/ui/textarea';
import { validateWith } from '../../../components/ui/use-schema-form';
import { SettingSwitch } from '../../settings/components/SettingSwitch';
import { alertMutations } from './api/ops.api';
import { OpsFormDialog, useOpsForm } from './OpsFormDialog';

const validate = (values: TAlertCreate) => validateWith(ZAlertCreate, values);

/** Creates a system alert, or edits `alert`. */
export function SystemAlertDialog({ open, onOpenChange, alert }: { open: boolean; onOpenChange: (open: boolean) => void; alert: TSystemAlert | null }) {
  return (
    <OpsFormDialog open={open} onOpenChange={onOpenChange} section="alerts" editing={!!alert} className="sm:max-w-xl" testId="alert-dialog">
      <AlertForm alert={alert} onDone={() => onOpenChange(false)} />
    </OpsFormDialog>
  );
}

function AlertForm({ alert, onDone }: { alert: TSystemAlert | null; onDone: () => void }) {
  const { t } = useTranslation('adminOps');
  const { form, control, shell, onValid, actions } = useOpsForm({
    section: 'alerts',
    editing: alert,
    initial: { content: alert?.content ?? '', type: alert?.type ?? 'info', active: alert?.active ?? true },
    validate,
    create: alertMutations.useCreate(),
    update: alertMutations.useUpdate(),
    onDone,
    createLabel: t('alerts.submit'),
    prefix: 'alert',
  });

  return (
    <ValidatedDialogForm submit={form.submit} onValid={onValid} onInvalid={() => undefined} actions={actions}>
      <div className="grid gap-4">
        <FormField {...shell('content', true)} hint={t('alerts.contentHint', { max: ALERT_CONTENT_MAX })}>
          <Textarea {...control('content')} value={form.values.content} onChange={(event) => form.set('content', event.target.value)} rows={4} maxLength={ALERT_CONTENT_MAX} autoFocus />
        </FormField>
        <FormField {...shell('type')}>
          <OptionSelect
            {...control('type')}
            options={ALERT_TYPES}
            labelOf={(value) => t(`alerts.types.${value}`)}
            value={form.values.type}
            onChange={(event) => form.set('type', event.target.value as TAlertType)}
          />
        </FormField>
        <SettingSwitch
          label={t('alerts.fields.active')}
          description={t('alerts.activeHint')}
          checked={form.values.active}
          onCheckedChange={(checked) => form.set('active', checked)}
          testId="alert-active"
        />
      </div>
    </ValidatedDialogForm>
  );
}
