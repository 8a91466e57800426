import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { goals } from '../../db/schema/index.js';
import type { TFreePlanLimits } from '../../../shared/limits/free-plan.rules.js';
import type { TGoal, TGoalCreate, TGoalListQuery, TGoalUpdate } from '../../../shared/goals/goals.schema.js';
import { GOAL_VALUE_MAX } from '../../../shared/goals/goals.constants.js';
import { goalLabel, goalProgressPercent } from '../../../shared/goals/goals.rules.js';
import { notFound } from '../../lib/app-error.js';
import { pageOf } from '../../lib/list.js';
import { assertWithinFreePlan } from '../limits/limits.service.js';
import { notifyUser } from '../notifications/notifications.service.js';
import type { TRealtime } from '../../plugins/realtime.js';
import { deleteGoalRow, findGoal, insertGoal, listGoals, updateGoalRow, type TGoalRow } from './goals.repository.js';

export function toGoal(row: TGoalRow, today = new Date().toISOString().slice(0, 10)): TGoal {
  return {
    id: row.id,
    title: row.title,
    type: row.type as TGoal['type'],
    targetValue: row.targetValue,
    currentValue: row.currentValue,
    deadline: row.deadline,
    isArchived: row.isArchived,
    progressPercent: goalProgressPercent(row.currentValue, row.targetValue),
    label: goalLabel(row, today),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const found = (row: TGoalRow | null) => {
  if (!row) throw notFound('Goal');
  return toGoal(row);
};

export async function listMyGoals(db: TDb, userId: string, query: TGoalListQuery) {
  const { rows, total } = await listGoals(db, userId, query);
  return pageOf(rows.map((r) => toGoal(r)), total, query);
}

export const getGoal = async (db: TDb, userId: string, id: string) => found(await findGoal(db, userId, id));

export function createGoal(db: TDb, limits: TFreePlanLimits, userId: string, input: TGoalCreate) {
  return db.transaction(async (tx) => {
    await assertWithinFreePlan(tx, limits, userId, 'goals');
    return toGoal(await insertGoal(tx, userId, input));
  });
}

export const updateGoal = async (db: TDb, userId: string, id: string, input: TGoalUpdate) => found(await updateGoalRow(db, userId, id, input));

/**
 * Sets the value, or adds to it in one statement so concurrent +1s are never lost; a sum stays
 * between 0 and GOAL_VALUE_MAX, as a value set directly does. Reaching the target sends an
 * achievement notification, once: only the update that crosses it does.
 */
export async function setGoalProgress(db: TDb, realtime: TRealtime, userId: string, id: string, progress: { currentValue?: number; increment?: number }) {
  const value =
    progress.increment !== undefined ? sql`least(${GOAL_VALUE_MAX}, greatest(0, ${goals.currentValue} + ${progress.increment}))` : sql`${progress.currentValue}`;
  const { before, after } = await db.transaction(async (tx) => {
    const current = await findGoal(tx, userId, id, { lock: true });
    if (!current) throw notFound('Goal');
    return { before: current, after: await updateGoalRow(tx, userId, id, { currentValue: value }) };
  });
  const goal = found(after);
  if (before.currentValue < before.targetValue && goal.currentValue >= goal.targetValue) {
    await notifyUser(db, realtime, userId, { type: 'achievement', text: { key: 'goalAchieved', values: { title: goal.title } }, link: '/goals' });
  }
  return goal;
}

export const archiveGoal = async (db: TDb, userId: string, id: string, isArchived: boolean) => found(await updateGoalRow(db, userId, id, { isArchived }));

export const resetGoal = async (db: TDb, userId: string, id: string) => found(await updateGoalRow(db, userId, id, { currentValue: 0, isArchived: false }));

export async function deleteGoal(db: TDb, userId: string, id: string): Promise<void> {
  if (!(await deleteGoalRow(db, userId, id))) throw notFound('Goal');
}
