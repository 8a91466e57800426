import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.js';
import { goals } from '../../db/schema/index.js';
import type { TGoalListQuery } from '../../../shared/goals/goals.schema.js';
import { matchAny, readPage } from '../../lib/list.js';

export type TGoalRow = typeof goals.$inferSelect;
export type TGoalValues = Omit<typeof goals.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

function filterOf(filter: TGoalListQuery['filter']): SQL | undefined {
  switch (filter) {
    case 'active':
      return and(eq(goals.isArchived, false), lt(goals.currentValue, goals.targetValue));
    case 'completed':
      return and(eq(goals.isArchived, false), gte(goals.currentValue, goals.targetValue));
    case 'archived':
      return eq(goals.isArchived, true);
    default:
      return undefined;
  }
}

export async function listGoals(db: TExecutor, userId: string, query: TGoalListQuery) {
  const where = and(eq(goals.userId, userId), filterOf(query.filter), matchAny(query.q, [goals.title]));
  const select = db.select().from(goals).where(where).$dynamic();
  return readPage(db, { table: goals, where, select, order: [sql`${goals.deadline} asc nulls last`, desc(goals.createdAt), goals.id] }, query);
}

export async function findGoal(db: TExecutor, userId: string, id: string, options: { lock?: boolean } = {}): Promise<TGoalRow | null> {
  const query = db.select().from(goals).where(and(eq(goals.userId, userId), eq(goals.id, id))).limit(1);
  const rows = options.lock ? await query.for('update') : await query;
  return rows[0] ?? null;
}

export async function insertGoal(db: TExecutor, userId: string, values: TGoalValues): Promise<TGoalRow> {
  const [row] = await db.insert(goals).values({ ...values, userId }).returning();
  return row;
}

export async function updateGoalRow(db: TExecutor, userId: string, id: string, values: Partial<TGoalValues> | { currentValue: SQL }): Promise<TGoalRow | null> {
  const rows = await db.update(goals).set({ ...values, updatedAt: new Date() }).where(and(eq(goals.userId, userId), eq(goals.id, id))).returning();
  return rows[0] ?? null;
}

export async function deleteGoalRow(db: TExecutor, userId: string, id: string): Promise<boolean> {
  const rows = await db.delete(goals).where(and(eq(goals.userId, userId), eq(goals.id, id))).returning({ id: goals.id });
  return rows.length > 0;
}
