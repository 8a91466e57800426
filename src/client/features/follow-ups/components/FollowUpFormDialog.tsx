import { useCallback, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import type { TFollowUp, TFollowUpCreate } from '@shared/follow-ups/follow-ups.schema';
import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { FieldError } from '../../../components/ui/field-error';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField, controlProps, fieldErrorId, focusFirstInvalid } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { QueryCombobox } from '../../../components/ui/query-combobox';
import { Textarea } from '../../../components/ui/textarea';
import { useSchemaForm, type TValidation } from '../../../components/ui/use-schema-form';
import { ApiError } from '../../../lib/api';
import { useValidationText } from '../../../lib/use-validation-text';
import { useProspectOptions } from '../../prospects/api/prospects.api';
import { useCreateFollowUp, useUpdateFollowUp } from '../api/follow-ups.api';
import { EMPTY_FOLLOW_UP_FORM, followUpFormErrorsOf, followUpFormOf, validateFollowUpCreate, validateFollowUpUpdate, type TFollowUpFormValues } from '../lib/follow-up-form';

interface TFollowUpFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The reminder to edit; null creates one. */
  followUp: TFollowUp | null;
  zone: string;
  /** Opens the upgrade prompt (the server said premium_required). */
  onPremiumRequired: () => void;
}

export function FollowUpFormDialog({ open, onOpenChange, followUp, zone, onPremiumRequired }: TFollowUpFormDialogProps) {
  const { t } = useTranslation('followUps');
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={followUp ? t('form.editTitle') : t('form.addTitle')}
      description={t('form.intro')}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-lg"
      testId="follow-up-dialog"
    >
      <FollowUpForm followUp={followUp} zone={zone} onPremiumRequired={onPremiumRequired} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function FollowUpForm({ followUp, zone, onPremiumRequired, onDone }: { followUp: TFollowUp | null; zone: string; onPremiumRequired: () => void; onDone: () => void }) {
  const { t } = useTranslation('followUps');
  const message = useValidationText('followUps');
  const create = useCreateFollowUp();
  const update = useUpdateFollowUp();
  const validate = useCallback(
    (values: TFollowUpFormValues): TValidation<object> => (followUp ? validateFollowUpUpdate(values, zone, followUp) : validateFollowUpCreate(values, zone)),
    [followUp, zone],
  );
  const form = useSchemaForm(followUp ? followUpFormOf(followUp, zone) : EMPTY_FOLLOW_UP_FORM, validate);
  const error = (field: keyof TFollowUpFormValues | 'due') => message(form.errorOf(field as keyof TFollowUpFormValues));
  const dueError = error('due');
  const pending = create.isPending || update.isPending;

  const onError = (failure: unknown) => {
    if (failure instanceof ApiError && failure.code === 'premium_required') {
      onDone();
      onPremiumRequired();
    } else if (failure instanceof ApiError && failure.fields) {
      form.setServerErrors(followUpFormErrorsOf(failure.fields));
      toast.error(t('toasts.fixErrors'));
    } else if (failure instanceof ApiError && failure.status === 404) {
      toast.error(t('toasts.notFound'));
      onDone();
    } else toast.error(t('toasts.saveFailed'));
  };
  const onSuccess = () => {
    toast.success(followUp ? t('toasts.updated') : t('toasts.created'));
    onDone();
  };

  const dueControl = (field: 'date' | 'time') => ({
    ...controlProps(`follow-up-${field}`, dueError, () => form.blur('date')),
    'aria-describedby': dueError ? fieldErrorId('follow-up-due') : undefined,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = form.submit();
    if (!body) {
      toast.error(t('toasts.fixErrors'));
      focusFirstInvalid(event.currentTarget);
    } else if (followUp) update.mutate({ id: followUp.id, body }, { onSuccess, onError });
    else create.mutate(body as TFollowUpCreate, { onSuccess, onError });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        {followUp ? (
          <div className="grid gap-1.5 sm:col-span-2">
            <span className="text-sm font-medium">{t('form.prospect')}</span>
            <p className="text-sm">{followUp.prospect?.name ?? followUp.contact?.name ?? t('noPerson')}</p>
          </div>
        ) : (
          <FormField id="follow-up-prospect" label={t('form.prospect')} error={error('prospect')} required className="sm:col-span-2">
            <QueryCombobox
              {...controlProps('follow-up-prospect', error('prospect'), () => form.blur('prospect'))}
              value={form.values.prospect}
              onChange={(prospect) => form.set('prospect', prospect)}
              useOptions={useProspectOptions}
              labels={{ placeholder: t('form.prospectPlaceholder'), search: t('form.prospectSearch'), empty: t('form.prospectNone') }}
            />
          </FormField>
        )}
        <FormField id="follow-up-date" label={t('form.date')} required>
          <Input {...dueControl('date')} type="date" value={form.values.date} onChange={(e) => form.set('date', e.target.value)} />
        </FormField>
        <FormField id="follow-up-time" label={t('form.time')} required>
          <Input {...dueControl('time')} type="time" value={form.values.time} onChange={(e) => form.set('time', e.target.value)} />
        </FormField>
        <FieldError id={fieldErrorId('follow-up-due')} message={dueError} className="-mt-2 sm:col-span-2" />
        <FormField id="follow-up-notes" label={t('form.notes')} error={error('notes')} className="sm:col-span-2">
          <Textarea {...controlProps('follow-up-notes', error('notes'), () => form.blur('notes'))} rows={3} maxLength={2000} value={form.values.notes} onChange={(e) => form.set('notes', e.target.value)} />
        </FormField>
      </div>
      {/* FormDialogActions' look, with save disabled until a prospect is chosen (spec 02 §5). */}
      <DialogFooter className="sticky -bottom-6 z-10 -mx-6 -mb-6 -mt-3 flex-row justify-end border-t bg-popover px-6 pb-6 pt-3">
        <Button variant="outline" onClick={onDone} disabled={pending}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={pending || (!followUp && !form.values.prospect)} data-testid="follow-up-submit">
          {pending ? t('form.saving') : followUp ? t('form.save') : t('form.create')}
        </Button>
      </DialogFooter>
    </form>
  );
}
