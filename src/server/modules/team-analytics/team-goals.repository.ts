import { and, count, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.js';
import { teamGoals } from '../../db/schema/index.js';
import { isoText, queryRows } from '../../lib/sql.js';
import { JOINED, linkedAccounts } from './team-analytics.sql.js';

export interface TTeamGoalRow {
  id: string;
  title: string;
  metric: string;
  targetValue: number;
  typedValue: number;
  /** The measured value (the typed one for custom goals). */
  current: number;
  /** Where a level metric (team size, active members) stood on the start date. */
  baseline: number;
  startDate: string;
  deadline: string;
  createdAt: string;
  updatedAt: string;
}

/**
 * The owner's team goals (one goal, with `id`), each with its current value measured from the
 * records in the same statement: the counted metrics over the goal's own dates.
 */
export async function teamGoalRows(db: TExecutor, userId: string, id?: string): Promise<TTeamGoalRow[]> {
  const members = (where: ReturnType<typeof sql>) => sql`(select count(*)::int from team_members m where m.user_id = g.user_id and ${where})`;
  return queryRows<TTeamGoalRow>(db, sql`
    select g.id, g.title, g.metric, g.target_value as "targetValue", g.current_value as "typedValue",
      case g.metric
        when 'team_size' then ${members(sql`m.status <> 'terminated'`)}
        when 'active_members' then ${members(sql`m.status = 'active'`)}
        when 'new_members' then ${members(sql`m.status <> 'terminated' and ${JOINED} between g.start_date and g.deadline`)}
        when 'team_activities' then (select count(*)::int from activities a where a.user_id in ${linkedAccounts(userId)}
          and a.created_at >= g.start_date and a.created_at < g.deadline + 1)
        when 'commissions_cents' then (select coalesce(sum(c.amount_cents), 0)::float8 from commissions c where c.user_id = g.user_id
          and c.team_member_id is not null and c.status <> 'cancelled' and c.date between g.start_date and g.deadline)
        else g.current_value end as current,
      case g.metric
        when 'team_size' then ${members(sql`m.status <> 'terminated' and ${JOINED} < g.start_date`)}
        when 'active_members' then ${members(sql`m.status = 'active' and ${JOINED} < g.start_date`)}
        else 0 end as baseline,
      g.start_date::text as "startDate", g.deadline::text as deadline,
      ${isoText(sql`g.created_at`)} as "createdAt", ${isoText(sql`g.updated_at`)} as "updatedAt"
    from team_goals g
    where g.user_id = ${userId} ${id ? sql`and g.id = ${id}::uuid` : sql``}
    order by g.deadline, g.created_at, g.id`);
}

export async function countTeamGoals(db: TExecutor, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(teamGoals).where(eq(teamGoals.userId, userId));
  return Number(row?.n ?? 0);
}

export async function findTeamGoal(db: TExecutor, userId: string, id: string) {
  const [row] = await db.select().from(teamGoals).where(and(eq(teamGoals.userId, userId), eq(teamGoals.id, id)));
  return row ?? null;
}

export async function insertTeamGoal(db: TExecutor, values: typeof teamGoals.$inferInsert): Promise<string> {
  const [row] = await db.insert(teamGoals).values(values).returning({ id: teamGoals.id });
  return row!.id;
}

export async function updateTeamGoalRow(db: TExecutor, userId: string, id: string, values: Partial<typeof teamGoals.$inferInsert>): Promise<boolean> {
  const rows = await db.update(teamGoals).set({ ...values, updatedAt: new Date() }).where(and(eq(teamGoals.userId, userId), eq(teamGoals.id, id))).returning({ id: teamGoals.id });
  return rows.length > 0;
}

export async function deleteTeamGoalRow(db: TExecutor, userId: string, id: string): Promise<boolean> {
  const rows = await db.delete(teamGoals).where(and(eq(teamGoals.userId, userId), eq(teamGoals.id, id))).returning({ id: teamGoals.id });
  return rows.length > 0;
}
