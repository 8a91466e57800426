import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.js';
import { savedViews } from '../../db/schema/index.js';
import { SAVED_VIEW_SCOPES, SAVED_VIEWS_PER_SCOPE_MAX, type TSavedViewScope, type TSavedViewState } from '../../../shared/saved-views/saved-views.schema.js';

export type TSavedViewRow = typeof savedViews.$inferSelect;

/** The name of the unique index on (owner, scope, lower(name)): a duplicate name trips it. */
export const SAVED_VIEW_NAME_INDEX = 'saved_views_owner_scope_name_uq';

/** The first key of the saved-view advisory locks (the second is the owner and scope's hash). */
const SAVED_VIEWS_LOCK = 7_302;

/** Serialises new views of one owner and list until the transaction ends, so the cap holds under races. */
export async function lockScope(tx: TExecutor, userId: string, scope: TSavedViewScope): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SAVED_VIEWS_LOCK}, hashtext(${`${userId}:${scope}`}))`);
}

/** The owner's views of one list (or of all), by name; never more than the caps allow. */
export function listViews(db: TExecutor, userId: string, scope?: TSavedViewScope): Promise<TSavedViewRow[]> {
  return db
    .select()
    .from(savedViews)
    .where(and(eq(savedViews.userId, userId), scope ? eq(savedViews.scope, scope) : undefined))
    .orderBy(asc(sql`lower(${savedViews.name})`), asc(savedViews.id))
    .limit(SAVED_VIEWS_PER_SCOPE_MAX * SAVED_VIEW_SCOPES.length);
}

export async function countViews(db: TExecutor, userId: string, scope: TSavedViewScope): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(savedViews).where(and(eq(savedViews.userId, userId), eq(savedViews.scope, scope)));
  return n;
}

export async function insertView(db: TExecutor, userId: string, values: { scope: TSavedViewScope; name: string; state: TSavedViewState }): Promise<TSavedViewRow> {
  const [row] = await db.insert(savedViews).values({ ...values, userId }).returning();
  return row;
}

export async function updateView(db: TExecutor, userId: string, id: string, values: { name?: string; state?: TSavedViewState }): Promise<TSavedViewRow | null> {
  const rows = await db
    .update(savedViews)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(savedViews.userId, userId), eq(savedViews.id, id)))
    .returning();
  return rows[0] ?? null;
}

export async function deleteView(db: TExecutor, userId: string, id: string): Promise<boolean> {
  const rows = await db.delete(savedViews).where(and(eq(savedViews.userId, userId), eq(savedViews.id, id))).returning({ id: savedViews.id });
  return rows.length > 0;
}
