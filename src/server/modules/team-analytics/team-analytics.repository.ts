import { sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.js';
import { isoText, queryRows } from '../../lib/sql.js';
import { JOINED, levelsCte, linkedAccounts } from './team-analytics.sql.js';

/**
 * The team's figures, a few aggregate statements per tab. "The team" is every member of the
 * owner's book but the terminated ones; the status figures count the terminated too.
 */

export async function teamCounts(db: TExecutor, userId: string, newSince: string) {
  const [row] = await queryRows<{ teamSize: number; active: number; newMembers: number; linked: number }>(db, sql`
    select count(*)::int as "teamSize",
      (count(*) filter (where m.status = 'active'))::int as active,
      (count(*) filter (where ${JOINED} >= ${newSince}::date))::int as "newMembers",
      (count(*) filter (where m.linked_user_id is not null))::int as linked
    from team_members m where m.user_id = ${userId} and m.status <> 'terminated'`);
  return row ?? { teamSize: 0, active: 0, newMembers: 0, linked: 0 };
}

/** Members per level of the tree, with how many of them joined since `since`. */
export async function levelCounts(db: TExecutor, userId: string, since: string) {
  return queryRows<{ level: number; count: number; joined: number }>(db, sql`
    with ${levelsCte(userId)}
    select l.level, count(*)::int as count, (count(*) filter (where ${JOINED} >= ${since}::date))::int as joined
    from levels l join team_members m on m.id = l.id
    where m.user_id = ${userId} and m.status <> 'terminated'
    group by l.level order by l.level`);
}

/**
 * Members by rank and status, and by role and status, in one pass over every member (the
 * terminated included: the caller leaves them out of the rank and role figures).
 */
export async function segmentCounts(db: TExecutor, userId: string) {
  return queryRows<{ rank: string | null; role: string | null; status: string; count: number }>(db, sql`
    select rank, role, status, count(*)::int as count from team_members
    where user_id = ${userId}
    group by grouping sets ((rank, status), (role, status))`);
}

export async function customTeamCounts(db: TExecutor, userId: string) {
  return queryRows<{ id: string | null; name: string | null; count: number }>(db, sql`
    select t.id, t.team_name as name, count(*)::int as count
    from team_members m
    left join custom_team_members c on c.team_member_id = m.id
    left join user_defined_teams t on t.id = c.team_id
    where m.user_id = ${userId} and m.status <> 'terminated'
    group by t.id, t.team_name order by count(*) desc, t.team_name`);
}

/** Join cohorts by quarter, the newest `limit` of them. */
export async function cohortCounts(db: TExecutor, userId: string, limit: number) {
  return queryRows<{ cohort: string; count: number; active: number }>(db, sql`
    select * from (
      select to_char(${JOINED}, 'YYYY-"Q"Q') as cohort, count(*)::int as count, (count(*) filter (where m.status = 'active'))::int as active
      from team_members m where m.user_id = ${userId} and m.status <> 'terminated'
      group by 1 order by 1 desc limit ${limit}
    ) newest order by cohort`);
}

export async function rankCounts(db: TExecutor, userId: string) {
  return queryRows<{ rank: string; count: number }>(db, sql`
    select rank, count(*)::int as count from team_members where user_id = ${userId} and status <> 'terminated' group by rank`);
}

/** Commissions credited through a member (not cancelled) from `since`, in cents. */
export async function teamCommissionsSince(db: TExecutor, userId: string, since: string): Promise<number> {
  const [row] = await queryRows<{ cents: number }>(db, sql`
    select coalesce(sum(amount_cents), 0)::float8 as cents from commissions
    where user_id = ${userId} and team_member_id is not null and status <> 'cancelled' and date >= ${since}::date`);
  return Number(row?.cents ?? 0);
}

/** Joins per week or month from `since`, and the team size before it. */
export async function joinBuckets(db: TExecutor, userId: string, since: string, unit: 'week' | 'month') {
  const rows = await queryRows<{ start: string | null; joins: number }>(db, sql`
    select case when ${JOINED} >= ${since}::date then date_trunc(${unit}, ${JOINED})::date::text end as start, count(*)::int as joins
    from team_members m where m.user_id = ${userId} and m.status <> 'terminated'
    group by 1 order by 1 nulls first`);
  const before = rows.find((r) => r.start === null)?.joins ?? 0;
  return { before, buckets: rows.filter((r): r is { start: string; joins: number } => r.start !== null) };
}

/** Activities the members logged in their own accounts from `since`, per week and type. */
export async function activityWeeks(db: TExecutor, userId: string, since: string) {
  return queryRows<{ week: string; type: string; count: number }>(db, sql`
    select date_trunc('week', created_at at time zone 'UTC')::date::text as week, type, count(*)::int as count
    from activities where user_id in ${linkedAccounts(userId)} and created_at >= ${since}::date
    group by 1, 2 order by 1`);
}

export async function mostActiveMembers(db: TExecutor, userId: string, since: string, limit: number) {
  return queryRows<{ id: string; name: string; rank: string; count: number; lastActivityAt: string | null }>(db, sql`
    select m.id, m.first_name || ' ' || m.last_name as name, m.rank, a.count, ${isoText(sql`a.last_at`)} as "lastActivityAt"
    from team_members m
    join (select user_id, count(*)::int as count, max(created_at) as last_at from activities
          where user_id in ${linkedAccounts(userId)} and created_at >= ${since}::date group by user_id) a on a.user_id = m.linked_user_id
    where m.user_id = ${userId}
    order by a.count desc, a.last_at desc, m.id limit ${limit}`);
}

/** The reader's language and zone, for an export written in them. */
export async function readerOf(db: TExecutor, userId: string) {
  const [row] = await queryRows<{ language: string; timeZone: string }>(db, sql`
    select language, time_zone as "timeZone" from user_profiles where user_id = ${userId}`);
  return row ?? { language: 'en', timeZone: 'UTC' };
}
