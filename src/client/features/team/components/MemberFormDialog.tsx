import type { FormEvent } from 'react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import type { TTeamMember } from '@shared/team/team.schema';
import { limitRequestOf, useUpgradePrompt } from '../../../components/premium/UpgradePrompt';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { focusFirstInvalid } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { useSchemaForm } from '../../../components/ui/use-schema-form';
import { useCreateMember, useUpdateMember } from '../api/team.api';
import { errorTextOf, fieldErrorsOf } from '../lib/form-errors';
import { memberFormValues, toFormErrors, validateMemberForm } from '../lib/member-form';
import { MemberFormFields } from './MemberFormFields';

interface TMemberFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The member to edit; null adds a new one. */
  member: TTeamMember | null;
}

export function MemberFormDialog({ open, onOpenChange, member }: TMemberFormDialogProps) {
  const { t } = useTranslation('team');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Header and buttons stay put while the fields scroll, so an error appearing never moves Save. */}
      <DialogContent className="flex max-h-[92dvh] max-w-2xl flex-col gap-0 p-0" data-testid="team-member-form">
        <DialogHeader className="border-b p-6 pb-4 pr-12">
          <DialogTitle>{member ? t('form.editTitle') : t('form.addTitle')}</DialogTitle>
          <DialogDescription>{t('form.description')}</DialogDescription>
        </DialogHeader>
        <MemberForm member={member} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** Mounted with the dialog's content, so it starts from the member each time it opens. */
function MemberForm({ member, onDone }: { member: TTeamMember | null; onDone: () => void }) {
  const { t } = useTranslation('team');
  const form = useSchemaForm(memberFormValues(member), validateMemberForm);
  const create = useCreateMember();
  const update = useUpdateMember();
  const { open: openUpgrade } = useUpgradePrompt();
  const saving = create.isPending || update.isPending;

  const onError = (error: unknown) => {
    const limit = limitRequestOf(error);
    if (limit) return openUpgrade(limit);
    const fields = fieldErrorsOf(error);
    if (fields) return form.setServerErrors(toFormErrors(fields));
    toast.error(errorTextOf(t, error, member ? t('toasts.updateFailed') : t('toasts.createFailed')));
  };

  const onSaved = (saved: TTeamMember) => {
    toast.success(member ? t('toasts.updated', { name: saved.name }) : t('toasts.created', { name: saved.name }));
    onDone();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = form.submit();
    if (!body) return focusFirstInvalid(event.currentTarget);
    if (member) update.mutate({ id: member.id, body }, { onSuccess: onSaved, onError });
    else create.mutate(body, { onSuccess: onSaved, onError });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col">
      <div className="grid gap-5 overflow-y-auto p-6">
        <MemberFormFields form={form} member={member} />
      </div>
      <DialogFooter className="border-t px-6 py-4">
        <Button variant="outline" onClick={onDone} disabled={saving}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" data-testid="member-submit" disabled={saving}>
          {saving && <Spinner className="size-4 text-primary-foreground" />}
          {member ? t('form.save') : t('form.add')}
        </Button>
      </DialogFooter>
    </form>
  );
}
