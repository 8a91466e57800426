import * as z from 'zod';
import { FIELD_MESSAGES, requiredText } from '../common/fields.js';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, type TPage } from '../common/pagination.js';

/** Spec 01 §9: the categories a ticket is filed under. */
export const SUPPORT_CATEGORIES = ['general', 'billing', 'technical', 'feature_request', 'account', 'other'] as const;
export type TSupportCategory = (typeof SUPPORT_CATEGORIES)[number];

/** Spec 02 §4: open → inprogress → resolved; a reply of the owner reopens a resolved ticket. */
export const TICKET_STATUSES = ['open', 'inprogress', 'resolved'] as const;
export type TTicketStatus = (typeof TICKET_STATUSES)[number];

/** The spec does not show priority values: four levels, medium unless the user says otherwise. */
export const TICKET_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type TTicketPriority = (typeof TICKET_PRIORITIES)[number];
export const TICKET_PRIORITY_DEFAULT: TTicketPriority = 'medium';

export const TICKET_SUBJECT_MAX = 120;
export const TICKET_MESSAGE_MAX = 5_000;

/** English texts of the API and the forms (spec 02 §5 and §8); the client translates them. */
export const SUPPORT_MESSAGES = {
  subjectRequired: 'Ticket subject is required.',
  categoryRequired: 'Ticket category is required.',
  categoryInvalid: `Choose one of: ${SUPPORT_CATEGORIES.join(', ')}`,
  messageRequired: 'Please describe your question or problem.',
  priorityInvalid: `Choose one of: ${TICKET_PRIORITIES.join(', ')}`,
  statusInvalid: `Choose one of: ${TICKET_STATUSES.join(', ')}`,
  replyEmpty: 'Reply message cannot be empty.',
  nothingToChange: 'Send a new status or priority',
  signInRequired: 'Please log in to view or open support tickets.',
} as const;

/** A choice of a fixed list: "required" when absent or blank, "choose one of" when unknown. */
function choiceOf<const T extends readonly [string, ...string[]]>(values: T, required: string, invalid: string) {
  return z.enum(values, { error: (issue) => (issue.input === undefined || issue.input === '' ? required : invalid) });
}

/** A list filter from the query string: an empty value means no filter. */
const optionalFilter = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const ZCategory = choiceOf(SUPPORT_CATEGORIES, SUPPORT_MESSAGES.categoryRequired, SUPPORT_MESSAGES.categoryInvalid);
const ZStatus = choiceOf(TICKET_STATUSES, SUPPORT_MESSAGES.statusInvalid, SUPPORT_MESSAGES.statusInvalid);
const ZPriority = choiceOf(TICKET_PRIORITIES, SUPPORT_MESSAGES.priorityInvalid, SUPPORT_MESSAGES.priorityInvalid);

/** `POST /api/support/tickets`; the support centre's form validates with it too. */
export const ZTicketCreate = z.strictObject({
  subject: requiredText(SUPPORT_MESSAGES.subjectRequired, TICKET_SUBJECT_MAX),
  category: ZCategory,
  message: requiredText(SUPPORT_MESSAGES.messageRequired, TICKET_MESSAGE_MAX),
  priority: ZPriority.default(TICKET_PRIORITY_DEFAULT),
});
export type TTicketCreate = z.infer<typeof ZTicketCreate>;

/** `POST /api/support/tickets/:id/replies`. */
export const ZTicketReply = z.strictObject({
  message: z
    .string({ error: SUPPORT_MESSAGES.replyEmpty })
    .trim()
    .min(1, { message: SUPPORT_MESSAGES.replyEmpty, abort: true })
    .max(TICKET_MESSAGE_MAX, FIELD_MESSAGES.tooLong),
});
export type TTicketReplyCreate = z.infer<typeof ZTicketReply>;

const pageFields = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
};

/** `GET /api/support/tickets?status=&page=&pageSize=`: the user's own, newest activity first. */
export const ZTicketListQuery = z.object({ status: optionalFilter(ZStatus), ...pageFields });
export type TTicketListQuery = z.infer<typeof ZTicketListQuery>;

/** `GET /api/admin/tickets?status=&category=&q=&page=&pageSize=`: every user's tickets. */
export const ZAdminTicketListQuery = z.object({
  status: optionalFilter(ZStatus),
  category: optionalFilter(ZCategory),
  q: z.string().trim().max(200).optional(),
  ...pageFields,
});
export type TAdminTicketListQuery = z.infer<typeof ZAdminTicketListQuery>;

/** `PATCH /api/admin/tickets/:id`. */
export const ZTicketUpdate = z
  .strictObject({ status: ZStatus.optional(), priority: ZPriority.optional() })
  .refine((body) => body.status !== undefined || body.priority !== undefined, SUPPORT_MESSAGES.nothingToChange);
export type TTicketUpdate = z.infer<typeof ZTicketUpdate>;

export interface TSupportTicket {
  id: string;
  userId: string;
  userName: string;
  userEmail: string;
  subject: string;
  category: TSupportCategory;
  message: string;
  status: TTicketStatus;
  priority: TTicketPriority;
  createdAt: string;
  updatedAt: string;
  lastReplyAt: string | null;
  replyCount: number;
  /** Whether the newest reply came from support (null without replies): "Support replied". */
  lastReplyFromAdmin: boolean | null;
}

export interface TTicketReply {
  id: string;
  ticketId: string;
  fromAdmin: boolean;
  authorName: string;
  message: string;
  createdAt: string;
}

export interface TTicketDetail extends TSupportTicket {
  /** Oldest first. */
  replies: TTicketReply[];
}

export type TTicketPage = TPage<TSupportTicket>;

/** Pushed to the ticket's owner and to administrators when a ticket is opened, answered or changed. */
export const SUPPORT_UPDATED_EVENT = 'support.updated';
export interface TSupportUpdatedEvent {
  ticketId: string;
}
