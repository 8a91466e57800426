import type { TDb, TExecutor } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { AI_LIMITS, type TChatSession, type TChatSessionSummary } from '../../../shared/ai/chat.schema.js';
import {
  deleteSessionRow,
  findSessionRow,
  insertMessageRows,
  insertSessionRow,
  listMessageRows,
  listSessionRows,
  lockOwnerSessions,
  pruneSessions,
  renameSessionRow,
  touchSessionRow,
} from './sessions.repository.js';

/** Characters of a question kept as a new chat's title. */
const TITLE_CHARS = 80;

/** A new chat is titled from its first question: one line, cut at a word. */
export function titleFromQuestion(question: string): string {
  const line = question.replace(/\s+/g, ' ').trim();
  if (line.length <= TITLE_CHARS) return line;
  const cut = line.slice(0, TITLE_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${(space > TITLE_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export function listSessions(db: TExecutor, userId: string): Promise<TChatSessionSummary[]> {
  return listSessionRows(db, userId, AI_LIMITS.storedChats);
}

export async function getSession(db: TExecutor, userId: string, id: string): Promise<TChatSession> {
  const row = await findSessionRow(db, userId, id);
  if (!row) throw notFound('Chat');
  const messages = await listMessageRows(db, userId, id);
  return { id: row.id, title: row.title, messageCount: messages.length, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(), messages };
}

export async function renameSession(db: TExecutor, userId: string, id: string, title: string): Promise<TChatSessionSummary> {
  const row = await renameSessionRow(db, userId, id, title);
  if (!row) throw notFound('Chat');
  const [summary] = (await listSessionRows(db, userId, AI_LIMITS.storedChats)).filter((s) => s.id === id);
  return summary ?? { id: row.id, title: row.title, messageCount: 0, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export async function deleteSession(db: TExecutor, userId: string, id: string): Promise<void> {
  if (!(await deleteSessionRow(db, userId, id))) throw notFound('Chat');
}

/** A chat id the request names must be the owner's (another user's is a 404, like a missing one). */
export async function assertOwnSession(db: TExecutor, userId: string, id: string): Promise<void> {
  if (!(await findSessionRow(db, userId, id))) throw notFound('Chat');
}

/**
 * Stores a question and its answer once the answer is complete, in one transaction: into the
 * named chat, or a new one titled from the question (the owner's oldest beyond AI_LIMITS.storedChats
 * goes). A chat deleted while its answer streamed is started again under the same id.
 */
export function saveExchange(
  db: TDb,
  exchange: { userId: string; sessionId: string; question: string; answer: string; reasoning: string | null; provider: 'openai' | 'offline'; askedAt: Date; answeredAt: Date },
): Promise<string> {
  const { userId, sessionId } = exchange;
  return db.transaction(async (tx) => {
    await lockOwnerSessions(tx, userId);
    if (await findSessionRow(tx, userId, sessionId)) {
      await touchSessionRow(tx, userId, sessionId, exchange.answeredAt);
    } else {
      await insertSessionRow(tx, { id: sessionId, userId, title: titleFromQuestion(exchange.question), now: exchange.answeredAt });
      await pruneSessions(tx, userId, AI_LIMITS.storedChats);
    }
    const [, answerId] = await insertMessageRows(tx, [
      { sessionId, userId, role: 'user', content: exchange.question, reasoning: null, provider: null, createdAt: exchange.askedAt },
      { sessionId, userId, role: 'assistant', content: exchange.answer, reasoning: exchange.reasoning, provider: exchange.provider, createdAt: exchange.answeredAt },
    ]);
    return answerId!;
  });
}
