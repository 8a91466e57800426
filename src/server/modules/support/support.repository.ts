import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.js';
import { supportTicketReplies, supportTickets, user, userProfiles } from '../../db/schema/index.js';
import { escapeLike, offsetOf } from '../../lib/list.js';
import type { TSupportCategory, TTicketPriority, TTicketStatus } from '../../../shared/support/support.schema.js';

export type TTicketRow = typeof supportTickets.$inferSelect;

/** A ticket with its owner's name and email and a summary of its thread. */
export interface TTicketListRow {
  ticket: TTicketRow;
  userName: string;
  userEmail: string;
  replyCount: number;
  lastReplyFromAdmin: boolean | null;
}

export interface TReplyRow {
  id: string;
  ticketId: string;
  fromAdmin: boolean;
  authorName: string;
  message: string;
  createdAt: Date;
}

/** Who receives a notification, in their language. */
export interface TRecipient {
  userId: string;
  language: string;
  timeZone: string;
}

const replyCount = sql<number>`(select count(*) from ${supportTicketReplies} where ${supportTicketReplies.ticketId} = ${supportTickets.id})`.mapWith(Number);
const lastReplyFromAdmin = sql<boolean | null>`(select ${supportTicketReplies.fromAdmin} from ${supportTicketReplies}
  where ${supportTicketReplies.ticketId} = ${supportTickets.id} order by ${supportTicketReplies.createdAt} desc, ${supportTicketReplies.id} desc limit 1)`;

const listColumns = { ticket: supportTickets, userName: user.name, userEmail: user.email, replyCount, lastReplyFromAdmin };
const newestActivityFirst = [desc(supportTickets.updatedAt), desc(supportTickets.id)];

export async function insertTicket(db: TExecutor, values: { userId: string; subject: string; category: TSupportCategory; message: string; priority: TTicketPriority }): Promise<TTicketRow> {
  const [row] = await db.insert(supportTickets).values(values).returning();
  return row;
}

/** One ticket with its owner and thread summary, whoever owns it (the service checks who may see it). */
export async function findTicket(db: TExecutor, id: string): Promise<TTicketListRow | null> {
  const rows = await db.select(listColumns).from(supportTickets).innerJoin(user, eq(user.id, supportTickets.userId)).where(eq(supportTickets.id, id)).limit(1);
  return rows[0] ?? null;
}

async function readTicketPage(db: TExecutor, where: SQL | undefined, page: { page: number; pageSize: number }) {
  const [items, [{ n }]] = await Promise.all([
    db
      .select(listColumns)
      .from(supportTickets)
      .innerJoin(user, eq(user.id, supportTickets.userId))
      .where(where)
      .orderBy(...newestActivityFirst)
      .limit(page.pageSize)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(supportTickets).innerJoin(user, eq(user.id, supportTickets.userId)).where(where),
  ]);
  return { items, total: n };
}

/** The owner's tickets, newest activity first. */
export function listOwnTickets(db: TExecutor, userId: string, query: { status?: TTicketStatus; page: number; pageSize: number }) {
  return readTicketPage(db, and(eq(supportTickets.userId, userId), query.status ? eq(supportTickets.status, query.status) : undefined), query);
}

/** Every user's tickets for the administrators, `q` over the subject and the owner's name and email. */
export function listAllTickets(db: TExecutor, query: { status?: TTicketStatus; category?: TSupportCategory; q?: string; page: number; pageSize: number }) {
  const pattern = query.q ? `%${escapeLike(query.q)}%` : null;
  const where = and(
    query.status ? eq(supportTickets.status, query.status) : undefined,
    query.category ? eq(supportTickets.category, query.category) : undefined,
    pattern ? or(ilike(supportTickets.subject, pattern), ilike(user.name, pattern), ilike(user.email, pattern)) : undefined,
  );
  return readTicketPage(db, where, query);
}

/** A ticket's thread, oldest first, with each author's name. */
export function listReplies(db: TExecutor, ticketId: string): Promise<TReplyRow[]> {
  return db
    .select({
      id: supportTicketReplies.id,
      ticketId: supportTicketReplies.ticketId,
      fromAdmin: supportTicketReplies.fromAdmin,
      authorName: user.name,
      message: supportTicketReplies.message,
      createdAt: supportTicketReplies.createdAt,
    })
    .from(supportTicketReplies)
    .innerJoin(user, eq(user.id, supportTicketReplies.authorId))
    .where(eq(supportTicketReplies.ticketId, ticketId))
    .orderBy(asc(supportTicketReplies.createdAt), asc(supportTicketReplies.id));
}

export async function insertReply(db: TExecutor, values: { ticketId: string; authorId: string; fromAdmin: boolean; message: string; createdAt: Date }) {
  const [row] = await db.insert(supportTicketReplies).values(values).returning();
  return row;
}

/**
 * Records a reply's time on its ticket; `reopen` sends a resolved ticket back to open in the same
 * statement, so a status change racing the reply cannot be lost between a read and a write.
 */
export async function touchForReply(db: TExecutor, ticketId: string, at: Date, reopen: boolean): Promise<TTicketRow | null> {
  const [row] = await db
    .update(supportTickets)
    .set({
      lastReplyAt: at,
      updatedAt: at,
      ...(reopen && { status: sql`case when ${supportTickets.status} = 'resolved' then 'open' else ${supportTickets.status} end` }),
    })
    .where(eq(supportTickets.id, ticketId))
    .returning();
  return row ?? null;
}

export async function updateTicketRow(db: TExecutor, id: string, values: { status?: TTicketStatus; priority?: TTicketPriority }): Promise<TTicketRow | null> {
  const rows = await db
    .update(supportTickets)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(supportTickets.id, id))
    .returning();
  return rows[0] ?? null;
}

/** Every administrator, in their language. */
export function adminRecipients(db: TExecutor): Promise<TRecipient[]> {
  return db
    .select({ userId: user.id, language: sql<string>`coalesce(${userProfiles.language}, 'en')`, timeZone: sql<string>`coalesce(${userProfiles.timeZone}, 'UTC')` })
    .from(user)
    .leftJoin(userProfiles, eq(userProfiles.userId, user.id))
    .where(eq(user.role, 'admin'))
    .orderBy(asc(user.id));
}

export async function recipientOf(db: TExecutor, userId: string): Promise<TRecipient> {
  const rows = await db.select({ language: userProfiles.language, timeZone: userProfiles.timeZone }).from(userProfiles).where(eq(userProfiles.userId, userId)).limit(1);
  return { userId, language: rows[0]?.language ?? 'en', timeZone: rows[0]?.timeZone ?? 'UTC' };
}
