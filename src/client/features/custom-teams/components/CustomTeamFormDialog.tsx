import type { FormEvent } from 'react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import type { TCustomTeam } from '@shared/team/team.schema';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { FormField, controlProps, focusFirstInvalid } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { useSchemaForm } from '../../../components/ui/use-schema-form';
import { errorTextOf, fieldErrorsOf } from '../../team/lib/form-errors';
import { useCreateCustomTeam, useUpdateCustomTeam } from '../api/custom-teams.api';
import { teamFormValues, translateTeamMessage, validateTeamForm, type TTeamFormValues } from '../lib/team-form';

interface TCustomTeamFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The team to edit; null creates one. */
  team: TCustomTeam | null;
  onCreated: (team: TCustomTeam) => void;
}

export function CustomTeamFormDialog({ open, onOpenChange, team, onCreated }: TCustomTeamFormDialogProps) {
  const { t } = useTranslation('customTeams');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="custom-team-form">
        <DialogHeader>
          <DialogTitle>{team ? t('form.editTitle') : t('form.addTitle')}</DialogTitle>
          <DialogDescription>{t('form.description')}</DialogDescription>
        </DialogHeader>
        <TeamForm team={team} onDone={() => onOpenChange(false)} onCreated={onCreated} />
      </DialogContent>
    </Dialog>
  );
}

function TeamForm({ team, onDone, onCreated }: { team: TCustomTeam | null; onDone: () => void; onCreated: (team: TCustomTeam) => void }) {
  const { t } = useTranslation('customTeams');
  const form = useSchemaForm(teamFormValues(team), validateTeamForm);
  const create = useCreateCustomTeam();
  const update = useUpdateCustomTeam();
  const saving = create.isPending || update.isPending;
  const error = (field: keyof TTeamFormValues) => translateTeamMessage(t, form.errorOf(field));
  const control = (field: keyof TTeamFormValues) => controlProps(`custom-team-${field}`, error(field), () => form.blur(field));

  const onError = (failure: unknown) => {
    const fields = fieldErrorsOf(failure);
    if (fields) form.setServerErrors(fields);
    else toast.error(errorTextOf(t, failure, t('toasts.saveFailed')));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = form.submit();
    if (!body) return focusFirstInvalid(event.currentTarget);
    if (team) {
      update.mutate(
        { id: team.id, body },
        {
          onSuccess: (saved) => {
            toast.success(t('toasts.updated', { name: saved.teamName }));
            onDone();
          },
          onError,
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: (saved) => {
          toast.success(t('toasts.created', { name: saved.teamName }));
          onCreated(saved);
          onDone();
        },
        onError,
      });
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField id="custom-team-teamName" label={t('fields.teamName')} error={error('teamName')} required>
        <Input {...control('teamName')} maxLength={100} autoComplete="off" value={form.values.teamName} onChange={(event) => form.set('teamName', event.target.value)} />
      </FormField>
      <FormField id="custom-team-description" label={t('fields.description')} error={error('description')}>
        <Textarea {...control('description')} rows={4} maxLength={1000} value={form.values.description} onChange={(event) => form.set('description', event.target.value)} />
      </FormField>
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={saving}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" data-testid="custom-team-submit" disabled={saving}>
          {saving && <Spinner className="size-4 text-primary-foreground" />}
          {team ? t('form.save') : t('form.create')}
        </Button>
      </DialogFooter>
    </form>
  );
}
