import type { TProspectStatus } from './prospects.constants.js';

/** Lead-score bands (0 to 100): from this score a lead counts as warm, and as hot. */
export const LEAD_SCORE_WARM = 40;
export const LEAD_SCORE_HOT = 70;

/**
 * The scores that fit each status, inclusive: cold and lost leads stay below warm, a booked demo
 * or an enrolment is hot, the stages between overlap.
 */
export const LEAD_SCORE_RANGES: Record<TProspectStatus, { min: number; max: number }> = {
  not_interested: { min: 0, max: 24 },
  cold_lead: { min: 0, max: LEAD_SCORE_WARM - 1 },
  warm_prospect: { min: LEAD_SCORE_WARM, max: LEAD_SCORE_HOT - 1 },
  follow_up: { min: LEAD_SCORE_WARM, max: 84 },
  interested: { min: 55, max: 89 },
  demo_scheduled: { min: LEAD_SCORE_HOT, max: 95 },
  enrolled: { min: 85, max: 100 },
};

export function leadScoreFitsStatus(score: number, status: TProspectStatus): boolean {
  const range = LEAD_SCORE_RANGES[status];
  return score >= range.min && score <= range.max;
}
