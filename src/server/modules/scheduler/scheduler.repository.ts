import { sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.js';
import { FOLLOW_UP_AUTO_OPEN_MAX, type TFollowUpRule, type TFollowUpRules } from '../../../shared/follow-ups/follow-ups.rules.js';
import { featureSql } from '../limits/membership.sql.js';
import { INACTIVE_PROSPECT_STATUSES } from '../../../shared/prospects/prospects.constants.js';
import type { TNotification } from '../../../shared/notifications/notifications.schema.js';
import { queryRows } from '../../lib/sql.js';

/** Reminders, task reminders and the automatic rules belong to AUTOMATED_FOLLOW_UPS. */
const followUpsSql = (profile: SQL, now: Date) => featureSql(profile, 'AUTOMATED_FOLLOW_UPS', now);

const nameOf = (alias: string) => sql.raw(`nullif(trim(${alias}.first_name || ' ' || ${alias}.last_name), '')`);

interface TClaimed {
  claimed: number;
  notifications: { id: string; user_id: string; message: string; type: string; link: string | null; is_read: boolean; created_at: string }[];
}

function toNotifications(rows: TClaimed['notifications']): { userId: string; notification: TNotification }[] {
  return rows.map((n) => ({
    userId: n.user_id,
    notification: { id: n.id, message: n.message, type: n.type as TNotification['type'], link: n.link, isRead: n.is_read, announcementId: null, createdAt: new Date(n.created_at).toISOString() },
  }));
}

/** The language's template of a kind, English when the profile's language has none. */
const template = (templates: string, kind: SQL) => sql`coalesce(${templates}::jsonb -> up.language, ${templates}::jsonb -> 'en') ->> ${kind}`;

/**
 * One statement, so one transaction: claims up to `batch` pending reminders that fell due and were
 * never notified (rows another instance holds are skipped, not waited for), marks them notified and
 * writes one notification per reminder whose owner still has premium access. A reminder is
 * therefore notified once, whichever instance gets it, and never lost if the statement fails.
 */
export async function notifyDueFollowUps(db: TExecutor, now: Date, batch: number, templates: string) {
  const at = now.toISOString();
  const [row] = await queryRows<TClaimed>(db, sql`
    with claimed as (
      select r.id from follow_up_reminders r
      where r.status = 'pending' and r.notified_at is null and r.due_at <= ${at}::timestamptz
      order by r.due_at limit ${batch}
      for update skip locked
    ), marked as (
      update follow_up_reminders r set notified_at = ${at}::timestamptz from claimed c where r.id = c.id
      returning r.id, r.user_id, r.prospect_id, r.contact_id, r.rule
    ), created as (
      insert into notifications (user_id, message, type, link)
      select m.user_id, replace(${template(templates, sql`coalesce(m.rule, 'manual')`)}, '{{name}}', coalesce(${nameOf('p')}, ${nameOf('c')}, '')),
        'follow_up_due', '/follow-ups?reminder=' || m.id
      from marked m
      join user_profiles up on up.user_id = m.user_id
      left join prospects p on p.id = m.prospect_id
      left join contacts c on c.id = m.contact_id
      where ${followUpsSql(sql.raw('up'), now)}
      returning id, user_id, message, type, link, is_read, created_at
    )
    select (select count(*)::int from marked) as claimed, coalesce((select json_agg(created) from created), '[]'::json) as notifications`);
  return { claimed: Number(row.claimed), notifications: toNotifications(row.notifications) };
}

/** The same for task reminders (free for everyone); a task completed or archived before its reminder is marked without a notification. */
export async function notifyDueTaskReminders(db: TExecutor, now: Date, batch: number, templates: string) {
  const at = now.toISOString();
  const [row] = await queryRows<TClaimed>(db, sql`
    with claimed as (
      select t.id from tasks t
      where t.reminded_at is null and t.remind_at is not null and t.remind_at <= ${at}::timestamptz
      order by t.remind_at limit ${batch}
      for update skip locked
    ), marked as (
      update tasks t set reminded_at = ${at}::timestamptz from claimed c where t.id = c.id
      returning t.id, t.user_id, t.title, t.status
    ), created as (
      insert into notifications (user_id, message, type, link)
      select m.user_id, replace(${template(templates, sql`'task'`)}, '{{title}}', m.title), 'task_reminder', '/tasks?task=' || m.id
      from marked m join user_profiles up on up.user_id = m.user_id
      where m.status not in ('completed', 'archived')
      returning id, user_id, message, type, link, is_read, created_at
    )
    select (select count(*)::int from marked) as claimed, coalesce((select json_agg(created) from created), '[]'::json) as notifications`);
  return { claimed: Number(row.claimed), notifications: toNotifications(row.notifications) };
}

/**
 * The same for deals whose follow-up time passed (free for everyone): one notification per
 * followUpAt, linking to the deal on the pipeline; a PATCH moving followUpAt clears
 * follow_up_notified_at, so the new time notifies again. The claim reads the partial index
 * deals_follow_up_due_idx and leaves the deal's version alone (nothing the seller edits changed).
 */
export async function notifyDueDealFollowUps(db: TExecutor, now: Date, batch: number, templates: string) {
  const at = now.toISOString();
  const [row] = await queryRows<TClaimed>(db, sql`
    with claimed as (
      select d.id from deals d
      where d.follow_up_notified_at is null and d.follow_up_at is not null and d.follow_up_at <= ${at}::timestamptz
      order by d.follow_up_at limit ${batch}
      for update skip locked
    ), marked as (
      update deals d set follow_up_notified_at = ${at}::timestamptz from claimed c where d.id = c.id
      returning d.id, d.user_id, d.title
    ), created as (
      insert into notifications (user_id, message, type, link)
      select m.user_id, replace(${template(templates, sql`'deal'`)}, '{{title}}', m.title), 'deal_follow_up', '/pipeline?deal=' || m.id
      from marked m join user_profiles up on up.user_id = m.user_id
      returning id, user_id, message, type, link, is_read, created_at
    )
    select (select count(*)::int from marked) as claimed, coalesce((select json_agg(created) from created), '[]'::json) as notifications`);
  return { claimed: Number(row.claimed), notifications: toNotifications(row.notifications) };
}

export interface TRuleOwner {
  userId: string;
  language: string;
  timeZone: string;
  followUpRules: Partial<TFollowUpRules>;
}

/**
 * The next `batch` owners with premium access after `after`, locked for this transaction. Another
 * instance running the rules at the same moment skips them and takes the next ones, so the work
 * is shared rather than done twice (the unique indexes would refuse a second copy anyway).
 */
export async function lockRuleOwners(db: TExecutor, now: Date, after: string, batch: number): Promise<TRuleOwner[]> {
  return queryRows<TRuleOwner>(db, sql`
    select up.user_id as "userId", up.language, up.time_zone as "timeZone", up.follow_up_rules as "followUpRules"
    from user_profiles up
    where up.user_id > ${after} and ${followUpsSql(sql.raw('up'), now)}
    order by up.user_id limit ${batch}
    for no key update skip locked`);
}

/** PostgreSQL's time zone names; a profile's zone it does not know is read as UTC. */
export async function knownTimeZones(db: TExecutor): Promise<Set<string>> {
  const rows = await queryRows<{ name: string }>(db, sql`select name from pg_timezone_names`);
  return new Set(rows.map((r) => r.name));
}

/** One owner's settings for one rule, in the shape `jsonb_to_recordset` reads. */
export interface TRuleInput {
  user_id: string;
  zone: string;
  days: number;
  /** The note's template, `{{date}}` still in it. */
  note: string;
  /** How the owner's language writes that date (see dateFormatOf). */
  pattern: string;
  months: string;
}

const owners = (inputs: TRuleInput[]) =>
  sql`jsonb_to_recordset(${JSON.stringify(inputs)}::jsonb) as u(user_id text, zone text, days int, note text, pattern text, months text)`;

/** The note with `{{date}}` written out in the owner's language. */
const noteOn = (day: SQL) =>
  sql`replace(u.note, '{{date}}', replace(replace(replace(u.pattern, '{{day}}', extract(day from ${day})::int::text), '{{month}}', split_part(u.months, '|', extract(month from ${day})::int)), '{{year}}', extract(year from ${day})::int::text))`;

/** How many more open reminders of `rule` the owner may get (FOLLOW_UP_AUTO_OPEN_MAX). */
const room = (rule: TFollowUpRule) =>
  sql`cross join lateral (select ${FOLLOW_UP_AUTO_OPEN_MAX} - count(*)::int as n from follow_up_reminders o where o.user_id = u.user_id and o.type = 'auto' and o.rule = ${rule} and o.status = 'pending') room`;

const noOpen = (rule: TFollowUpRule, person: SQL) =>
  sql`not exists (select 1 from follow_up_reminders o where o.user_id = u.user_id and o.type = 'auto' and o.rule = ${rule} and o.status = 'pending' and ${person})`;

/** The last time the seller was in touch: a contact, an activity, a follow-up done, or when the prospect was added. */
const touchOf = sql`greatest(p.last_contacted, p.last_activity_at, p.created_at, (select max(r.completed_at) from follow_up_reminders r where r.prospect_id = p.id))`;

async function insertReminders(db: TExecutor, rule: TFollowUpRule, candidates: SQL): Promise<number> {
  const rows = await queryRows<{ id: string }>(db, sql`
    insert into follow_up_reminders (user_id, prospect_id, contact_id, due_at, notes, type, rule)
    select c.user_id, c.prospect_id, c.contact_id, c.due_at, c.notes, 'auto', ${rule}::text
    from (${candidates}) c
    where c.pos <= c.room
    on conflict do nothing
    returning id`);
  return rows.length;
}

/**
 * "No contact for N days": active prospects untouched for N days, due now. Each candidate list is
 * ranked per owner (highest lead score, then longest silence) and cut at the room left.
 */
export function insertNoContactReminders(db: TExecutor, now: Date, inputs: TRuleInput[]): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const since = sql`(${at} - make_interval(days => u.days))`;
  return insertReminders(db, 'no_contact', sql`
    select u.user_id, p.id as prospect_id, null::uuid as contact_id, ${at} as due_at, ${noteOn(sql`(t.touch at time zone u.zone)::date`)} as notes, room.n as room,
      row_number() over (partition by u.user_id order by p.lead_score desc, t.touch, p.id) as pos
    from ${owners(inputs)} ${room('no_contact')}
    join prospects p on p.user_id = u.user_id
    cross join lateral (select ${touchOf} as touch) t
    where room.n > 0
      and p.status not in (${sql.join(INACTIVE_PROSPECT_STATUSES.map((s) => sql`${s}`), sql`, `)})
      and greatest(p.last_contacted, p.last_activity_at, p.created_at) < ${since}
      and t.touch < ${since}
      and ${noOpen('no_contact', sql`o.prospect_id = p.id`)}`);
}

/**
 * "Birthday in N days": prospects and contacts whose next birthday (in the owner's time zone) is at
 * most N days away, due at 09:00 local N days before it (now when that has passed). One reminder
 * per birthday: any reminder for this year's date, done or not, counts. A contact who is also a
 * prospect with a birthday (same email) is reminded through the prospect only.
 */
export function insertBirthdayReminders(db: TExecutor, now: Date, inputs: TRuleInput[]): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return insertReminders(db, 'birthday', sql`
    select u.user_id, b.prospect_id, b.contact_id, greatest(((n.day - u.days) + time '09:00') at time zone u.zone, ${at}) as due_at,
      ${noteOn(sql`n.day`)} as notes, room.n as room,
      row_number() over (partition by u.user_id order by n.day, b.prospect_id, b.contact_id) as pos
    from ${owners(inputs)} ${room('birthday')}
    cross join lateral (select (${at} at time zone u.zone)::date as today) d
    cross join lateral (
      select p.id as prospect_id, null::uuid as contact_id, p.birthday from prospects p where p.user_id = u.user_id and p.birthday is not null
      union all
      select null::uuid, c.id, c.birthday from contacts c
      where c.user_id = u.user_id and c.birthday is not null
        and not exists (select 1 from prospects q where q.user_id = c.user_id and lower(q.email) = lower(c.email) and q.birthday is not null)
    ) b
    cross join lateral (select upline_next_birthday(b.birthday, d.today) as day) n
    where room.n > 0 and n.day - d.today <= u.days
      and not exists (
        select 1 from follow_up_reminders o
        where o.user_id = u.user_id and o.type = 'auto' and o.rule = 'birthday'
          and (o.prospect_id = b.prospect_id or o.contact_id = b.contact_id)
          and (o.status = 'pending' or o.due_at >= ((n.day - 62) + time '00:00') at time zone u.zone))`);
}

/**
 * "Stay in touch every N days" (N per prospect): due N days after the last touch, created a day
 * ahead so it shows in the agenda before it falls due.
 */
export function insertCadenceReminders(db: TExecutor, now: Date, inputs: TRuleInput[]): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const due = sql`(t.touch + make_interval(days => p.stay_in_touch_days))`;
  return insertReminders(db, 'cadence', sql`
    select u.user_id, p.id as prospect_id, null::uuid as contact_id, greatest(${due}, ${at}) as due_at, ${noteOn(sql`(t.touch at time zone u.zone)::date`)} as notes, room.n as room,
      row_number() over (partition by u.user_id order by ${due}, p.id) as pos
    from ${owners(inputs)} ${room('cadence')}
    join prospects p on p.user_id = u.user_id and p.stay_in_touch_days is not null
    cross join lateral (select ${touchOf} as touch) t
    where room.n > 0 and ${due} <= ${at} + interval '1 day'
      and ${noOpen('cadence', sql`o.prospect_id = p.id`)}`);
}
