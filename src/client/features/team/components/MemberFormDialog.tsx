import type { FormEvent } from 'react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import type { TTeamMember } from '@shared/team/team.schema';
import { limitRequestOf, useUpgradePrompt } from '../../../components/premium/UpgradePrompt';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useCreateMember, useUpdateMember } from '../api/team.api';
import { errorTextOf } from '../lib/errors';
import { memberFormValues, parseMemberForm } from '../lib/member-form';
import { useValidatedForm } from '../lib/use-validated-form';
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
      <DialogContent className="max-h-[92dvh] max-w-2xl overflow-y-auto" data-testid="team-member-form">
        <DialogHeader>
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
  const form = useValidatedForm(memberFormValues(member), parseMemberForm);
  const create = useCreateMember();
  const update = useUpdateMember();
  const { open: openUpgrade } = useUpgradePrompt();
  const saving = create.isPending || update.isPending;

  const onError = (error: unknown) => {
    const limit = limitRequestOf(error);
    if (limit) return openUpgrade(limit);
    if (form.showServerErrors(error)) return;
    toast.error(errorTextOf(t, error, member ? t('toasts.updateFailed') : t('toasts.createFailed')));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.submit();
    if (!body) return;
    if (member) {
      update.mutate(
        { id: member.id, body },
        {
          onSuccess: (saved) => {
            toast.success(t('toasts.updated', { name: saved.name }));
            onDone();
          },
          onError,
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: (saved) => {
          toast.success(t('toasts.created', { name: saved.name }));
          onDone();
        },
        onError,
      });
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <MemberFormFields form={form} memberId={member?.id} />
      <DialogFooter>
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
