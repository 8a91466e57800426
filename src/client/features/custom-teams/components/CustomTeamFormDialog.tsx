import type { FormEvent } from 'react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import type { TCustomTeam } from '@shared/team/team.schema';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { Field, TextField } from '../../team/components/FormField';
import { errorTextOf } from '../../team/lib/errors';
import { useValidatedForm } from '../../team/lib/use-validated-form';
import { useCreateCustomTeam, useUpdateCustomTeam } from '../api/custom-teams.api';
import { parseTeamForm, teamFormValues, translateTeamMessage } from '../lib/team-form';

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
  const form = useValidatedForm(teamFormValues(team), parseTeamForm);
  const create = useCreateCustomTeam();
  const update = useUpdateCustomTeam();
  const saving = create.isPending || update.isPending;
  const nameError = translateTeamMessage(t, form.errorOf('teamName'));
  const descriptionError = translateTeamMessage(t, form.errorOf('description'));

  const onError = (error: unknown) => {
    if (!form.showServerErrors(error)) toast.error(errorTextOf(t, error, t('toasts.saveFailed')));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.submit();
    if (!body) return;
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
      <TextField
        id="custom-team-name"
        label={t('fields.teamName')}
        required
        maxLength={100}
        autoComplete="off"
        value={form.values.teamName}
        onValue={(value) => form.set('teamName', value)}
        onBlur={() => form.blur('teamName')}
        error={nameError}
      />
      <Field id="custom-team-description" label={t('fields.description')} error={descriptionError}>
        <textarea
          id="custom-team-description"
          data-testid="custom-team-description"
          rows={4}
          maxLength={1000}
          value={form.values.description}
          onChange={(event) => form.set('description', event.target.value)}
          onBlur={() => form.blur('description')}
          aria-invalid={!!descriptionError}
          aria-describedby={descriptionError ? 'custom-team-description-error' : undefined}
          className="w-full resize-y rounded-md border border-input bg-card px-3 py-2 text-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive"
        />
      </Field>
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
