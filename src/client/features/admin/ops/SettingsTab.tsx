import { useCallback, type FormEvent } from 'react';
import { Save, TriangleAlert } from 'lucide-react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { DEFAULT_MAINTENANCE_MESSAGE, MAINTENANCE_MESSAGE_MAX, THRESHOLD_LIMITS, type TAppSettings } from '@shared/admin/settings.schema';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField, controlProps, focusFirstInvalid } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { ListError } from '../../../components/ui/list-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { useSchemaForm } from '../../../components/ui/use-schema-form';
import { ApiError } from '../../../lib/api';
import { useValidationText } from '../../../lib/use-validation-text';
import { SettingSwitch } from '../../settings/components/SettingSwitch';
import { useAppSettings, useUpdateAppSettings } from './api/ops.api';
import { OpsSection } from './OpsSection';
import { changedSettings, settingsFormOf, type TSettingsFormValues } from './settings-form';

type TThreshold = 'failedSignInThreshold' | 'failedSignInWindowMinutes' | 'massDeletionThreshold' | 'massDeletionWindowMinutes';

/** The form once the saved settings are in; remounted (key) after each save so it starts from them. */
function SettingsForm({ saved }: { saved: TAppSettings }) {
  const { t } = useTranslation('adminOps');
  const text = useValidationText('adminOps');
  const update = useUpdateAppSettings();
  const validate = useCallback((values: TSettingsFormValues) => changedSettings(values, saved), [saved]);
  const form = useSchemaForm(settingsFormOf(saved), validate);
  const errorOf = (field: keyof TSettingsFormValues & string) => text(form.errorOf(field));
  const pending = update.isPending;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = form.submit();
    if (!body) {
      focusFirstInvalid(event.currentTarget);
      return;
    }
    if (Object.keys(body).length === 0) {
      toast.info(t('settings.nothingChanged'));
      return;
    }
    update.mutate(body, {
      onSuccess: () => toast.success(t('settings.saved')),
      onError: (error) => {
        if (error instanceof ApiError && error.fields) form.setServerErrors(error.fields);
        toast.error(t('settings.saveFailed'));
      },
    });
  };

  const threshold = (field: TThreshold, limits: { min: number; max: number }) => {
    const id = `settings-${field}`;
    const error = errorOf(field);
    return (
      <FormField id={id} label={t(`settings.fields.${field}`)} error={error} hint={t('settings.range', limits)}>
        <Input
          {...controlProps(id, error, () => form.blur(field))}
          type="number"
          inputMode="numeric"
          min={limits.min}
          max={limits.max}
          step={1}
          value={form.values[field]}
          onChange={(event) => form.set(field, event.target.value)}
        />
      </FormField>
    );
  };

  const messageError = errorOf('maintenanceMessage');
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" data-testid="settings-form">
      <Card>
        <CardHeader>
          <CardTitle className="text-base">{t('settings.maintenance.title')}</CardTitle>
          <CardDescription>{t('settings.maintenance.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div
            className="flex gap-3 rounded-md border border-warning/50 bg-warning/10 p-3 text-sm text-amber-900 dark:text-warning"
            role={form.values.maintenanceMode ? 'alert' : undefined}
            data-testid="maintenance-warning"
          >
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <p>{form.values.maintenanceMode ? t('settings.maintenance.warningOn') : t('settings.maintenance.warning')}</p>
          </div>
          <SettingSwitch
            label={t('settings.maintenance.mode')}
            description={saved.maintenanceMode ? t('settings.maintenance.isOn') : t('settings.maintenance.isOff')}
            checked={form.values.maintenanceMode}
            onCheckedChange={(checked) => form.set('maintenanceMode', checked)}
            testId="settings-maintenanceMode"
          />
          <FormField id="settings-maintenanceMessage" label={t('settings.maintenance.message')} error={messageError} hint={t('settings.maintenance.messageHint', { text: DEFAULT_MAINTENANCE_MESSAGE })}>
            <Textarea
              {...controlProps('settings-maintenanceMessage', messageError, () => form.blur('maintenanceMessage'))}
              value={form.values.maintenanceMessage}
              onChange={(event) => form.set('maintenanceMessage', event.target.value)}
              placeholder={DEFAULT_MAINTENANCE_MESSAGE}
              maxLength={MAINTENANCE_MESSAGE_MAX}
              rows={3}
            />
          </FormField>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">{t('settings.thresholds.title')}</CardTitle>
          <CardDescription>{t('settings.thresholds.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6 md:grid-cols-2">
          <fieldset className="grid gap-3 sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2">
            <legend className="mb-2 text-sm font-semibold">{t('settings.thresholds.failedSignIns')}</legend>
            {threshold('failedSignInThreshold', THRESHOLD_LIMITS.count)}
            {threshold('failedSignInWindowMinutes', THRESHOLD_LIMITS.windowMinutes)}
          </fieldset>
          <fieldset className="grid gap-3 sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2">
            <legend className="mb-2 text-sm font-semibold">{t('settings.thresholds.massDeletion')}</legend>
            {threshold('massDeletionThreshold', THRESHOLD_LIMITS.count)}
            {threshold('massDeletionWindowMinutes', THRESHOLD_LIMITS.windowMinutes)}
          </fieldset>
        </CardContent>
      </Card>
      <div className="flex justify-end">
        <Button type="submit" disabled={pending} className="max-sm:w-full" data-testid="settings-save">
          {pending ? <Spinner className="size-4 text-current" /> : <Save aria-hidden="true" />}
          {pending ? t('common.saving') : t('settings.save')}
        </Button>
      </div>
    </form>
  );
}

/** The admin dashboard's settings: maintenance mode with its message, and the suspicious-activity thresholds. */
export function SettingsTab() {
  const { t } = useTranslation('adminOps');
  const settings = useAppSettings();
  return (
    <OpsSection title={t('settings.title')} description={t('settings.description')} testId="admin-settings">
      {settings.isError ? (
        <ListError message={t('settings.loadError')} retryLabel={t('common.retry')} onRetry={() => void settings.refetch()} />
      ) : !settings.data ? (
        <div className="grid gap-4" aria-busy="true">
          <Skeleton className="h-64 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      ) : (
        <SettingsForm key={settings.data.updatedAt ?? 'defaults'} saved={settings.data} />
      )}
    </OpsSection>
  );
}
