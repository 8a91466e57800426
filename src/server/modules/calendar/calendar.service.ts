import { TZDate } from '@date-fns/tz';
import { addDays, startOfDay } from 'date-fns';
import { FIELD_MESSAGES, isStorableInstant } from '../../../shared/common/fields.js';
import { isValidTimeZone } from '../../../shared/common/time-zone.js';
import type { TDb, TExecutor } from '../../db/client.js';
import { CALENDAR_MAX_ITEMS, type TCalendarItem, type TCalendarItemKind, type TCalendarRange, type TCalendarRangeQuery } from '../../../shared/calendar/calendar.schema.js';
import { AGENDA_ITEMS_SHOWN, type TDashboardAgenda } from '../../../shared/dashboard/dashboard.schema.js';
import { effectiveFollowUpStatus, isDueInPast, type TFollowUpSettableStatus } from '../../../shared/follow-ups/follow-ups.rules.js';
import { FOLLOW_UP_MESSAGES } from '../../../shared/follow-ups/follow-ups.schema.js';
import { effectiveTaskStatus } from '../../../shared/tasks/tasks.rules.js';
import type { TPriority, TTaskSettableStatus } from '../../../shared/tasks/tasks.constants.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { updateActivity } from '../activities/activities.service.js';
import { updateFollowUp } from '../follow-ups/follow-ups.service.js';
import { assertFeature, userHasFeature } from '../limits/limits.service.js';
import { rescheduleTask, updateTask } from '../tasks/task-update.service.js';
import { agendaRows, calendarRange, findCalendarItem, ownerTimeZone, taskTimes, type TAgendaRow, type TCalendarRow } from './calendar.repository.js';

const URLS: Record<TCalendarItemKind, (id: string) => string> = {
  task: (id) => `/tasks?task=${id}`,
  activity: (id) => `/activities?activity=${id}`,
  followUp: (id) => `/follow-ups?reminder=${id}`,
};

/** A row as the calendar shows it: overdue tasks and missed reminders are read from the time. */
export function toCalendarItem(row: TCalendarRow, now = new Date()): TCalendarItem {
  const start = new Date(row.start);
  const status =
    row.kind === 'task'
      ? effectiveTaskStatus(row.status as TTaskSettableStatus, start, now)
      : row.kind === 'followUp'
        ? effectiveFollowUpStatus(row.status as TFollowUpSettableStatus, start, now)
        : row.status;
  return {
    id: row.id,
    kind: row.kind,
    // A reminder's title is its person's name: the client words it ("Follow up with …") in its language.
    title: row.title ?? row.link_name ?? '',
    start: start.toISOString(),
    status,
    priority: (row.priority as TPriority | null) ?? null,
    linked: row.link_type && row.link_id ? { type: row.link_type, id: row.link_id, name: row.link_name ?? '' } : null,
    url: URLS[row.kind](row.id),
  };
}

/** `GET /api/calendar`: tasks, activities and (with premium access) follow-ups of the range, in one statement. */
export async function getCalendarRange(db: TDb, userId: string, query: TCalendarRangeQuery): Promise<TCalendarRange> {
  const followUps = await userHasFeature(db, userId, 'AUTOMATED_FOLLOW_UPS');
  const rows = await calendarRange(db, userId, { from: new Date(query.from), to: new Date(query.to) }, { followUps, limit: CALENDAR_MAX_ITEMS + 1 });
  const now = new Date();
  return {
    from: new Date(query.from).toISOString(),
    to: new Date(query.to).toISOString(),
    items: rows.slice(0, CALENDAR_MAX_ITEMS).map((r) => toCalendarItem(r, now)),
    truncated: rows.length > CALENDAR_MAX_ITEMS,
  };
}

export async function getCalendarItem(db: TExecutor, userId: string, kind: TCalendarItemKind, id: string): Promise<TCalendarItem> {
  const row = await findCalendarItem(db, userId, kind, id);
  if (!row) throw notFound('Calendar item');
  return toCalendarItem(row);
}

/**
 * A task's reminder keeps its distance to the due time: dragged from Monday to Thursday, it reminds
 * on Thursday. A move that would carry it past the last storable time is refused.
 */
async function moveTask(db: TDb, userId: string, id: string, start: Date) {
  const times = await taskTimes(db, userId, id);
  if (!times?.remindAt || !times.dueAt) return rescheduleTask(db, { userId, id, dueAt: start });
  const remindAt = new Date(times.remindAt.getTime() + (start.getTime() - times.dueAt.getTime()));
  if (!isStorableInstant(remindAt)) throw new AppError('validation_failed', 'Some fields are invalid', { fields: { start: FIELD_MESSAGES.dateTimeInvalid } });
  return updateTask(db, { userId, id, input: { dueAt: start.toISOString(), remindAt: remindAt.toISOString() } });
}

/** An activity still to happen reads scheduled when moved ahead and overdue when moved behind (the activities' consistency rules). */
const OPEN_ACTIVITY = ['scheduled', 'pending', 'overdue'];

/**
 * `PATCH /api/calendar/items/:kind/:id`: drag to another day or time. A task's reminder moves
 * with it (the tasks module re-anchors a recurring series); a reminder may not move into the past
 * and notifies again at its new time.
 */
export async function rescheduleCalendarItem(db: TDb, options: { userId: string; kind: TCalendarItemKind; id: string; start: string; now?: Date }): Promise<TCalendarItem> {
  const { userId, kind, id, now = new Date() } = options;
  const start = new Date(options.start);
  const current = await findCalendarItem(db, userId, kind, id);
  if (!current) throw notFound('Calendar item');
  if (kind === 'task') {
    await moveTask(db, userId, id, start);
  } else if (kind === 'activity') {
    const status = OPEN_ACTIVITY.includes(current.status) ? (start > now ? 'scheduled' : 'overdue') : undefined;
    await updateActivity(db, userId, id, { scheduledAt: start.toISOString(), ...(status && { status }) });
  } else {
    await assertFeature(db, userId, 'AUTOMATED_FOLLOW_UPS');
    if (isDueInPast(start, now)) throw new AppError('validation_failed', 'Some fields are invalid', { fields: { start: FOLLOW_UP_MESSAGES.dueInPast } });
    await updateFollowUp(db, { userId, id, input: { dueAt: start.toISOString() }, now });
  }
  return getCalendarItem(db, userId, kind, id);
}

/** The seller's day around `now` in her time zone (UTC for a zone this runtime does not know), as UTC instants. */
export function dayBounds(now: Date, timeZone: string): { dayStart: Date; dayEnd: Date } {
  const local = startOfDay(new TZDate(now.getTime(), isValidTimeZone(timeZone) ? timeZone : 'UTC'));
  return { dayStart: new Date(local.getTime()), dayEnd: new Date(addDays(local, 1).getTime()) };
}

/** The dashboard's today and overdue tasks and follow-ups (follow-ups with premium access only). */
export async function getAgenda(db: TDb, userId: string, now = new Date()): Promise<TDashboardAgenda> {
  const [timeZone, premium] = await Promise.all([ownerTimeZone(db, userId), userHasFeature(db, userId, 'AUTOMATED_FOLLOW_UPS', now)]);
  const bounds = dayBounds(now, timeZone);
  const [tasks, followUps] = await Promise.all([
    agendaRows(db, userId, 'task', bounds, AGENDA_ITEMS_SHOWN),
    premium ? agendaRows(db, userId, 'followUp', bounds, AGENDA_ITEMS_SHOWN) : Promise.resolve([]),
  ]);
  return agendaOf(tasks, followUps, premium, now);
}

/** The agenda card from its rows (`agendaRows` of each kind); without premium access, follow-ups are left out. */
export function agendaOf(tasks: TAgendaRow[], followUpRows: TAgendaRow[], premium: boolean, now: Date): TDashboardAgenda {
  const followUps = premium ? followUpRows : [];
  const split = (rows: TAgendaRow[], overdue: boolean) => rows.filter((r) => r.overdue === overdue);
  const total = (rows: TAgendaRow[], overdue: boolean) => split(rows, overdue)[0]?.total ?? 0;
  const items = (rows: TAgendaRow[], overdue: boolean) => split(rows, overdue).map((r) => toCalendarItem(r, now));
  return {
    tasksToday: total(tasks, false),
    tasksOverdue: total(tasks, true),
    followUpsToday: total(followUps, false),
    followUpsOverdue: total(followUps, true),
    today: { tasks: items(tasks, false), followUps: items(followUps, false) },
    overdue: { tasks: items(tasks, true), followUps: items(followUps, true) },
    followUpsIncluded: premium,
  };
}
