import { sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.js';
import { teamMembers } from '../../db/schema/index.js';
import { queryRows } from '../../lib/sql.js';

export interface TTreeRow {
  id: string;
  sponsorId: string | null;
  name: string;
  rank: string;
  status: string;
  level: number;
  linkedUserId: string | null;
}

/**
 * Every walk down the tree stops at a member already on its path (`cycle ... set`): the sponsor
 * rules keep loops out, but a bad row must cost one extra row, not a query that runs until the
 * statement timeout. Walks are also bounded in depth.
 */
const MAX_DEPTH = 100;

/**
 * The members under `rootId` (or under nobody: the front line) down to `depth` levels, each with
 * its level (1 = directly under the root).
 */
export async function downlineRows(db: TExecutor, userId: string, rootId: string | null, depth: number): Promise<TTreeRow[]> {
  return queryRows<TTreeRow>(db, sql`
    with recursive tree as (
      select id, sponsor_id, first_name, last_name, rank, status, linked_user_id, 1 as level
      from ${teamMembers}
      where user_id = ${userId} and ${rootId ? sql`sponsor_id = ${rootId}::uuid` : sql`sponsor_id is null`}
      union all
      select t.id, t.sponsor_id, t.first_name, t.last_name, t.rank, t.status, t.linked_user_id, tree.level + 1
      from ${teamMembers} t join tree on t.sponsor_id = tree.id
      where t.user_id = ${userId} and tree.level < ${Math.min(depth, MAX_DEPTH)}
    ) cycle id set looped using path
    select id, sponsor_id as "sponsorId", first_name || ' ' || last_name as name, rank, status, linked_user_id as "linkedUserId", level
    from tree where not looped order by level, lower(first_name), lower(last_name), id`);
}

/** For each given member: direct recruits and whole-downline size (optionally active ones only). */
export async function downlineCounts(db: TExecutor, userId: string, ids: string[], activeOnly = false) {
  if (ids.length === 0) return new Map<string, { direct: number; total: number }>();
  const active = activeOnly ? sql`and t.status = 'active'` : sql``;
  const rows = await queryRows<{ id: string; direct: number; total: number }>(db, sql`
    with recursive down(root, id, level) as (
      select m.id, m.id, 0 from ${teamMembers} m where m.user_id = ${userId} and m.id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})
      union all
      select down.root, t.id, down.level + 1 from ${teamMembers} t join down on t.sponsor_id = down.id
      where t.user_id = ${userId} and down.level < ${MAX_DEPTH} ${active}
    ) cycle id set looped using path
    select root as id,
      (count(*) filter (where level = 1))::int as direct,
      (count(*) filter (where level > 0))::int as total
    from down where not looped group by root`);
  return new Map(rows.map((r) => [r.id, { direct: Number(r.direct), total: Number(r.total) }]));
}

/** Counts per level and per rank under `rootId` (or the whole team). */
export async function downlineStatsRows(db: TExecutor, userId: string, rootId: string | null) {
  return queryRows<{ level: number; rank: string; count: number }>(db, sql`
    with recursive tree as (
      select id, rank, 1 as level from ${teamMembers}
      where user_id = ${userId} and ${rootId ? sql`sponsor_id = ${rootId}::uuid` : sql`sponsor_id is null`}
      union all
      select t.id, t.rank, tree.level + 1 from ${teamMembers} t join tree on t.sponsor_id = tree.id
      where t.user_id = ${userId} and tree.level < ${MAX_DEPTH}
    ) cycle id set looped using path
    select level, rank, count(*)::int as count from tree where not looped group by level, rank order by level`);
}
