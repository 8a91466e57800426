import { Link } from 'react-router';
import { Network } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TReferredMember } from '@shared/referral/referral.schema';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../dashboard/format';
import { CELL, TableHead } from './ReferralSection';

/** The members who registered with the seller's link, newest first. */
export function ReferredMembersTable({ members }: { members: TReferredMember[] }) {
  const { t, i18n } = useTranslation('referral');
  return (
    <div className="overflow-x-auto rounded-lg border bg-card">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('members.caption')}</caption>
        <TableHead
          columns={[
            { label: t('members.name') },
            { label: t('members.email'), className: 'hidden md:table-cell' },
            { label: t('members.joined'), className: 'hidden sm:table-cell' },
            { label: t('members.membership') },
            { label: t('members.team'), className: 'hidden sm:table-cell' },
          ]}
        />
        <tbody className="divide-y">
          {members.map((member) => {
            const joined = formatDate(member.joinedAt, i18n.language);
            const teamLink = member.teamMemberId && (
              <Link to={`/team?q=${encodeURIComponent(member.email)}`} className="inline-flex items-center gap-1 text-primary hover:underline" data-testid="referred-team-link">
                <Network className="size-3.5" aria-hidden="true" />
                {t('members.inTeam')}
              </Link>
            );
            return (
              <tr key={member.userId} className="hover:bg-muted/25" data-testid="referred-row">
                <td className={cn(CELL, 'max-w-48 sm:max-w-64')}>
                  <span className="block truncate font-medium">{member.name}</span>
                  <span className="block truncate text-xs text-muted-foreground md:hidden">{member.email}</span>
                  <span className="mt-1 flex flex-wrap gap-x-3 text-xs text-muted-foreground sm:hidden">
                    <span>{t('members.joinedOn', { date: joined })}</span>
                    {teamLink}
                  </span>
                </td>
                <td className={cn(CELL, 'hidden max-w-64 truncate md:table-cell')}>{member.email}</td>
                <td className={cn(CELL, 'hidden whitespace-nowrap sm:table-cell')}>
                  <time dateTime={member.joinedAt}>{joined}</time>
                </td>
                <td className={CELL}>
                  <Badge variant={member.premium ? 'success' : 'secondary'} data-testid="referred-membership" data-premium={member.premium}>
                    {t(`common:membership.tiers.${member.membershipTier}`)}
                  </Badge>
                </td>
                <td className={cn(CELL, 'hidden whitespace-nowrap sm:table-cell')}>{teamLink || <span className="text-muted-foreground">—</span>}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
