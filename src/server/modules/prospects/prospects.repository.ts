import { and, desc, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.js';
import { contactUpsertSql } from '../contacts/contacts.repository.js';
import { decodeOwnerCount, ownerCountCte, type TOwnerCount } from '../limits/limits.repository.js';
import { activities, prospectComments, prospectStageChanges, prospects } from '../../db/schema/index.js';
import type { TProspect, TProspectComment, TProspectListQuery, TTimelineItem } from '../../../shared/prospects/prospects.schema.js';
import { predictiveScore } from '../../../shared/prospects/prospects.rules.js';
import { isoOrNull, listTextOf, matchText, ownerListParts, readPage, type TListTextFields } from '../../lib/list.js';

export type TProspectRow = typeof prospects.$inferSelect;
/** interaction_count and last_activity_at are the triggers' to write (from the prospect's activities). */
export type TProspectValues = Omit<typeof prospects.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt' | 'interactionCount' | 'lastActivityAt'>;

export function toProspect(row: TProspectRow): TProspect {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    phone: row.phone,
    status: row.status as TProspect['status'],
    source: row.source as TProspect['source'],
    notes: row.notes,
    industry: row.industry,
    companyName: row.companyName,
    address: row.address,
    birthday: row.birthday,
    socialMedia: row.socialMedia,
    leadScore: row.leadScore,
    tags: row.tags,
    interactionCount: row.interactionCount,
    lastActivityAt: isoOrNull(row.lastActivityAt),
    lastContacted: isoOrNull(row.lastContacted),
    funnelStage: row.funnelStage as TProspect['funnelStage'],
    stageUpdatedAt: isoOrNull(row.stageUpdatedAt),
    stayInTouchDays: row.stayInTouchDays,
    predictiveScore: predictiveScore({
      status: row.status as TProspect['status'],
      leadScore: row.leadScore,
      interactionCount: row.interactionCount,
      lastActivityAt: row.lastActivityAt,
      lastContacted: row.lastContacted,
    }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What `q` searches: `columns` must be the fields its stored `list_text` joins (migration 0037), in their order. */
export const PROSPECT_Q_FIELDS: TListTextFields = { text: listTextOf(prospects), columns: [prospects.firstName, prospects.lastName, prospects.email, prospects.companyName], prefix: [prospects.firstName, prospects.lastName] };

/** The prospects list's query, not yet run. */
export function prospectsList(db: TExecutor, userId: string, query: TProspectListQuery) {
  const parts = ownerListParts({
    entity: 'prospects',
    userId,
    owner: prospects.userId,
    match: and(
      query.status ? eq(prospects.status, query.status) : undefined,
      query.source ? eq(prospects.source, query.source) : undefined,
      matchText(query.q, PROSPECT_Q_FIELDS),
    ),
    id: prospects.id,
    sort: { column: prospects[query.sort.field], direction: query.sort.direction },
    // The default order, served by (user_id, created_at desc, id) (migration 0039).
    indexedSort: { column: prospects.createdAt, direction: 'desc' },
  });
  return { table: prospects, select: db.select().from(prospects).where(parts.where).$dynamic(), ...parts };
}

export async function listProspects(db: TExecutor, userId: string, query: TProspectListQuery) {
  return readPage(db, prospectsList(db, userId, query), query);
}

export async function findProspect(db: TExecutor, userId: string, id: string): Promise<TProspectRow | null> {
  const rows = await db.select().from(prospects).where(and(eq(prospects.userId, userId), eq(prospects.id, id))).limit(1);
  return rows[0] ?? null;
}

/**
 * Inserts the owner's prospect and upserts its contact by email (spec 01 §7.2) in one statement,
 * with her prospects' counter locked beside them (ownerCountCte): answers the row and her count
 * before it, for the caller to check against her plan inside the same transaction.
 */
export async function insertProspectWithContact(tx: TExecutor, userId: string, values: TProspectValues): Promise<{ row: TProspectRow; count: TOwnerCount }> {
  const count = ownerCountCte(tx, userId, 'prospects');
  const inserted = tx.$with('inserted').as(tx.insert(prospects).values({ ...values, userId }).returning());
  const contact = tx.$with('contact', {}).as(contactUpsertSql(userId, values));
  const [result] = await tx.with(count, inserted, contact).select().from(inserted).crossJoin(count);
  return { row: result.inserted as TProspectRow, count: decodeOwnerCount(result.owner_count) };
}

/**
 * Updates the owner's prospect and answers the row as it now is (null when she has no such
 * prospect). A new funnel stage restarts the stage's clock; the same stage sent again leaves it.
 */
export async function updateProspectRow(db: TExecutor, userId: string, id: string, values: Partial<TProspectValues>): Promise<TProspectRow | null> {
  const stageClock =
    values.funnelStage !== undefined && { stageUpdatedAt: sql`case when ${prospects.funnelStage} is distinct from ${values.funnelStage} then now() else ${prospects.stageUpdatedAt} end` };
  const rows = await db
    .update(prospects)
    .set({ ...values, ...stageClock, updatedAt: new Date() })
    .where(and(eq(prospects.userId, userId), eq(prospects.id, id)))
    .returning();
  return rows[0] ?? null;
}

export async function deleteProspectRow(db: TExecutor, userId: string, id: string): Promise<boolean> {
  const rows = await db.delete(prospects).where(and(eq(prospects.userId, userId), eq(prospects.id, id))).returning({ id: prospects.id });
  return rows.length > 0;
}

function toComment(row: typeof prospectComments.$inferSelect): TProspectComment {
  return { id: row.id, prospectId: row.prospectId, body: row.body, mentions: row.mentions, createdAt: row.createdAt.toISOString() };
}

export async function listComments(db: TExecutor, userId: string, prospectId: string, limit = 200): Promise<TProspectComment[]> {
  const rows = await db
    .select()
    .from(prospectComments)
    .where(and(eq(prospectComments.userId, userId), eq(prospectComments.prospectId, prospectId)))
    .orderBy(desc(prospectComments.createdAt))
    .limit(limit);
  return rows.map(toComment);
}

export async function insertComment(db: TExecutor, userId: string, prospectId: string, body: string, mentions: string[]): Promise<TProspectComment> {
  const [row] = await db.insert(prospectComments).values({ userId, prospectId, body, mentions }).returning();
  return toComment(row);
}

export async function deleteComment(db: TExecutor, userId: string, prospectId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(prospectComments)
    .where(and(eq(prospectComments.userId, userId), eq(prospectComments.prospectId, prospectId), eq(prospectComments.id, id)))
    .returning({ id: prospectComments.id });
  return rows.length > 0;
}

/** The newest `limit` activities about a prospect, as timeline entries (index on prospect_id, created_at). */
export async function timelineActivities(db: TExecutor, userId: string, prospectId: string, limit: number): Promise<TTimelineItem[]> {
  const rows = await db
    .select()
    .from(activities)
    .where(and(eq(activities.prospectId, prospectId), eq(activities.userId, userId)))
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(limit);
  return rows.map((a) => ({
    kind: 'activity',
    id: a.id,
    at: a.createdAt.toISOString(),
    activity: {
      title: a.title,
      type: a.type,
      status: a.status,
      outcome: a.outcome,
      description: a.description,
      scheduledAt: isoOrNull(a.scheduledAt),
      completed: a.completed,
    },
  }));
}

/** The newest `limit` status and funnel-stage changes of a prospect. */
export async function timelineStageChanges(db: TExecutor, userId: string, prospectId: string, limit: number): Promise<TTimelineItem[]> {
  const rows = await db
    .select()
    .from(prospectStageChanges)
    .where(and(eq(prospectStageChanges.prospectId, prospectId), eq(prospectStageChanges.userId, userId)))
    .orderBy(desc(prospectStageChanges.changedAt), desc(prospectStageChanges.id))
    .limit(limit);
  return rows.map((c) => ({
    kind: 'stageChange',
    id: c.id,
    at: c.changedAt.toISOString(),
    change: { field: c.field as 'status' | 'funnel_stage', from: c.fromValue, to: c.toValue },
  }));
}
