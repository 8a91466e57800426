import type { TProspectStatus } from '@shared/prospects/prospects.constants';

/** One hue per prospect status, cold to won, readable on light and dark backgrounds. */
export const PROSPECT_STATUS_CLASSES: Record<TProspectStatus, string> = {
  cold_lead: 'bg-slate-500/15 text-slate-700 dark:text-slate-300',
  warm_prospect: 'bg-amber-500/15 text-amber-800 dark:text-amber-300',
  interested: 'bg-sky-500/15 text-sky-700 dark:text-sky-300',
  demo_scheduled: 'bg-violet-500/15 text-violet-700 dark:text-violet-300',
  follow_up: 'bg-cyan-500/15 text-cyan-700 dark:text-cyan-300',
  enrolled: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300',
  not_interested: 'bg-rose-500/15 text-rose-700 dark:text-rose-300',
};

/** The lead-score bar: grey when cold, brand colour when warm, green when hot. */
export function leadScoreBarClass(score: number): string {
  if (score >= 70) return 'bg-emerald-500';
  if (score >= 40) return 'bg-primary';
  return 'bg-slate-400';
}
