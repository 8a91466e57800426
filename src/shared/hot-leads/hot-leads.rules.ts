import type { TActivityType } from '../activities/activities.constants.js';
import type { TActivityOutcome, TActivityStatus } from '../activities/activities.consistency.js';
import { LEAD_SCORE_HOT, LEAD_SCORE_WARM } from '../prospects/lead-score.rules.js';

/**
 * The hot-lead score (spec 02 §9): 0 to 100, open rate 40 %, click rate 40 %, time on page 20 %.
 *
 *   score = round(100 × (0.4 × openRate + 0.4 × clickRate + 0.2 × timeOnPageScore))
 *
 * over what a prospect did with what the seller sent, and what the seller recorded about her:
 *
 * - sends: `sent` engagement events, plus the prospect's `email` / `email_sent` activities;
 * - opens: `open` engagement events;
 * - clicks: `click` engagement events, plus the prospect's activities with a positive outcome
 *   (`positive_interaction`, `demo_booked`, `sale_closed`): a reply, a booked demo or a sale is
 *   the strongest engagement a seller records, so it weighs like a click;
 * - page seconds: the `seconds` of `page_time` events, summed.
 *
 * Activities count only when linked to the prospect and not cancelled (as the prospect's
 * interaction count does). An activity can be a send and a click at once (an email she answered).
 *
 * - openRate = min(1, opens / sends), 0 when there are no sends;
 * - clickRate = min(1, clicks / sends), 0 when there are no sends;
 * - timeOnPageScore = min(1, page seconds / HOT_LEAD_PAGE_TIME_TARGET_SECONDS).
 *
 * Each part is clamped to 0..1, so more opens than recorded sends (a forwarded email, a send
 * made outside the CRM) cannot lift the score past its share. The interaction count is every
 * engagement event plus every counted activity; the last engagement is the newest of them
 * (an event's time, an activity's creation).
 *
 * The server computes the same in one SQL statement (hot-leads.repository.ts); its tests hold the
 * two to the same answers.
 */

export const ENGAGEMENT_KINDS = ['sent', 'open', 'click', 'page_time'] as const;
export type TEngagementKind = (typeof ENGAGEMENT_KINDS)[number];

/** Each part's share of the score; they add up to 1. */
export const HOT_LEAD_WEIGHTS = { open: 0.4, click: 0.4, time: 0.2 } as const;
/** Five minutes on the seller's pages in all earns the whole time-on-page share. */
export const HOT_LEAD_PAGE_TIME_TARGET_SECONDS = 300;
/** The longest visit one `page_time` event may record: a day. */
export const HOT_LEAD_PAGE_SECONDS_MAX = 86_400;

/** Activities that are a send to the prospect. */
export const HOT_LEAD_SEND_ACTIVITY_TYPES = ['email', 'email_sent'] as const satisfies readonly TActivityType[];
/** Activity outcomes that count as a click. */
export const HOT_LEAD_CLICK_OUTCOMES = ['positive_interaction', 'demo_booked', 'sale_closed'] as const satisfies readonly TActivityOutcome[];
/** Activities with this status count for nothing. */
export const HOT_LEAD_IGNORED_ACTIVITY_STATUS = 'cancelled' satisfies TActivityStatus;

/** Score bands of the screen, the same as the lead score's: hot from 70, warm from 40. */
export const HOT_LEAD_HOT = LEAD_SCORE_HOT;
export const HOT_LEAD_WARM = LEAD_SCORE_WARM;
export type THotLeadBand = 'hot' | 'warm' | 'cool';

export interface THotLeadCounts {
  sends: number;
  opens: number;
  clicks: number;
  pageSeconds: number;
}

/** The three parts of a score, each 0..1. */
export interface THotLeadParts {
  openRate: number;
  clickRate: number;
  timeOnPageScore: number;
}

/** Each part's contribution, in score points (one decimal). */
export interface THotLeadPoints {
  open: number;
  click: number;
  time: number;
}

const clamp01 = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);

export function hotLeadParts(counts: THotLeadCounts): THotLeadParts {
  const { sends, opens, clicks, pageSeconds } = counts;
  return {
    openRate: sends > 0 ? clamp01(opens / sends) : 0,
    clickRate: sends > 0 ? clamp01(clicks / sends) : 0,
    timeOnPageScore: clamp01(pageSeconds / HOT_LEAD_PAGE_TIME_TARGET_SECONDS),
  };
}

/**
 * Rounds half up. The sum is first rounded to 9 decimals, dropping the binary floating-point
 * noise (40 × 0.5 + … landing on 44.99999999999999): SQL computes it in exact decimals and rounds
 * the same way, so both give the same score for every count a seller can reach.
 */
function roundScore(value: number): number {
  return Math.round(Math.round(value * 1e9) / 1e9);
}

export function hotLeadScore(parts: THotLeadParts): number {
  const sum = HOT_LEAD_WEIGHTS.open * clamp01(parts.openRate) + HOT_LEAD_WEIGHTS.click * clamp01(parts.clickRate) + HOT_LEAD_WEIGHTS.time * clamp01(parts.timeOnPageScore);
  return roundScore(100 * sum);
}

const points = (weight: number, part: number) => Math.round(1000 * weight * clamp01(part)) / 10;

/** What each part brought to the score, in points, for the screen's explanation ("open rate 50 % → 20 pts"). */
export function explainHotLeadScore(parts: THotLeadParts): THotLeadPoints {
  return {
    open: points(HOT_LEAD_WEIGHTS.open, parts.openRate),
    click: points(HOT_LEAD_WEIGHTS.click, parts.clickRate),
    time: points(HOT_LEAD_WEIGHTS.time, parts.timeOnPageScore),
  };
}

export function hotLeadBand(score: number): THotLeadBand {
  if (score >= HOT_LEAD_HOT) return 'hot';
  if (score >= HOT_LEAD_WARM) return 'warm';
  return 'cool';
}

export interface TEngagementFact {
  kind: TEngagementKind;
  seconds: number;
  occurredAt: Date;
}

export interface TActivityFact {
  type: TActivityType;
  outcome: TActivityOutcome | null;
  status: TActivityStatus;
  createdAt: Date;
}

export interface THotLeadTally extends THotLeadCounts {
  interactionCount: number;
  lastEngagementAt: Date | null;
}

const isSend = (type: TActivityType) => (HOT_LEAD_SEND_ACTIVITY_TYPES as readonly TActivityType[]).includes(type);
const isClick = (outcome: TActivityOutcome | null) => outcome !== null && (HOT_LEAD_CLICK_OUTCOMES as readonly TActivityOutcome[]).includes(outcome);

/** One prospect's counts from her engagement events and activities, by the rules above. */
export function tallyHotLead(events: readonly TEngagementFact[], activities: readonly TActivityFact[]): THotLeadTally {
  const counted = activities.filter((a) => a.status !== HOT_LEAD_IGNORED_ACTIVITY_STATUS);
  const of = (kind: TEngagementKind) => events.filter((e) => e.kind === kind);
  const times = [...events.map((e) => e.occurredAt.getTime()), ...counted.map((a) => a.createdAt.getTime())];
  return {
    sends: of('sent').length + counted.filter((a) => isSend(a.type)).length,
    opens: of('open').length,
    clicks: of('click').length + counted.filter((a) => isClick(a.outcome)).length,
    pageSeconds: of('page_time').reduce((sum, e) => sum + e.seconds, 0),
    interactionCount: events.length + counted.length,
    lastEngagementAt: times.length ? new Date(Math.max(...times)) : null,
  };
}
