import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.js';
import { aiChatMessages, aiChatSessions } from '../../db/schema/index.js';
import type { TChatRole, TChatSessionSummary, TStoredChatMessage } from '../../../shared/ai/chat.schema.js';

/** Messages of one stored chat shown at most (a chat is a conversation, not an archive). */
export const STORED_MESSAGES_SHOWN = 500;

type TSessionRow = typeof aiChatSessions.$inferSelect;

const summaryOf = (row: TSessionRow, messageCount: number): TChatSessionSummary => ({
  id: row.id,
  title: row.title,
  messageCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const messageCounts = (db: TExecutor) =>
  db.select({ sessionId: aiChatMessages.sessionId, n: count().as('n') }).from(aiChatMessages).groupBy(aiChatMessages.sessionId).as('counts');

/** The owner's stored chats, most recently used first (there are at most AI_LIMITS.storedChats). */
export async function listSessionRows(db: TExecutor, userId: string, limit: number): Promise<TChatSessionSummary[]> {
  const counts = messageCounts(db);
  const rows = await db
    .select({ session: aiChatSessions, n: sql<number>`coalesce(${counts.n}, 0)::int` })
    .from(aiChatSessions)
    .leftJoin(counts, eq(counts.sessionId, aiChatSessions.id))
    .where(eq(aiChatSessions.userId, userId))
    .orderBy(desc(aiChatSessions.updatedAt), desc(aiChatSessions.id))
    .limit(limit);
  return rows.map((r) => summaryOf(r.session, r.n));
}

export async function findSessionRow(db: TExecutor, userId: string, id: string): Promise<TSessionRow | null> {
  const [row] = await db.select().from(aiChatSessions).where(and(eq(aiChatSessions.userId, userId), eq(aiChatSessions.id, id))).limit(1);
  return row ?? null;
}

export async function listMessageRows(db: TExecutor, userId: string, sessionId: string): Promise<TStoredChatMessage[]> {
  const rows = await db
    .select()
    .from(aiChatMessages)
    .where(and(eq(aiChatMessages.userId, userId), eq(aiChatMessages.sessionId, sessionId)))
    // A question and its answer of the same instant: the question ("user") first.
    .orderBy(asc(aiChatMessages.createdAt), desc(aiChatMessages.role))
    .limit(STORED_MESSAGES_SHOWN);
  return rows.map((m) => ({
    id: m.id,
    role: m.role as TChatRole,
    content: m.content,
    reasoning: m.reasoning,
    provider: (m.provider as TStoredChatMessage['provider']) ?? null,
    createdAt: m.createdAt.toISOString(),
  }));
}

export async function renameSessionRow(db: TExecutor, userId: string, id: string, title: string): Promise<TSessionRow | null> {
  const [row] = await db
    .update(aiChatSessions)
    .set({ title })
    .where(and(eq(aiChatSessions.userId, userId), eq(aiChatSessions.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteSessionRow(db: TExecutor, userId: string, id: string): Promise<boolean> {
  const rows = await db.delete(aiChatSessions).where(and(eq(aiChatSessions.userId, userId), eq(aiChatSessions.id, id))).returning({ id: aiChatSessions.id });
  return rows.length > 0;
}

/** The owner's chats are started and pruned one at a time (two parallel 11th chats delete one each, not two). */
export async function lockOwnerSessions(db: TExecutor, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('upline.ai_sessions'), hashtext(${userId}))`);
}

export async function insertSessionRow(db: TExecutor, values: { id: string; userId: string; title: string; now: Date }): Promise<void> {
  await db.insert(aiChatSessions).values({ id: values.id, userId: values.userId, title: values.title, createdAt: values.now, updatedAt: values.now });
}

/** Marks the chat as just used (the list is newest first). */
export async function touchSessionRow(db: TExecutor, userId: string, id: string, now: Date): Promise<void> {
  await db.update(aiChatSessions).set({ updatedAt: now }).where(and(eq(aiChatSessions.userId, userId), eq(aiChatSessions.id, id)));
}

/** Deletes the owner's chats beyond the newest `keep` (the one untouched longest goes first). */
export async function pruneSessions(db: TExecutor, userId: string, keep: number): Promise<void> {
  const stale = db.select({ id: aiChatSessions.id }).from(aiChatSessions).where(eq(aiChatSessions.userId, userId)).orderBy(desc(aiChatSessions.updatedAt), desc(aiChatSessions.id)).offset(keep);
  await db.delete(aiChatSessions).where(and(eq(aiChatSessions.userId, userId), inArray(aiChatSessions.id, stale)));
}

export async function insertMessageRows(
  db: TExecutor,
  rows: { sessionId: string; userId: string; role: TChatRole; content: string; reasoning: string | null; provider: string | null; createdAt: Date }[],
): Promise<string[]> {
  const inserted = await db.insert(aiChatMessages).values(rows).returning({ id: aiChatMessages.id });
  return inserted.map((r) => r.id);
}
