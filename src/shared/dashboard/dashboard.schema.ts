import type { TCalendarItem } from '../calendar/calendar.schema.js';

/** Agenda lists on the dashboard show this many items each; the counts say how many there are. */
export const AGENDA_ITEMS_SHOWN = 5;

/**
 * `GET /api/dashboard` → `agenda`: open tasks and pending follow-ups due today (the seller's day,
 * in her profile's time zone) and overdue ones (due before today). Follow-ups are a premium
 * feature: without premium access their counts are 0, their lists empty and `followUpsIncluded`
 * false.
 */
export interface TDashboardAgenda {
  tasksToday: number;
  tasksOverdue: number;
  followUpsToday: number;
  followUpsOverdue: number;
  /** Soonest first. */
  today: { tasks: TCalendarItem[]; followUps: TCalendarItem[] };
  /** Most recently due first. */
  overdue: { tasks: TCalendarItem[]; followUps: TCalendarItem[] };
  followUpsIncluded: boolean;
}

/** One stage of the owner's pipeline on the dashboard: its deals and their value. */
export interface TDashboardDealStage {
  stage: string;
  count: number;
  totalCents: number;
}

/**
 * `GET /api/dashboard(/summary)` → `deals`: the owner's pipeline in integer cents. Open deals are
 * those outside the two closed stages; `weightedCents` is the sum of each open deal's value ×
 * probability (rules: `weightedCents`); won this month counts deals closed won since the first of
 * the month in the owner's time zone. `stages` follows the owner's pipeline (rules:
 * `pipelineStages`), a stage that no longer belongs to it but still holds deals just before the
 * closed ones.
 */
export interface TDashboardDeals {
  openCount: number;
  openCents: number;
  weightedCents: number;
  wonThisMonthCents: number;
  wonThisMonthCount: number;
  stages: TDashboardDealStage[];
}
