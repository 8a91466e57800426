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
import { checkFreePlan } from '../limits/limits.service.js';
import { upsertContactByEmail } from '../contacts/contacts.repository.js';
import {
  deleteComment,
  deleteProspectRow,
  findProspect,
  insertComment,
  insertProspectWithContact,
  listComments,
  listProspects,
  timelineActivities,
  timelineStageChanges,
  toProspect,
  updateProspectRow,
  type TProspectValues,
} from './prospects.repository.js';

function toValues(input: TProspectUpdate): Partial<TProspectValues> {
  const { lastContacted, ...rest } = input;
  return { ...rest, ...(lastContacted !== undefined && { lastContacted: lastContacted ? new Date(lastContacted) : null }) };
}

/** The fields a prospect's contact is kept from (spec 01 §7.2): changing one upserts the contact. */
const touchesContact = (input: TProspectUpdate) =>
  input.firstName !== undefined || input.lastName !== undefined || input.email !== undefined || input.phone !== undefined;

export async function listMyProspects(db: TDb, userId: string, query: TProspectListQuery) {
  const { rows, total } = await listProspects(db, userId, query);
  return pageOf(rows.map(toProspect), total, query);
}

export async function getProspect(db: TExecutor, userId: string, id: string) {
  const row = await findProspect(db, userId, id);
  if (!row) throw notFound('Prospect');
  return toProspect(row);
}

/**
 * Inside the caller's transaction: the prospect and its contact (spec 01 §7.2) in one statement
 * that also reads her count, then the free-plan check, which rolls both back when passed.
 */
export async function createProspectIn(tx: TExecutor, limits: TFreePlanLimits, userId: string, input: TProspectCreate) {
  const values = toValues(input) as TProspectValues;
  // Added in a stage: the stage's clock starts now.
  const { row, count } = await insertProspectWithContact(tx, userId, input.funnelStage ? { ...values, stageUpdatedAt: new Date() } : values);
  checkFreePlan(limits, 'prospects', count);
  return toProspect(row);
}

export async function createProspect(db: TDb, limits: TFreePlanLimits, userId: string, input: TProspectCreate) {
  return db.transaction((tx) => createProspectIn(tx, limits, userId, input));
}

/**
 * One UPDATE … RETURNING (the funnel stage's time is kept by the statement itself); a change of
 * the contact's fields also upserts the contact, in the same transaction.
 */
export async function updateProspect(db: TDb, userId: string, id: string, input: TProspectUpdate) {
  const update = async (executor: TExecutor) => {
    const row = await updateProspectRow(executor, userId, id, toValues(input));
    if (!row) throw notFound('Prospect');
    return row;
  };
  if (!touchesContact(input)) return toProspect(await update(db));
  return db.transaction(async (tx) => {
    const row = await update(tx);
    await upsertContactByEmail(tx, userId, row);
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
