import type { TProspectStatus } from './prospects.constants.js';

/** How far each status is along the way to enrolment, 0 to 100. */
const STATUS_WEIGHT: Record<TProspectStatus, number> = {
  cold_lead: 10,
  warm_prospect: 35,
  interested: 55,
  follow_up: 60,
  demo_scheduled: 75,
  enrolled: 100,
  not_interested: 0,
};

const DAY_MS = 86_400_000;

/** 100 for a touch in the last week, fading to 0 after three months. */
function recency(lastTouch: Date | null, now: Date): number {
  if (!lastTouch) return 0;
  const days = (now.getTime() - lastTouch.getTime()) / DAY_MS;
  if (days <= 7) return 100;
  if (days <= 30) return 60;
  if (days <= 90) return 25;
  return 0;
}

export interface TPredictiveInput {
  status: TProspectStatus;
  leadScore: number;
  interactionCount: number;
  lastActivityAt: string | Date | null;
  lastContacted: string | Date | null;
}

/**
 * The predictive score (spec 02 §3), 0 to 100: the seller's own lead score (40 %), how far the
 * status is (30 %), how many interactions there were, up to ten (15 %), and how recent the last
 * activity or contact is (15 %). An enrolled prospect scores 100, a not-interested one 0.
 */
export function predictiveScore(input: TPredictiveInput, now: Date = new Date()): number {
  if (input.status === 'enrolled') return 100;
  if (input.status === 'not_interested') return 0;
  const times = [input.lastActivityAt, input.lastContacted].filter((v): v is string | Date => v !== null).map((v) => new Date(v));
  const lastTouch = times.length ? new Date(Math.max(...times.map((d) => d.getTime()))) : null;
  const score =
    0.4 * Math.min(Math.max(input.leadScore, 0), 100) +
    0.3 * STATUS_WEIGHT[input.status] +
    0.15 * Math.min(input.interactionCount, 10) * 10 +
    0.15 * recency(lastTouch, now);
  return Math.round(score);
}
