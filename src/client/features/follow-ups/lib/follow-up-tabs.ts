import { addDays, startOfDay } from 'date-fns';
import type { TFollowUpListQuery } from '@shared/follow-ups/follow-ups.schema';
import { zonedDate } from '../../../lib/time-zone';

/** The list's groups; "missed" reminders are the Overdue ones (spec 02 §4). */
export const FOLLOW_UP_TABS = ['overdue', 'today', 'upcoming', 'done'] as const;
export type TFollowUpTab = (typeof FOLLOW_UP_TABS)[number];

export function isFollowUpTab(value: string | null): value is TFollowUpTab {
  return (FOLLOW_UP_TABS as readonly (string | null)[]).includes(value);
}

/**
 * The list query of a tab. Pending means "not yet due" on the server, so Today is what is still
 * due before the seller's midnight and Upcoming everything after it.
 */
export function tabQuery(tab: TFollowUpTab, zone: string, now = new Date()): Pick<TFollowUpListQuery, 'status' | 'dueFrom' | 'dueTo'> {
  const tomorrow = new Date(addDays(startOfDay(zonedDate(now, zone)), 1).getTime()).toISOString();
  switch (tab) {
    case 'overdue':
      return { status: 'missed' };
    case 'today':
      return { status: 'pending', dueTo: tomorrow };
    case 'upcoming':
      return { status: 'pending', dueFrom: tomorrow };
    case 'done':
      return { status: 'done' };
  }
}
