import type { TDb, TExecutor } from '../../db/client.js';
import type { TFreePlanLimits } from '../../../shared/limits/free-plan.rules.js';
import {
  mentionsIn,
  type TProspectCreate,
  type TProspectListQuery,
  type TProspectTimeline,
  type TProspectUpdate,
  type TTimelineItem,
} from '../../../shared/prospects/prospects.schema.js';
import { notFound } from '../../lib/app-error.js';
import { pageOf } from '../../lib/list.js';
import { assertWithinFreePlan } from '../limits/limits.service.js';
import { upsertContactByEmail } from '../contacts/contacts.repository.js';
import {
  deleteComment,
  deleteProspectRow,
  findProspect,
  insertComment,
  insertProspect,
  listComments,
  listProspects,
  timelineActivities,
  timelineStageChanges,
  toProspect,
  updateProspectRow,
  type TProspectRow,
  type TProspectValues,
} from './prospects.repository.js';

function toValues(input: TProspectUpdate, current?: TProspectRow): Partial<TProspectValues> {
  const { lastContacted, ...rest } = input;
  const stageChanged = input.funnelStage !== undefined && input.funnelStage !== current?.funnelStage;
  return {
    ...rest,
    ...(lastContacted !== undefined && { lastContacted: lastContacted ? new Date(lastContacted) : null }),
    ...(stageChanged && { stageUpdatedAt: new Date() }),
  };
}

export async function listMyProspects(db: TDb, userId: string, query: TProspectListQuery) {
  const { rows, total } = await listProspects(db, userId, query);
  return pageOf(rows.map(toProspect), total, query);
}

export async function getProspect(db: TExecutor, userId: string, id: string) {
  const row = await findProspect(db, userId, id);
  if (!row) throw notFound('Prospect');
  return toProspect(row);
}

/** Inside the caller's transaction: the limit check, the prospect, and its contact (spec 01 §7.2). */
export async function createProspectIn(tx: TExecutor, limits: TFreePlanLimits, userId: string, input: TProspectCreate) {
  await assertWithinFreePlan(tx, limits, userId, 'prospects');
  const row = await insertProspect(tx, userId, toValues(input) as TProspectValues);
  await upsertContactByEmail(tx, userId, row);
  return toProspect(row);
}

export async function createProspect(db: TDb, limits: TFreePlanLimits, userId: string, input: TProspectCreate) {
  return db.transaction((tx) => createProspectIn(tx, limits, userId, input));
}

export async function updateProspect(db: TDb, userId: string, id: string, input: TProspectUpdate) {
  return db.transaction(async (tx) => {
    const current = await findProspect(tx, userId, id);
    if (!current) throw notFound('Prospect');
    const row = await updateProspectRow(tx, userId, id, toValues(input, current));
    if (!row) throw notFound('Prospect');
    if (input.firstName !== undefined || input.lastName !== undefined || input.email !== undefined || input.phone !== undefined) {
      await upsertContactByEmail(tx, userId, row);
    }
    return toProspect(row);
  });
}

export async function deleteProspect(db: TDb, userId: string, id: string): Promise<void> {
  if (!(await deleteProspectRow(db, userId, id))) throw notFound('Prospect');
}

export async function listProspectComments(db: TDb, userId: string, prospectId: string) {
  await getProspect(db, userId, prospectId);
  return listComments(db, userId, prospectId);
}

export async function addProspectComment(db: TDb, userId: string, prospectId: string, body: string) {
  await getProspect(db, userId, prospectId);
  return insertComment(db, userId, prospectId, body, mentionsIn(body));
}

export async function removeProspectComment(db: TDb, userId: string, prospectId: string, commentId: string): Promise<void> {
  if (!(await deleteComment(db, userId, prospectId, commentId))) throw notFound('Comment');
}

/** Each kind of entry is capped at this many of its newest. */
const TIMELINE_LIMIT = 100;

/**
 * The prospect's story, newest first: its activities, comments and stage changes on one line,
 * ending with when it was added.
 */
export async function getProspectTimeline(db: TDb, userId: string, prospectId: string): Promise<TProspectTimeline> {
  const prospect = await getProspect(db, userId, prospectId);
  const [activityItems, comments, changes] = await Promise.all([
    timelineActivities(db, userId, prospectId, TIMELINE_LIMIT),
    listComments(db, userId, prospectId, TIMELINE_LIMIT),
    timelineStageChanges(db, userId, prospectId, TIMELINE_LIMIT),
  ]);
  const commentItems: TTimelineItem[] = comments.map((comment) => ({ kind: 'comment', id: comment.id, at: comment.createdAt, comment }));
  const truncated = [activityItems, comments, changes].some((list) => list.length === TIMELINE_LIMIT);
  const items = [...activityItems, ...commentItems, ...changes].sort((a, b) => b.at.localeCompare(a.at));
  if (!truncated) items.push({ kind: 'created', id: prospect.id, at: prospect.createdAt });
  return { items, truncated };
}
