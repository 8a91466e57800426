import * as z from 'zod';
import { ZIsoDate, ZIsoDateTime, ZUuid, emptyToNull, optionalText, requiredText } from '../common/fields.js';
import type { TPriority } from '../activities/activities.constants.js';

/** The longest range one calendar request may ask for (a month view with its spill-over weeks, and then some). */
export const CALENDAR_MAX_RANGE_DAYS = 62;
/** Items answered per range at most; the answer says when there were more. */
export const CALENDAR_MAX_ITEMS = 2000;

export const CALENDAR_ITEM_KINDS = ['task', 'activity', 'followUp'] as const;
export type TCalendarItemKind = (typeof CALENDAR_ITEM_KINDS)[number];
/** The spec's calendar item types: task, activity, reminder (a follow-up reminder). */
export const CALENDAR_CREATE_TYPES = ['task', 'activity', 'reminder'] as const;

export const ZCalendarRangeQuery = z
  .object({ from: ZIsoDateTime, to: ZIsoDateTime })
  .refine((v) => new Date(v.to).getTime() > new Date(v.from).getTime(), { message: '"to" must be after "from"', path: ['to'] })
  .refine((v) => new Date(v.to).getTime() - new Date(v.from).getTime() <= CALENDAR_MAX_RANGE_DAYS * 86_400_000, { message: `At most ${CALENDAR_MAX_RANGE_DAYS} days at once`, path: ['to'] });
export type TCalendarRangeQuery = z.infer<typeof ZCalendarRangeQuery>;

/**
 * `POST /api/calendar/items`: the spec's calendar item (title, date, time, type, notes, reminder
 * date, follow-up date, linked record). `date` + `time` are the seller's local wall time in
 * `timeZone`. A task gets `remindAt` from the reminder date; a follow-up date (or type
 * "reminder") makes a follow-up reminder for the linked prospect.
 */
export const ZCalendarItemCreate = z.strictObject({
  type: z.enum(CALENDAR_CREATE_TYPES, { error: 'Type must be task, activity or reminder' }),
  title: requiredText('Title is required', 200),
  date: ZIsoDate,
  time: emptyToNull(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use the time format HH:MM')).optional(),
  notes: optionalText(5000),
  reminderAt: emptyToNull(ZIsoDateTime).optional(),
  followUpAt: emptyToNull(ZIsoDateTime).optional(),
  prospectId: emptyToNull(ZUuid).optional(),
  contactId: emptyToNull(ZUuid).optional(),
  teamMemberId: emptyToNull(ZUuid).optional(),
});
export type TCalendarItemCreate = z.infer<typeof ZCalendarItemCreate>;

/** `PATCH /api/calendar/items/:kind/:id`: drag to another day or time. */
export const ZCalendarReschedule = z.strictObject({ start: ZIsoDateTime });
export const ZCalendarItemParams = z.object({ kind: z.enum(CALENDAR_ITEM_KINDS), id: ZUuid });

export interface TCalendarItem {
  id: string;
  kind: TCalendarItemKind;
  title: string;
  start: string;
  /** The item's own status (task, activity or reminder status, with overdue / missed read from the time). */
  status: string;
  priority: TPriority | null;
  /** The person it is about, if any. */
  linked: { type: 'prospect' | 'contact' | 'teamMember'; id: string; name: string } | null;
  /** Where the item opens in the app. */
  url: string;
}

export interface TCalendarRange {
  from: string;
  to: string;
  items: TCalendarItem[];
  /** True when the range held more than CALENDAR_MAX_ITEMS items. */
  truncated: boolean;
}

/** `POST /api/calendar/items` answers what it created. */
export interface TCalendarItemCreated {
  item: TCalendarItem;
  followUp: TCalendarItem | null;
}
