import { useTranslation } from 'react-i18next';
import type { TTeamMember } from '@shared/team/team.schema';
import { formatDay } from '../lib/format';
import { LinkedAccountBadge } from './LinkedAccountBadge';
import { MemberActions } from './MemberActions';
import type { TMemberViewProps } from './MemberCard';
import { Initials } from './MemberCard';
import { RankBadge, StatusDot } from './RankBadge';

/** The list view: one row per member, scrolling sideways on narrow screens. */
export function MemberTable({ members, onEdit, onDelete }: { members: TTeamMember[] } & Omit<TMemberViewProps, 'member'>) {
  const { t } = useTranslation('team');
  const headers = ['name', 'rank', 'role', 'status', 'joinDate', 'sponsor', 'customTeam'] as const;
  return (
    <div className="overflow-x-auto rounded-lg border bg-card">
      <table className="w-full min-w-[56rem] text-sm">
        <thead className="border-b bg-muted/50 text-left text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            {headers.map((h) => (
              <th key={h} scope="col" className="whitespace-nowrap px-4 py-3 font-medium">
                {t(`fields.${h}`)}
              </th>
            ))}
            <th scope="col" className="px-2 py-3">
              <span className="sr-only">{t('actions.label')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {members.map((member) => (
            <MemberRow key={member.id} member={member} onEdit={onEdit} onDelete={onDelete} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MemberRow({ member, onEdit, onDelete }: TMemberViewProps) {
  const { t, i18n } = useTranslation('team');
  return (
    <tr data-testid="team-member-row" className="whitespace-nowrap hover:bg-muted/40">
      <td className="px-4 py-2.5">
        <div className="flex items-center gap-3">
          <Initials name={member.name} className="size-8 text-xs" />
          <div className="min-w-0">
            <p className="flex items-center gap-2">
              <span className="truncate font-medium">{member.name}</span>
              {member.linkedUserId && <LinkedAccountBadge />}
            </p>
            <p className="truncate text-xs text-muted-foreground">{member.email}</p>
          </div>
        </div>
      </td>
      <td className="px-4 py-2.5">
        <RankBadge rank={member.rank} />
      </td>
      <td className="px-4 py-2.5">{t(`roles.${member.role}`)}</td>
      <td className="px-4 py-2.5">
        <StatusDot status={member.status} />
      </td>
      <td className="whitespace-nowrap px-4 py-2.5">{member.joinDate ? formatDay(member.joinDate, i18n.language) : '—'}</td>
      <td className="px-4 py-2.5">{member.sponsorName ?? '—'}</td>
      <td className="px-4 py-2.5">{member.customTeam?.teamName ?? '—'}</td>
      <td className="px-2 py-2.5 text-right">
        <MemberActions name={member.name} onEdit={() => onEdit(member)} onDelete={() => onDelete(member)} />
      </td>
    </tr>
  );
}
