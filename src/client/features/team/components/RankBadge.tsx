import { useTranslation } from 'react-i18next';
import type { TTeamMemberStatus, TTeamRank } from '@shared/team/team.constants';
import { cn } from '../../../lib/cn';
import { RANK_BADGE_CLASS, STATUS_DOT_CLASS } from '../lib/rank-style';

export function RankBadge({ rank, className }: { rank: TTeamRank; className?: string }) {
  const { t } = useTranslation('team');
  return (
    <span className={cn('inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold', RANK_BADGE_CLASS[rank], className)}>
      {t(`ranks.${rank}`)}
    </span>
  );
}

/** A coloured dot with the status name; `compact` keeps the name for screen readers only. */
export function StatusDot({ status, compact = false }: { status: TTeamMemberStatus; compact?: boolean }) {
  const { t } = useTranslation('common');
  const label = t(`statuses.teamMember.${status}`);
  return (
    <span className="inline-flex items-center gap-1.5 text-xs text-muted-foreground" title={compact ? label : undefined}>
      <span className={cn('size-2 shrink-0 rounded-full', STATUS_DOT_CLASS[status])} aria-hidden="true" />
      <span className={cn(compact && 'sr-only')}>{label}</span>
    </span>
  );
}
