import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.js';
import { decodeOwnerCount, ownerCountCte } from '../limits/limits.repository.js';
import { activities, prospects } from '../../db/schema/index.js';
import type { TActivity, TActivityListQuery } from '../../../shared/activities/activities.schema.js';
import { isoOrNull, listTextOf, matchText, orderOf, ownerTotal, readPage, type TListTextFields } from '../../lib/list.js';

export type TActivityValues = Omit<typeof activities.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

const selection = {
  activity: activities,
  prospectFirst: prospects.firstName,
  prospectLast: prospects.lastName,
};

type TJoined = { activity: typeof activities.$inferSelect; prospectFirst: string | null; prospectLast: string | null };

export function toActivity({ activity: a, prospectFirst, prospectLast }: TJoined): TActivity {
  return {
    id: a.id,
    title: a.title,
    type: a.type as TActivity['type'],
    prospect: a.prospectId && prospectFirst ? { id: a.prospectId, name: `${prospectFirst} ${prospectLast ?? ''}`.trim() } : null,
    scheduledAt: isoOrNull(a.scheduledAt),
    platform: a.platform,
    link: a.link,
    contentTitle: a.contentTitle,
    description: a.description,
    outcome: a.outcome,
    completed: a.completed,
    priority: a.priority as TActivity['priority'],
    status: a.status as TActivity['status'],
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}

/** What `q` searches: `columns` must be the fields its stored `list_text` joins (migration 0037), in their order. */
export const ACTIVITY_Q_FIELDS: TListTextFields = { text: listTextOf(activities), columns: [activities.title, activities.description, activities.contentTitle], prefix: [activities.title] };

export function activityFilter(userId: string, query: Pick<TActivityListQuery, 'q' | 'type' | 'status' | 'prospectId'>): SQL | undefined {
  return and(
    eq(activities.userId, userId),
    query.type ? eq(activities.type, query.type) : undefined,
    query.status ? eq(activities.status, query.status) : undefined,
    query.prospectId ? eq(activities.prospectId, query.prospectId) : undefined,
    matchText(query.q, ACTIVITY_Q_FIELDS),
  );
}

const joined = (db: TExecutor) => db.select(selection).from(activities).leftJoin(prospects, eq(prospects.id, activities.prospectId));

/** The activities list's query, not yet run. */
export function activitiesList(db: TExecutor, userId: string, query: TActivityListQuery) {
  const where = activityFilter(userId, query);
  const select = joined(db).where(where).$dynamic();
  const unfiltered = !query.type && !query.status && !query.prospectId && !query.q;
  return { table: activities, where, select, order: orderOf(activities[query.sort.field], query.sort.direction, activities.id), total: unfiltered ? ownerTotal(userId, 'activities') : undefined };
}

export async function listActivities(db: TExecutor, userId: string, query: TActivityListQuery) {
  return readPage(db, activitiesList(db, userId, query), query);
}

/** Every matching activity, newest first, in batches: exports stream without holding all rows. */
export async function* iterateActivities(db: TExecutor, where: SQL | undefined, batchSize = 1000) {
  for (let offset = 0; ; offset += batchSize) {
    const rows = await joined(db).where(where).orderBy(...orderOf(activities.createdAt, 'desc', activities.id)).limit(batchSize).offset(offset);
    if (rows.length) yield rows;
    if (rows.length < batchSize) return;
  }
}

export async function findActivity(db: TExecutor, userId: string, id: string): Promise<TJoined | null> {
  const rows = await joined(db).where(and(eq(activities.userId, userId), eq(activities.id, id))).limit(1);
  return rows[0] ?? null;
}

/**
 * Inserts the owner's activity in one statement that also locks and reads her activities' count
 * (ownerCountCte) and reads the prospect it names among her own (`linked`, null when it names none
 * or another owner's: the row is then written without one, for the caller to refuse, rolling the
 * transaction back, as it does when the count passes her plan).
 */
export async function insertActivityWithChecks(tx: TExecutor, userId: string, values: TActivityValues) {
  const count = ownerCountCte(tx, userId, 'activities');
  const linked = tx
    .$with('linked')
    .as(
      tx
        .select({ id: prospects.id, firstName: prospects.firstName, lastName: prospects.lastName })
        .from(prospects)
        .where(values.prospectId ? and(eq(prospects.userId, userId), eq(prospects.id, values.prospectId)) : sql`false`),
    );
  const inserted = tx
    .$with('inserted')
    .as(tx.insert(activities).values({ ...values, userId, prospectId: values.prospectId ? sql`(select id from linked)` : null }).returning());
  const [result] = await tx.with(count, linked, inserted).select().from(inserted).crossJoin(count).leftJoin(linked, sql`true`);
  return { activity: result.inserted as typeof activities.$inferSelect, count: decodeOwnerCount(result.owner_count), prospect: result.linked };
}

export async function updateActivityRow(db: TExecutor, userId: string, id: string, values: Partial<TActivityValues>): Promise<boolean> {
  const rows = await db.update(activities).set({ ...values, updatedAt: new Date() }).where(and(eq(activities.userId, userId), eq(activities.id, id))).returning({ id: activities.id });
  return rows.length > 0;
}

export async function deleteActivityRow(db: TExecutor, userId: string, id: string): Promise<boolean> {
  const rows = await db.delete(activities).where(and(eq(activities.userId, userId), eq(activities.id, id))).returning({ id: activities.id });
  return rows.length > 0;
}

export async function activityMetrics(db: TExecutor, userId: string) {
  return db
    .select({ type: activities.type, count: count(), completed: sql<number>`count(*) filter (where ${activities.completed})::int` })
    .from(activities)
    .where(eq(activities.userId, userId))
    .groupBy(activities.type);
}
