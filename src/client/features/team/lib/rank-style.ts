import type { TTeamMemberStatus, TTeamRank } from '@shared/team/team.constants';

/** A colour per rank, from plain to precious; full class names so Tailwind keeps them. */
export const RANK_BADGE_CLASS: Record<TTeamRank, string> = {
  associate: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
  bronze: 'bg-orange-100 text-orange-800 dark:bg-orange-950 dark:text-orange-200',
  silver: 'bg-zinc-200 text-zinc-700 dark:bg-zinc-700 dark:text-zinc-100',
  gold: 'bg-yellow-100 text-yellow-800 dark:bg-yellow-900/60 dark:text-yellow-200',
  platinum: 'bg-teal-100 text-teal-800 dark:bg-teal-950 dark:text-teal-200',
  diamond: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200',
  blue_diamond: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  black_diamond: 'bg-neutral-900 text-neutral-50 dark:bg-neutral-100 dark:text-neutral-900',
  presidential_diamond: 'bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-200',
  crown_diamond: 'bg-fuchsia-100 text-fuchsia-800 dark:bg-fuchsia-950 dark:text-fuchsia-200',
  royal_crown_diamond: 'bg-rose-100 text-rose-800 dark:bg-rose-950 dark:text-rose-200',
};

/** The same colours, solid, for bars and the rank accent of a card. */
export const RANK_BAR_CLASS: Record<TTeamRank, string> = {
  associate: 'bg-slate-400',
  bronze: 'bg-orange-600',
  silver: 'bg-zinc-400',
  gold: 'bg-yellow-500',
  platinum: 'bg-teal-500',
  diamond: 'bg-sky-500',
  blue_diamond: 'bg-blue-600',
  black_diamond: 'bg-neutral-800 dark:bg-neutral-300',
  presidential_diamond: 'bg-violet-600',
  crown_diamond: 'bg-fuchsia-600',
  royal_crown_diamond: 'bg-rose-600',
};

export const STATUS_DOT_CLASS: Record<TTeamMemberStatus, string> = {
  active: 'bg-success',
  inactive: 'bg-muted-foreground/50',
  on_leave: 'bg-warning',
  terminated: 'bg-destructive',
};
