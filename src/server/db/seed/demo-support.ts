import { asc, eq } from 'drizzle-orm';
import type { TDb } from '../client.js';
import { notifications, supportTicketReplies, supportTickets, user } from '../schema/index.js';
import type { TSupportCategory, TTicketPriority, TTicketStatus } from '../../../shared/support/support.schema.js';
import { adminTicketLink, ownerTicketLink, supportNoticeText } from '../../modules/support/support.service.js';

const HOUR = 3_600_000;

interface TDemoTicket {
  subject: string;
  category: TSupportCategory;
  priority: TTicketPriority;
  status: TTicketStatus;
  message: string;
  /** Hours before the seeding moment. */
  openedHoursAgo: number;
  replies: { fromAdmin: boolean; message: string; hoursAgo: number }[];
}

/**
 * The demo seller's support story: a billing question answered and resolved, a technical one the
 * admin is working on (its answer still unread), and a feature request nobody has answered yet.
 */
const DEMO_TICKETS: TDemoTicket[] = [
  {
    subject: 'Company name on my invoices',
    category: 'billing',
    priority: 'medium',
    status: 'resolved',
    message: 'Hi! My accountant needs my company name and VAT number on the Premium Pro invoices. Where can I add them?',
    openedHoursAgo: 12 * 24 + 5,
    replies: [
      {
        fromAdmin: true,
        message:
          'Hello Maria, open Membership and choose Manage subscription. In the billing portal, edit your billing information: add the company name and the VAT number there. Every invoice issued from then on shows them.',
        hoursAgo: 12 * 24 + 2,
      },
      { fromAdmin: false, message: 'Done, and the new invoice looks right. Thank you!', hoursAgo: 11 * 24 + 20 },
    ],
  },
  {
    subject: 'Accents broken when I open the activities export in Excel',
    category: 'technical',
    priority: 'high',
    status: 'inprogress',
    message:
      'When I open the CSV from the Activities page in Excel, names like “Núñez” and “José” show strange characters. In Google Sheets they look fine. Can you help?',
    openedHoursAgo: 2 * 24 + 3,
    replies: [
      {
        fromAdmin: true,
        message:
          'Thanks for the clear report, Maria. The file is UTF-8, and Excel for Windows guesses another encoding when you double-click a CSV. Until the export tells Excel itself, use Data → From Text/CSV and choose “65001: Unicode (UTF-8)”. We are working on a fix and will write here when it ships.',
        hoursAgo: 20,
      },
    ],
  },
  {
    subject: 'Idea: message templates for WhatsApp follow-ups',
    category: 'feature_request',
    priority: 'low',
    status: 'open',
    message: 'Most of my prospects answer on WhatsApp. It would save me a lot of time to keep a few message templates in Upline and copy them from a follow-up reminder.',
    openedHoursAgo: 5,
    replies: [],
  },
];

/** Seeds the seller's tickets and threads, and the notifications they would have caused. */
export async function seedDemoSupport(db: TDb, sellerId: string, now = new Date()): Promise<void> {
  const [admin] = await db.select({ id: user.id, name: user.name }).from(user).where(eq(user.role, 'admin')).orderBy(asc(user.createdAt)).limit(1);
  if (!admin) return;
  const [seller] = await db.select({ name: user.name }).from(user).where(eq(user.id, sellerId));
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
  await db.transaction(async (tx) => {
    for (const demo of DEMO_TICKETS) {
      const lastReply = demo.replies.at(-1);
      const updatedAt = ago(Math.min(demo.openedHoursAgo, lastReply?.hoursAgo ?? Infinity) - (demo.status === 'resolved' ? 1 : 0));
      const [ticket] = await tx
        .insert(supportTickets)
        .values({
          userId: sellerId,
          subject: demo.subject,
          category: demo.category,
          priority: demo.priority,
          status: demo.status,
          message: demo.message,
          createdAt: ago(demo.openedHoursAgo),
          updatedAt,
          lastReplyAt: lastReply ? ago(lastReply.hoursAgo) : null,
        })
        .returning({ id: supportTickets.id });
      for (const reply of demo.replies) {
        await tx.insert(supportTicketReplies).values({ ticketId: ticket.id, authorId: reply.fromAdmin ? admin.id : sellerId, fromAdmin: reply.fromAdmin, message: reply.message, createdAt: ago(reply.hoursAgo) });
      }
      // What is still waiting for someone: the seller's unread answer, the admin's new ticket.
      if (demo.status === 'inprogress' && lastReply?.fromAdmin) {
        const message = supportNoticeText({ key: 'adminReplied', subject: demo.subject }, { language: 'en' });
        await tx.insert(notifications).values({ userId: sellerId, type: 'support_ticket_reply', message, link: ownerTicketLink(ticket.id), createdAt: ago(lastReply.hoursAgo) });
      }
      if (demo.status === 'open' && !lastReply) {
        const message = supportNoticeText({ key: 'newTicket', name: seller?.name ?? '', subject: demo.subject }, { language: 'en' });
        await tx.insert(notifications).values({ userId: admin.id, type: 'support_ticket', message, link: adminTicketLink(ticket.id), createdAt: ago(demo.openedHoursAgo) });
      }
    }
  });
}
