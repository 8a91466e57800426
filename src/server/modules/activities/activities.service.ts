import type { TDb, TExecutor } from '../../db/client.js';
import type { TFreePlanLimits } from '../../../shared/limits/free-plan.rules.js';
import type { TActivityCreate, TActivityListQuery, TActivityMetrics, TActivityUpdate } from '../../../shared/activities/activities.schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { pageOf } from '../../lib/list.js';
import { checkFreePlan } from '../limits/limits.service.js';
import { findProspect } from '../prospects/prospects.repository.js';
import {
  activityMetrics,
  deleteActivityRow,
  findActivity,
  insertActivityWithChecks,
  listActivities,
  toActivity,
  updateActivityRow,
  type TActivityValues,
} from './activities.repository.js';

/** A linked prospect must be the owner's own; anyone else's id is refused like a typo. */
const notOwnProspect = () => new AppError('validation_failed', 'Some fields are invalid', { fields: { prospectId: 'Choose one of your prospects' } });

/** The linked prospect, which must be the owner's own (null when none is linked). */
async function assertOwnProspect(db: TExecutor, userId: string, prospectId: string | null | undefined) {
  if (!prospectId) return null;
  const prospect = await findProspect(db, userId, prospectId);
  if (!prospect) throw notOwnProspect();
  return prospect;
}

function toValues(input: TActivityUpdate): Partial<TActivityValues> {
  const { scheduledAt, ...rest } = input;
  return { ...rest, ...(scheduledAt !== undefined && { scheduledAt: scheduledAt ? new Date(scheduledAt) : null }) };
}

export async function listMyActivities(db: TDb, userId: string, query: TActivityListQuery) {
  const { rows, total } = await listActivities(db, userId, query);
  return pageOf(rows.map(toActivity), total, query);
}

export async function getActivity(db: TExecutor, userId: string, id: string) {
  const row = await findActivity(db, userId, id);
  if (!row) throw notFound('Activity');
  return toActivity(row);
}

/**
 * One statement writes the activity and reads what it is checked against (her count, the linked
 * prospect); a failed check throws, rolling it back. The answer is built from the inserted row and
 * the prospect read beside it: no second read.
 */
export function createActivity(db: TDb, limits: TFreePlanLimits, userId: string, input: TActivityCreate) {
  return db.transaction(async (tx) => {
    const { activity, count, prospect } = await insertActivityWithChecks(tx, userId, toValues(input) as TActivityValues);
    checkFreePlan(limits, 'activities', count);
    if (input.prospectId && !prospect) throw notOwnProspect();
    return toActivity({ activity, prospectFirst: prospect?.firstName ?? null, prospectLast: prospect?.lastName ?? null });
  });
}

export async function updateActivity(db: TDb, userId: string, id: string, input: TActivityUpdate) {
  await assertOwnProspect(db, userId, input.prospectId);
  if (!(await updateActivityRow(db, userId, id, toValues(input)))) throw notFound('Activity');
  return getActivity(db, userId, id);
}

export async function deleteActivity(db: TDb, userId: string, id: string): Promise<void> {
  if (!(await deleteActivityRow(db, userId, id))) throw notFound('Activity');
}

export async function getActivityMetrics(db: TDb, userId: string): Promise<TActivityMetrics> {
  const rows = await activityMetrics(db, userId);
  return {
    total: rows.reduce((s, r) => s + r.count, 0),
    completed: rows.reduce((s, r) => s + Number(r.completed), 0),
    byType: rows.map((r) => ({ type: r.type as TActivityMetrics['byType'][number]['type'], count: r.count })).sort((a, b) => b.count - a.count),
  };
}
