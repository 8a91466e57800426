import type { THotLeadBand } from '@shared/hot-leads/hot-leads.rules';
import { HOT_LEAD_HOT, HOT_LEAD_WARM } from '@shared/hot-leads/hot-leads.rules';

/** One hue per band, readable as small text on its tint in light and dark themes. */
export const BAND_CLASSES: Record<THotLeadBand, string> = {
  hot: 'bg-rose-500/15 text-rose-700 dark:bg-rose-400/15 dark:text-rose-300',
  warm: 'bg-amber-500/15 text-amber-800 dark:bg-amber-400/15 dark:text-amber-300',
  cool: 'bg-sky-500/15 text-sky-700 dark:bg-sky-400/15 dark:text-sky-300',
};

/** The fill of each band's share bar. */
export const BAND_BAR_CLASSES: Record<THotLeadBand, string> = {
  hot: 'bg-rose-500',
  warm: 'bg-amber-500',
  cool: 'bg-sky-500',
};

/** The minimum-score filter's choices: 0 is "any score"; the bands' thresholds among them. */
export const MIN_SCORE_OPTIONS = [0, 20, HOT_LEAD_WARM, 60, HOT_LEAD_HOT, 90] as const;

/** A rate (0..1) as a whole percentage. */
export const percentOf = (rate: number) => Math.round(rate * 100);
