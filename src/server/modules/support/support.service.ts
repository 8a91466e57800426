import type { TDb, TExecutor } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { isLanguage, translatorFor } from '../../lib/i18n.js';
import { isoOrNull, pageOf } from '../../lib/list.js';
import type { TRealtime } from '../../plugins/realtime.js';
import type { TSessionUser } from '../../plugins/session.js';
import type { TNotification } from '../../../shared/notifications/notifications.schema.js';
import {
  SUPPORT_UPDATED_EVENT,
  type TAdminTicketListQuery,
  type TSupportCategory,
  type TSupportTicket,
  type TTicketCreate,
  type TTicketDetail,
  type TTicketListQuery,
  type TTicketPage,
  type TTicketPriority,
  type TTicketReply,
  type TTicketReplyCreate,
  type TTicketStatus,
  type TTicketUpdate,
} from '../../../shared/support/support.schema.js';
import { insertNotification, toNotification } from '../notifications/notifications.repository.js';
import {
  adminRecipients,
  findTicket,
  insertReply,
  insertTicket,
  listAllTickets,
  listOwnTickets,
  listReplies,
  recipientOf,
  touchForReply,
  updateTicketRow,
  type TRecipient,
  type TReplyRow,
  type TTicketListRow,
} from './support.repository.js';

export interface TSupportDeps {
  db: TDb;
  realtime: TRealtime;
}

type TViewer = Pick<TSessionUser, 'id' | 'name' | 'role'>;

const isAdmin = (viewer: TViewer) => viewer.role === 'admin';

function toTicket({ ticket, userName, userEmail, replyCount, lastReplyFromAdmin }: TTicketListRow): TSupportTicket {
  return {
    id: ticket.id,
    userId: ticket.userId,
    userName,
    userEmail,
    subject: ticket.subject,
    category: ticket.category as TSupportCategory,
    message: ticket.message,
    status: ticket.status as TTicketStatus,
    priority: ticket.priority as TTicketPriority,
    createdAt: ticket.createdAt.toISOString(),
    updatedAt: ticket.updatedAt.toISOString(),
    lastReplyAt: isoOrNull(ticket.lastReplyAt),
    replyCount,
    lastReplyFromAdmin,
  };
}

const toReply = (row: TReplyRow): TTicketReply => ({
  id: row.id,
  ticketId: row.ticketId,
  fromAdmin: row.fromAdmin,
  authorName: row.authorName,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
});

/** Links of the notifications: administrators land on the admin tickets tab, owners on their thread. */
export const adminTicketLink = (id: string) => `/admin?tab=tickets&ticket=${id}`;
export const ownerTicketLink = (id: string) => `/messages?ticket=${id}`;

type TNotice = { key: 'newTicket' | 'ownerReplied'; name: string; subject: string } | { key: 'adminReplied'; subject: string };

/** A support notification in the recipient's language (locales/<lang>/support.json). */
export function supportNoticeText(notice: TNotice, recipient: Pick<TRecipient, 'language'>): string {
  const { key, ...values } = notice;
  return translatorFor(isLanguage(recipient.language) ? recipient.language : 'en', 'support')(`notification.${key}`, values);
}

/** Notifications written inside a transaction, pushed once it has committed. */
type TOutbox = { userId: string; notification: TNotification }[];

async function notify(tx: TExecutor, outbox: TOutbox, recipients: TRecipient[], type: 'support_ticket' | 'support_ticket_reply', notice: TNotice, link: string) {
  for (const recipient of recipients) {
    const row = await insertNotification(tx, { userId: recipient.userId, message: supportNoticeText(notice, recipient), type, link });
    outbox.push({ userId: recipient.userId, notification: toNotification(row) });
  }
}

/** After commit: the notifications, then `support.updated` to everyone who may have the ticket on screen. */
async function publish(deps: TSupportDeps, outbox: TOutbox, ticketId: string, userIds: string[]) {
  await Promise.all(outbox.map(({ userId, notification }) => deps.realtime.publish({ to: { userIds: [userId] }, type: 'notification.created', data: notification })));
  const audience = [...new Set(userIds)];
  if (audience.length) await deps.realtime.publish({ to: { userIds: audience }, type: SUPPORT_UPDATED_EVENT, data: { ticketId } });
}

const otherAdmins = (admins: TRecipient[], authorId: string) => admins.filter((a) => a.userId !== authorId);

/** Opens a ticket and notifies every administrator (spec 02 §4). */
export async function createTicket(deps: TSupportDeps, owner: TViewer, input: TTicketCreate): Promise<TSupportTicket> {
  const outbox: TOutbox = [];
  const { row, admins } = await deps.db.transaction(async (tx) => {
    const created = await insertTicket(tx, { userId: owner.id, ...input });
    const recipients = otherAdmins(await adminRecipients(tx), owner.id);
    await notify(tx, outbox, recipients, 'support_ticket', { key: 'newTicket', name: owner.name, subject: created.subject }, adminTicketLink(created.id));
    return { row: created, admins: recipients };
  });
  await publish(deps, outbox, row.id, [owner.id, ...admins.map((a) => a.userId)]);
  const found = await findTicket(deps.db, row.id);
  if (!found) throw notFound('Ticket');
  return toTicket(found);
}

export async function listMyTickets(db: TDb, userId: string, query: TTicketListQuery): Promise<TTicketPage> {
  const { items, total } = await listOwnTickets(db, userId, query);
  return pageOf(items.map(toTicket), total, query);
}

export async function listTicketsForAdmin(db: TDb, query: TAdminTicketListQuery): Promise<TTicketPage> {
  const { items, total } = await listAllTickets(db, query);
  return pageOf(items.map(toTicket), total, query);
}

/** The ticket if the viewer may see it (its owner or an administrator); anyone else gets a 404. */
async function visibleTicket(db: TExecutor, viewer: TViewer, id: string): Promise<TTicketListRow> {
  const found = await findTicket(db, id);
  if (!found || (found.ticket.userId !== viewer.id && !isAdmin(viewer))) throw notFound('Ticket');
  return found;
}

export async function getTicket(db: TDb, viewer: TViewer, id: string): Promise<TTicketDetail> {
  const found = await visibleTicket(db, viewer, id);
  return { ...toTicket(found), replies: (await listReplies(db, id)).map(toReply) };
}

/**
 * Adds a message to a thread. An administrator's reply notifies the owner; the owner's notifies
 * the administrators and reopens a resolved ticket.
 */
export async function replyToTicket(deps: TSupportDeps, viewer: TViewer, id: string, input: TTicketReplyCreate): Promise<TTicketReply> {
  const { ticket } = await visibleTicket(deps.db, viewer, id);
  const byOwner = ticket.userId === viewer.id;
  const outbox: TOutbox = [];
  const { reply, admins } = await deps.db.transaction(async (tx) => {
    // The ticket row first: it is locked for the reply, and a ticket deleted meanwhile is a 404.
    const touched = await touchForReply(tx, id, new Date(), byOwner);
    if (!touched) throw notFound('Ticket');
    const created = await insertReply(tx, { ticketId: id, authorId: viewer.id, fromAdmin: !byOwner, message: input.message, createdAt: touched.updatedAt });
    const staff = otherAdmins(await adminRecipients(tx), viewer.id);
    if (byOwner) {
      await notify(tx, outbox, staff, 'support_ticket', { key: 'ownerReplied', name: viewer.name, subject: touched.subject }, adminTicketLink(id));
    } else {
      await notify(tx, outbox, [await recipientOf(tx, ticket.userId)], 'support_ticket_reply', { key: 'adminReplied', subject: touched.subject }, ownerTicketLink(id));
    }
    return { reply: created, admins: staff };
  });
  await publish(deps, outbox, id, [ticket.userId, viewer.id, ...admins.map((a) => a.userId)]);
  return toReply({ ...reply, authorName: viewer.name });
}

/** An administrator sets a ticket's status or priority; open screens of the owner refresh. */
export async function updateTicket(deps: TSupportDeps, id: string, input: TTicketUpdate): Promise<TSupportTicket> {
  const row = await updateTicketRow(deps.db, id, input);
  if (!row) throw notFound('Ticket');
  const admins = await adminRecipients(deps.db);
  await publish(deps, [], id, [row.userId, ...admins.map((a) => a.userId)]);
  const found = await findTicket(deps.db, id);
  if (!found) throw notFound('Ticket');
  return toTicket(found);
}
