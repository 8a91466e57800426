import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { TDb, TExecutor } from '../../db/client.js';
import { contacts, prospects, tasks, teamMembers, userProfiles } from '../../db/schema/index.js';
import type { TCalendarItemKind } from '../../../shared/calendar/calendar.schema.js';
import { queryRows } from '../../lib/sql.js';

/** One row of the calendar's union, before the status is read from the time. */
export interface TCalendarRow {
  kind: TCalendarItemKind;
  id: string;
  /** Null for a reminder: its title is its person's name. */
  title: string | null;
  start: Date | string;
  status: string;
  priority: string | null;
  link_type: 'prospect' | 'contact' | 'teamMember' | null;
  link_id: string | null;
  link_name: string | null;
}

/** Tasks with a due time, except archived ones (the calendar is what is planned, done or not). */
const taskItems = (userId: string, where: SQL) => sql`
  select 'task' as kind, t.id, t.title, t.due_at as start, t.status, t.priority,
    case when t.prospect_id is not null then 'prospect' when t.contact_id is not null then 'contact' when t.team_member_id is not null then 'teamMember' end as link_type,
    coalesce(t.prospect_id, t.contact_id, t.team_member_id) as link_id
  from tasks t
  where t.user_id = ${userId} and t.status <> 'archived' and ${where}`;

const activityItems = (userId: string, where: SQL) => sql`
  select 'activity' as kind, a.id, a.title, a.scheduled_at as start, a.status, a.priority,
    case when a.prospect_id is not null then 'prospect' end as link_type, a.prospect_id as link_id
  from activities a
  where a.user_id = ${userId} and ${where}`;

const followUpItems = (userId: string, where: SQL) => sql`
  select 'followUp' as kind, r.id, null as title, r.due_at as start, r.status, null as priority,
    case when r.prospect_id is not null then 'prospect' else 'contact' end as link_type,
    coalesce(r.prospect_id, r.contact_id) as link_id
  from follow_up_reminders r
  where r.user_id = ${userId} and ${where}`;

const personName = (table: string) => sql.raw(`(select nullif(trim(x.first_name || ' ' || x.last_name), '') from ${table} x where x.id = i.link_id)`);

/**
 * The linked person's name for each item of `items` (already cut to what is shown), looked up by
 * primary key row by row: joining the three people tables before the cut made the planner walk
 * whole indexes for a month of a busy seller.
 */
const named = (items: SQL) => sql`
  select i.*, case i.link_type when 'prospect' then ${personName('prospects')} when 'contact' then ${personName('contacts')} when 'teamMember' then ${personName('team_members')} end as link_name
  from (${items}) i`;

/**
 * Everything planned in [from, to): one statement over the three tables, each branch read through
 * its owner-and-time index, sorted and cut at `limit` rows, then named. Reminders only for premium access.
 */
export function calendarRangeSql(userId: string, range: { from: Date; to: Date }, options: { followUps: boolean; limit: number }): SQL {
  const from = range.from.toISOString();
  const to = range.to.toISOString();
  const parts = [
    taskItems(userId, sql`t.due_at >= ${from}::timestamptz and t.due_at < ${to}::timestamptz`),
    activityItems(userId, sql`a.scheduled_at >= ${from}::timestamptz and a.scheduled_at < ${to}::timestamptz`),
    ...(options.followUps ? [followUpItems(userId, sql`r.due_at >= ${from}::timestamptz and r.due_at < ${to}::timestamptz`)] : []),
  ];
  return sql`${named(sql`select * from (${sql.join(parts, sql` union all `)}) items order by start, kind, id limit ${options.limit}`)} order by i.start, i.kind, i.id`;
}

/**
 * The range in a transaction of its own, without parallel workers or JIT: a range is at most
 * `limit` rows, which PostgreSQL reads in a few milliseconds, yet the planner's estimate (one
 * name lookup per row) passes its thresholds, and starting two workers and compiling the plan
 * took 10 to 30 ms more than the whole query.
 */
export function calendarRange(db: TDb, userId: string, range: { from: Date; to: Date }, options: { followUps: boolean; limit: number }): Promise<TCalendarRow[]> {
  return db.transaction(async (tx) => {
    await tx.execute(SERIAL);
    return queryRows<TCalendarRow>(tx, calendarRangeSql(userId, range, options));
  });
}

export const SERIAL = sql`select set_config('max_parallel_workers_per_gather', '0', true), set_config('jit', 'off', true)`;

/** One of the owner's items as the calendar shows it, or null (missing, or another owner's). */
export async function findCalendarItem(db: TExecutor, userId: string, kind: TCalendarItemKind, id: string): Promise<TCalendarRow | null> {
  const query = kind === 'task' ? taskItems(userId, sql`t.id = ${id}`) : kind === 'activity' ? activityItems(userId, sql`a.id = ${id}`) : followUpItems(userId, sql`r.id = ${id}`);
  const rows = await queryRows<TCalendarRow>(db, named(query));
  return rows[0] ?? null;
}

const PEOPLE = { prospects, contacts, team_members: teamMembers } as const;
export type TPersonTable = keyof typeof PEOPLE;

/** Whether the person exists and is the owner's. */
export async function ownsPerson(db: TExecutor, userId: string, table: TPersonTable, id: string): Promise<boolean> {
  const t = PEOPLE[table];
  const rows = await db.select({ id: t.id }).from(t).where(and(eq(t.userId, userId), eq(t.id, id))).limit(1);
  return rows.length > 0;
}

/** A task's due and reminder times: a drag moves both. */
export async function taskTimes(db: TExecutor, userId: string, id: string): Promise<{ dueAt: Date | null; remindAt: Date | null } | null> {
  const rows = await db.select({ dueAt: tasks.dueAt, remindAt: tasks.remindAt }).from(tasks).where(and(eq(tasks.userId, userId), eq(tasks.id, id))).limit(1);
  return rows[0] ?? null;
}

export async function ownerTimeZone(db: TExecutor, userId: string): Promise<string> {
  const rows = await db.select({ timeZone: userProfiles.timeZone }).from(userProfiles).where(eq(userProfiles.userId, userId)).limit(1);
  return rows[0]?.timeZone ?? 'UTC';
}

/**
 * The dashboard's agenda of one kind (open tasks, or pending reminders) due before `dayEnd`: how
 * many are due today and how many before `dayStart` (overdue), and the first `shown` of each
 * (today's soonest first, overdue ones most recent first), in one statement. Only the rows shown
 * get their names joined.
 */
export type TAgendaRow = TCalendarRow & { overdue: boolean; total: number };

export async function agendaRows(db: TExecutor, userId: string, kind: 'task' | 'followUp', bounds: { dayStart: Date; dayEnd: Date }, shown: number): Promise<TAgendaRow[]> {
  return queryRows<TAgendaRow>(db, agendaSql(userId, kind, bounds, shown));
}

/** The statement of `agendaRows`, not yet run (the dashboard reads it inside its own). */
export function agendaSql(userId: string, kind: 'task' | 'followUp', bounds: { dayStart: Date; dayEnd: Date }, shown: number): SQL {
  const dayStart = sql`${bounds.dayStart.toISOString()}::timestamptz`;
  const dayEnd = sql`${bounds.dayEnd.toISOString()}::timestamptz`;
  const open =
    kind === 'task'
      ? sql`select x.id, x.due_at from tasks x where x.user_id = ${userId} and x.status not in ('completed', 'archived') and x.due_at < ${dayEnd}`
      : sql`select x.id, x.due_at from follow_up_reminders x where x.user_id = ${userId} and x.status = 'pending' and x.due_at < ${dayEnd}`;
  const item = (id: SQL) => named(kind === 'task' ? taskItems(userId, sql`t.id = ${id}`) : followUpItems(userId, sql`r.id = ${id}`));
  return sql`
    with ranked as (
      select o.id, o.due_at < ${dayStart} as overdue,
        count(*) over (partition by o.due_at < ${dayStart})::int as total,
        row_number() over (partition by o.due_at < ${dayStart} order by case when o.due_at >= ${dayStart} then o.due_at end asc, o.due_at desc, o.id) as n
      from (${open}) o
    ),
    -- The LIMIT tells the planner how few rows these are: it then looks each one up by key
    -- instead of hashing the owner's every task (and compiling that plan).
    picked as (select * from ranked where n <= ${shown} limit ${2 * shown})
    select i.*, pick.overdue, pick.total from picked pick
    cross join lateral (${item(sql`pick.id`)}) i
    order by pick.overdue, pick.n`;
}
