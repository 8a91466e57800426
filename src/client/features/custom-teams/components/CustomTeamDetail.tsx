import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { UserMinus, UserPlus, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api';
import type { TComboOption } from '../../../components/ui/combobox';
import { ListEmpty, ListError } from '../../../components/ui/list-states';
import { QueryCombobox } from '../../../components/ui/query-combobox';
import { useMemberOptions } from '../../team/api/team.api';
import { RankBadge } from '../../team/components/RankBadge';
import { errorTextOf } from '../../team/lib/form-errors';
import { formatMoment } from '../../team/lib/format';
import { useAddCustomTeamMember, useCustomTeam, useRemoveCustomTeamMember } from '../api/custom-teams.api';

/** The chosen team: its members, a picker to add one, and a remove button on each. */
export function CustomTeamDetail({ teamId }: { teamId: string }) {
  const { t, i18n } = useTranslation('customTeams');
  const team = useCustomTeam(teamId);
  const add = useAddCustomTeamMember();
  const remove = useRemoveCustomTeamMember();
  const [picked, setPicked] = useState<TComboOption | null>(null);
  const [addError, setAddError] = useState<string | null>(null);
  const data = team.data;

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    if (!picked) return setAddError(t('detail.pickFirst'));
    add.mutate(
      { teamId, teamMemberId: picked.id },
      {
        onSuccess: () => {
          toast.success(t('toasts.memberAdded', { name: picked.name }));
          setPicked(null);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) setAddError(t('detail.alreadyInTeam', { name: picked.name }));
          else toast.error(errorTextOf(t, error, t('toasts.addFailed')));
        },
      },
    );
  };

  const onRemove = (member: { teamMemberId: string; name: string }) =>
    remove.mutate(
      { teamId, teamMemberId: member.teamMemberId },
      {
        onSuccess: () => toast.success(t('toasts.memberRemoved', { name: member.name })),
        onError: (error) => toast.error(errorTextOf(t, error, t('toasts.removeFailed'))),
      },
    );

  if (team.isError && !data) {
    if (team.error instanceof ApiError && team.error.status === 404) return <ListEmpty icon={Users} title={t('detail.notFound')} />;
    return <ListError message={t('detail.loadError')} retryLabel={t('common:errors.tryAgain')} onRetry={() => void team.refetch()} />;
  }

  return (
    <Card className="grid gap-5 p-5" data-testid="custom-team-detail">
      {!data ? (
        <div className="grid gap-3">
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-4 w-72" />
          <Skeleton className="h-32" />
        </div>
      ) : (
        <>
          <header>
            <h2 className="text-lg font-semibold">{data.teamName}</h2>
            {data.description && <p className="mt-1 whitespace-pre-line text-sm text-muted-foreground">{data.description}</p>}
          </header>
          <form onSubmit={onAdd} noValidate className="grid gap-1.5">
            <Label htmlFor="custom-team-add-member">{t('detail.addMember')}</Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <div className="flex-1">
                <QueryCombobox
                  id="custom-team-add-member"
                  data-testid="custom-team-add-member"
                  aria-invalid={!!addError}
                  aria-describedby={addError ? 'custom-team-add-member-error' : undefined}
                  value={picked}
                  onChange={(value) => {
                    setPicked(value);
                    setAddError(null);
                  }}
                  onBlur={() => undefined}
                  useOptions={useMemberOptions}
                  labels={{ placeholder: t('detail.pickMember'), search: t('detail.searchMembers'), empty: t('detail.noMatches') }}
                />
              </div>
              <Button type="submit" disabled={add.isPending} data-testid="custom-team-add-submit">
                <UserPlus /> {t('detail.add')}
              </Button>
            </div>
            {addError && (
              <p id="custom-team-add-member-error" role="alert" className="text-xs text-destructive">
                {addError}
              </p>
            )}
          </form>
          <section aria-labelledby="custom-team-members-title">
            <h3 id="custom-team-members-title" className="mb-2 text-sm font-semibold">
              {t('detail.members', { total: data.members.length })}
            </h3>
            {data.members.length === 0 ? (
              <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">{t('detail.noMembers')}</p>
            ) : (
              <ul className="divide-y rounded-md border">
                {data.members.map((member) => (
                  <li key={member.teamMemberId} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2.5" data-testid="custom-team-member">
                    <span className="min-w-0 flex-1 truncate font-medium">{member.name}</span>
                    <RankBadge rank={member.rank} />
                    <span className="text-xs text-muted-foreground">{t('detail.addedOn', { date: formatMoment(member.addedAt, i18n.language) })}</span>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t('detail.remove', { name: member.name })}
                      title={t('detail.remove', { name: member.name })}
                      disabled={remove.isPending && remove.variables?.teamMemberId === member.teamMemberId}
                      onClick={() => onRemove(member)}
                    >
                      <UserMinus />
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </Card>
  );
}
