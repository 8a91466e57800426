import type { FormEvent } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { limitRequestOf, useUpgradePrompt } from '../components/premium/UpgradePrompt';
import { useSchemaForm, type TValidation } from '../components/ui/use-schema-form';
import { ApiError } from './api';

interface TRecordFormOptions<TRecord extends { id: string }, TValues extends object, TBody extends TUpdate, TUpdate> {
  /** The namespace of the `toasts.created|updated|fixErrors|notFound|saveFailed` texts. */
  namespace: string;
  /** The record to edit; null adds a new one. */
  record: TRecord | null;
  initial: TValues;
  /** Defined once outside the component: the form validates again whenever it changes. */
  validate: (values: TValues) => TValidation<TBody>;
  /** The server's field errors, keyed by form field rather than by body field. */
  formErrorsOf: (fields: Record<string, string>) => Record<string, string>;
  useCreate: () => UseMutationResult<TRecord, Error, TBody>;
  useUpdate: () => UseMutationResult<TRecord, Error, { id: string; body: TUpdate }>;
  onDone: () => void;
}

/**
 * An add or edit form that saves through the API: a free-plan limit opens the upgrade prompt,
 * field errors go under their fields, and a record deleted meanwhile closes the form.
 */
export function useRecordForm<TRecord extends { id: string }, TValues extends object, TBody extends TUpdate, TUpdate>(
  options: TRecordFormOptions<TRecord, TValues, TBody, TUpdate>,
) {
  const { namespace, record, initial, validate, formErrorsOf, useCreate, useUpdate, onDone } = options;
  const { t } = useTranslation(namespace);
  const upgrade = useUpgradePrompt();
  const create = useCreate();
  const update = useUpdate();
  const form = useSchemaForm(initial, validate);

  const onError = (error: unknown) => {
    const limit = limitRequestOf(error);
    if (limit) upgrade.open(limit);
    else if (error instanceof ApiError && error.fields) {
      form.setServerErrors(formErrorsOf(error.fields));
      toast.error(t('toasts.fixErrors'));
    } else if (error instanceof ApiError && error.status === 404) {
      toast.error(t('toasts.notFound'));
      onDone();
    } else toast.error(t('toasts.saveFailed'));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.submit();
    if (!body) return;
    const onSuccess = () => {
      toast.success(record ? t('toasts.updated') : t('toasts.created'));
      onDone();
    };
    if (record) update.mutate({ id: record.id, body }, { onSuccess, onError });
    else create.mutate(body, { onSuccess, onError });
  };

  return { form, pending: create.isPending || update.isPending, onSubmit };
}
