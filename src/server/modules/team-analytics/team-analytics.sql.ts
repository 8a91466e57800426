import { sql } from 'drizzle-orm';

/**
 * SQL pieces the analytics statements share. Every piece is scoped to one owner; raw dates come
 * back as text (YYYY-MM-DD) and times as ISO text, so both drivers answer the same.
 */

/** The day a member joined: the join date given, else the day the row was entered (UTC). */
export const JOINED = sql.raw(`coalesce(m.join_date, (m.created_at at time zone 'UTC')::date)`);

/** The Upline accounts of the owner's members who joined through her referral link. */
export const linkedAccounts = (userId: string) => sql`(select linked_user_id from team_members where user_id = ${userId} and linked_user_id is not null)`;

/** Bounds on walks down the sponsor tree: a bad row costs one extra row, never a runaway query. */
export const MAX_DEPTH = 100;

/**
 * `levels(id, level)`: each member's level in the tree (1 = front line, no sponsor). Members only
 * reachable through a loop are left out (the sponsor rules keep loops out).
 */
export const levelsCte = (userId: string) => sql`
  levels as (
    with recursive tree(id, level) as (
      select id, 1 from team_members where user_id = ${userId} and sponsor_id is null
      union all
      select t.id, tree.level + 1 from team_members t join tree on t.sponsor_id = tree.id
      where t.user_id = ${userId} and tree.level < ${MAX_DEPTH}
    ) cycle id set looped using path
    select id, min(level) as level from tree where not looped group by id
  )`;

/**
 * `last_seen(member_id, at)`: when something was last recorded for each member: an activity in
 * their own account, or a commission credited through them (not cancelled).
 */
export const lastSeenCte = (userId: string) => sql`
  last_seen as (
    select member_id, max(at) as at from (
      select m.id as member_id, a.at
      from team_members m
      join (select user_id, max(created_at) as at from activities where user_id in ${linkedAccounts(userId)} group by user_id) a on a.user_id = m.linked_user_id
      where m.user_id = ${userId}
      union all
      select team_member_id, max(date)::timestamptz from commissions
      where user_id = ${userId} and team_member_id is not null and status <> 'cancelled' group by team_member_id
    ) seen group by member_id
  )`;
