import type { TDb, TExecutor } from '../../db/client.js';
import { TEAM_GOALS_MAX, type TTeamGoalMetric } from '../../../shared/team-analytics/team-analytics.constants.js';
import { teamGoalStanding } from '../../../shared/team-analytics/team-analytics.rules.js';
import { TEAM_GOAL_MESSAGES, teamGoalIssues, type TTeamGoal, type TTeamGoalCreate, type TTeamGoalUpdate } from '../../../shared/team-analytics/team-analytics.schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { countTeamGoals, deleteTeamGoalRow, findTeamGoal, insertTeamGoal, teamGoalRows, updateTeamGoalRow, type TTeamGoalRow } from './team-goals.repository.js';

export const todayOf = (now: Date) => now.toISOString().slice(0, 10);

function toTeamGoal(row: TTeamGoalRow, today: string): TTeamGoal {
  const current = Number(row.current);
  const standing = teamGoalStanding({ current, target: row.targetValue, baseline: Number(row.baseline), startDate: row.startDate, deadline: row.deadline }, today);
  return {
    id: row.id,
    title: row.title,
    metric: row.metric as TTeamGoalMetric,
    targetValue: row.targetValue,
    currentValue: current,
    startDate: row.startDate,
    deadline: row.deadline,
    status: standing.status,
    progressPercent: standing.progressPercent,
    expectedValue: standing.expected,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export async function listTeamGoals(db: TExecutor, userId: string, now = new Date()): Promise<TTeamGoal[]> {
  const today = todayOf(now);
  return (await teamGoalRows(db, userId)).map((row) => toTeamGoal(row, today));
}

async function readTeamGoal(db: TExecutor, userId: string, id: string, now: Date): Promise<TTeamGoal> {
  const [row] = await teamGoalRows(db, userId, id);
  if (!row) throw notFound('Team goal');
  return toTeamGoal(row, todayOf(now));
}

const invalid = (fields: Record<string, string>) => new AppError('validation_failed', 'Some fields are invalid', { fields });

/** A new goal; the count check and the insert share a transaction so two tabs cannot pass 50 together. */
export function createTeamGoal(db: TDb, userId: string, input: TTeamGoalCreate, now = new Date()): Promise<TTeamGoal> {
  return db.transaction(async (tx) => {
    if ((await countTeamGoals(tx, userId)) >= TEAM_GOALS_MAX) throw new AppError('conflict', TEAM_GOAL_MESSAGES.limitReached);
    const startDate = input.startDate ?? todayOf(now);
    const issues = teamGoalIssues({ ...input, startDate });
    if (Object.keys(issues).length) throw invalid(issues);
    const id = await insertTeamGoal(tx, {
      userId,
      title: input.title,
      metric: input.metric,
      targetValue: input.targetValue,
      currentValue: input.metric === 'custom' ? (input.currentValue ?? 0) : 0,
      startDate,
      deadline: input.deadline,
    });
    return readTeamGoal(tx, userId, id, now);
  });
}

/** A change checked against the stored goal: the merged goal must still make sense. */
export async function updateTeamGoal(db: TDb, userId: string, id: string, input: TTeamGoalUpdate, now = new Date()): Promise<TTeamGoal> {
  return db.transaction(async (tx) => {
    const stored = await findTeamGoal(tx, userId, id);
    if (!stored) throw notFound('Team goal');
    const metric = input.metric ?? (stored.metric as TTeamGoalMetric);
    const issues = teamGoalIssues({ metric, currentValue: input.currentValue, startDate: input.startDate ?? stored.startDate, deadline: input.deadline ?? stored.deadline });
    if (Object.keys(issues).length) throw invalid(issues);
    await updateTeamGoalRow(tx, userId, id, {
      ...input,
      // A goal that stops being custom forgets its typed value.
      ...(metric !== 'custom' && { currentValue: 0 }),
    });
    return readTeamGoal(tx, userId, id, now);
  });
}

export async function deleteTeamGoal(db: TExecutor, userId: string, id: string): Promise<void> {
  if (!(await deleteTeamGoalRow(db, userId, id))) throw notFound('Team goal');
}
