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
