import type { FormEvent } from 'react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import type { TActivity } from '@shared/activities/activities.schema';
import { limitRequestOf, useUpgradePrompt } from '../../../components/premium/UpgradePrompt';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { useSchemaForm } from '../../../components/ui/use-schema-form';
import { ApiError } from '../../../lib/api';
import { useCreateActivity, useUpdateActivity } from '../api/activities.api';
import { ACTIVITY_VALIDATION_KEYS, EMPTY_ACTIVITY_FORM, activityFormOf, formErrorsOf, validateActivity } from '../lib/activity-form';
import { ActivityFormFields } from './ActivityFormFields';

interface TActivityFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The activity to edit; null adds a new one. */
  activity: TActivity | null;
}

export function ActivityFormDialog({ open, onOpenChange, activity }: TActivityFormDialogProps) {
  const { t } = useTranslation('activities');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl" data-testid="activity-dialog">
        <DialogHeader>
          <DialogTitle>{activity ? t('form.editTitle') : t('form.addTitle')}</DialogTitle>
          <DialogDescription>{t('form.intro')}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from the activity's saved values. */}
        {open && <ActivityForm activity={activity} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ActivityForm({ activity, onDone }: { activity: TActivity | null; onDone: () => void }) {
  const { t } = useTranslation('activities');
  const upgrade = useUpgradePrompt();
  const create = useCreateActivity();
  const update = useUpdateActivity();
  const form = useSchemaForm(activity ? activityFormOf(activity) : EMPTY_ACTIVITY_FORM, validateActivity);
  const pending = create.isPending || update.isPending;

  const translate = (message: string | undefined) => {
    if (!message) return undefined;
    const key = ACTIVITY_VALIDATION_KEYS[message];
    return key ? t(`validation.${key}`) : message;
  };

  const onError = (error: unknown) => {
    const limit = limitRequestOf(error);
    if (limit) {
      upgrade.open(limit);
      return;
    }
    if (error instanceof ApiError && error.fields) {
      form.setServerErrors(formErrorsOf(error.fields));
      toast.error(t('toasts.fixErrors'));
      return;
    }
    if (error instanceof ApiError && error.status === 404) {
      toast.error(t('toasts.notFound'));
      onDone();
      return;
    }
    toast.error(t('toasts.saveFailed'));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.submit();
    if (!body) return;
    const onSuccess = () => {
      toast.success(activity ? t('toasts.updated') : t('toasts.created'));
      onDone();
    };
    if (activity) update.mutate({ id: activity.id, body }, { onSuccess, onError });
    else create.mutate(body, { onSuccess, onError });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <ActivityFormFields form={{ values: form.values, set: form.set, blur: form.blur, error: (field) => translate(form.errorOf(field)) }} />
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={pending}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={pending} data-testid="activity-submit">
          {pending ? t('form.saving') : activity ? t('form.save') : t('form.create')}
        </Button>
      </DialogFooter>
    </form>
  );
}
