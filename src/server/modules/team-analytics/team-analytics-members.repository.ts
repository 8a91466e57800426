import { sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.js';
import { isoText, queryRows } from '../../lib/sql.js';
import { JOINED, MAX_DEPTH, lastSeenCte, linkedAccounts } from './team-analytics.sql.js';

/** Member-by-member figures: commissions, recruits, activity, rank standing and goals. */

export async function commissionsByMonth(db: TExecutor, userId: string, since: string) {
  return queryRows<{ month: string; cents: number }>(db, sql`
    select date_trunc('month', date)::date::text as month, sum(amount_cents)::float8 as cents from commissions
    where user_id = ${userId} and team_member_id is not null and status <> 'cancelled' and date >= ${since}::date
    group by 1 order by 1`);
}

/**
 * Members by what they brought in from `since`: commissions credited through them, recruits they
 * sponsored who joined, activities they logged; the best `limit`, members with none left out.
 */
export async function performers(db: TExecutor, userId: string, since: string, limit: number) {
  return queryRows<{ id: string; name: string; rank: string; commissionsCents: number; recruits: number; activities: number }>(db, sql`
    with c as (
      select team_member_id as id, sum(amount_cents)::float8 as cents from commissions
      where user_id = ${userId} and team_member_id is not null and status <> 'cancelled' and date >= ${since}::date group by 1
    ), r as (
      select m.sponsor_id as id, count(*)::int as n from team_members m
      where m.user_id = ${userId} and m.sponsor_id is not null and ${JOINED} >= ${since}::date group by 1
    ), a as (
      select user_id, count(*)::int as n from activities
      where user_id in ${linkedAccounts(userId)} and created_at >= ${since}::date group by 1
    )
    select m.id, m.first_name || ' ' || m.last_name as name, m.rank,
      coalesce(c.cents, 0)::float8 as "commissionsCents", coalesce(r.n, 0)::int as recruits, coalesce(a.n, 0)::int as activities
    from team_members m
    left join c on c.id = m.id left join r on r.id = m.id left join a on a.user_id = m.linked_user_id
    where m.user_id = ${userId} and m.status <> 'terminated' and (c.cents > 0 or r.n > 0 or a.n > 0)
    order by "commissionsCents" desc, recruits desc, activities desc, m.id limit ${limit}`);
}

/**
 * Each member's active direct recruits and active team (members reached through active members
 * only), as the rank qualifiers count them. One walk of the tree for the whole team.
 */
export async function rankStanding(db: TExecutor, userId: string) {
  return queryRows<{ id: string; name: string; rank: string; status: string; direct: number; total: number }>(db, sql`
    with recursive down(root, id, depth) as (
      select m.id, m.id, 0 from team_members m where m.user_id = ${userId} and m.status <> 'terminated'
      union all
      select down.root, t.id, down.depth + 1 from team_members t join down on t.sponsor_id = down.id
      where t.user_id = ${userId} and t.status = 'active' and down.depth < ${MAX_DEPTH}
    ) cycle id set looped using path,
    counted as (
      select root, (count(*) filter (where depth = 1))::int as direct, (count(*) filter (where depth > 0))::int as total
      from down where not looped group by root
    )
    select m.id, m.first_name || ' ' || m.last_name as name, m.rank, m.status, c.direct, c.total
    from counted c join team_members m on m.id = c.root`);
}

export interface TSeenRow {
  id: string;
  name: string;
  rank: string;
  joinDate: string | null;
  lastActivityAt: string | null;
}

/** Active members seen since `since`, and those at risk: nothing since, and joined before it. */
export async function engagementCounts(db: TExecutor, userId: string, since: string) {
  const [row] = await queryRows<{ activeRecently: number; atRisk: number }>(db, sql`
    with ${lastSeenCte(userId)}
    select (count(*) filter (where s.at >= ${since}::date))::int as "activeRecently",
      (count(*) filter (where (s.at is null or s.at < ${since}::date) and ${JOINED} < ${since}::date))::int as "atRisk"
    from team_members m left join last_seen s on s.member_id = m.id
    where m.user_id = ${userId} and m.status = 'active'`);
  return row ?? { activeRecently: 0, atRisk: 0 };
}

/** The at-risk members, longest silent first (never seen before seen long ago). */
export async function atRiskMembers(db: TExecutor, userId: string, since: string, limit: number) {
  return queryRows<TSeenRow>(db, sql`
    with ${lastSeenCte(userId)}
    select m.id, m.first_name || ' ' || m.last_name as name, m.rank, ${JOINED}::text as "joinDate", ${isoText(sql`s.at`)} as "lastActivityAt"
    from team_members m left join last_seen s on s.member_id = m.id
    where m.user_id = ${userId} and m.status = 'active' and (s.at is null or s.at < ${since}::date) and ${JOINED} < ${since}::date
    order by s.at nulls first, ${JOINED}, m.id limit ${limit}`);
}

/** The members seen most recently (any status but terminated). */
export async function recentlyActiveMembers(db: TExecutor, userId: string, limit: number) {
  return queryRows<TSeenRow & { lastActivityAt: string }>(db, sql`
    with ${lastSeenCte(userId)}
    select m.id, m.first_name || ' ' || m.last_name as name, m.rank, ${JOINED}::text as "joinDate", ${isoText(sql`s.at`)} as "lastActivityAt"
    from team_members m join last_seen s on s.member_id = m.id
    where m.user_id = ${userId} and m.status <> 'terminated'
    order by s.at desc, m.id limit ${limit}`);
}

export async function statusCounts(db: TExecutor, userId: string) {
  return queryRows<{ status: string; count: number }>(db, sql`
    select status, count(*)::int as count from team_members where user_id = ${userId} group by status`);
}

/** Open goals the members keep in their own accounts, soonest deadline first. */
export async function memberGoals(db: TExecutor, userId: string, limit: number) {
  return queryRows<{ memberId: string; memberName: string; title: string; type: string; targetValue: number; currentValue: number; deadline: string | null }>(db, sql`
    select m.id as "memberId", m.first_name || ' ' || m.last_name as "memberName", g.title, g.type,
      g.target_value as "targetValue", g.current_value as "currentValue", g.deadline::text as deadline
    from team_members m join goals g on g.user_id = m.linked_user_id
    where m.user_id = ${userId} and m.status <> 'terminated' and not g.is_archived
    order by g.deadline nulls last, m.id, g.id limit ${limit}`);
}
