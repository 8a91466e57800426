import * as z from 'zod';
import { ZUuid } from '../common/fields.js';

/**
 * The AI assistant's HTTP contract (spec 01 §2.8, §3, §7.5, §9), shared by the server that
 * validates it and the panel that sends it.
 */
export const AI_LIMITS = {
  /** Messages one `POST /api/chat` may carry (the conversation so far). */
  messagesPerRequest: 50,
  /** Characters of one message. */
  messageChars: 8_000,
  /** Records of each kind the selector may send. */
  selectedPerKind: 200,
  /** Records of each kind `GET /api/user-data` answers. */
  userDataPerKind: 200,
  /** Stored chats per user (spec 01 §9: the oldest goes when another starts). */
  storedChats: 10,
  /** The top-up dialog is offered at this many remaining messages or fewer (spec 01 §9). */
  topUpAt: 10,
} as const;

export const AI_MESSAGES = {
  complianceTextRequired: 'Give the text to check',
  promptRequired: 'Type a message first',
  quotaReached: 'Monthly quota reached.',
  comingSoon: 'The AI chat assistant will be available soon for all users.',
  providerFailed: 'The AI provider could not answer. Please try again.',
  providerTimeout: 'The AI provider took too long to answer. Please try again.',
  tooManyMessages: `A conversation sent at once may hold at most ${AI_LIMITS.messagesPerRequest} messages`,
} as const;

export const CHAT_ROLES = ['user', 'assistant'] as const;
export type TChatRole = (typeof CHAT_ROLES)[number];

export const ZChatMessageInput = z.strictObject({
  role: z.enum(CHAT_ROLES),
  content: z.string().trim().min(1, AI_MESSAGES.promptRequired).max(AI_LIMITS.messageChars, 'This message is too long'),
});

/** A selected record: its id, or the record itself as the spec's client sent it (only `id` is read). */
const ZSelectedRecord = z.union([ZUuid, z.looseObject({ id: ZUuid })]).transform((v) => (typeof v === 'string' ? v : v.id));
const selectedList = z.array(ZSelectedRecord).max(AI_LIMITS.selectedPerKind).default([]);

export const ZSelectedData = z.strictObject({
  prospects: selectedList,
  teamMembers: selectedList,
  contacts: selectedList,
});
export type TSelectedData = z.output<typeof ZSelectedData>;

/**
 * `POST /api/chat`. The last message must be the user's. Ids in `selectedData` are looked up again
 * under the signed-in owner: another user's ids are dropped and never reach a provider.
 */
export const ZChatRequest = z.strictObject({
  messages: z
    .array(ZChatMessageInput)
    .min(1, AI_MESSAGES.promptRequired)
    .max(AI_LIMITS.messagesPerRequest, AI_MESSAGES.tooManyMessages)
    .refine((m) => m.at(-1)?.role === 'user', 'The last message must be the user\'s'),
  includeUserData: z.boolean().default(false),
  selectedData: ZSelectedData.default({ prospects: [], teamMembers: [], contacts: [] }),
  /** A stored chat to append the question and the answer to; a new one is started when absent. */
  sessionId: ZUuid.optional(),
  /** Ask the provider for its reasoning (shown collapsible per message). */
  showReasoning: z.boolean().default(false),
});
export type TChatRequest = z.input<typeof ZChatRequest>;

/**
 * The answer of `POST /api/chat` is `text/event-stream`; each event's `data` is JSON:
 * - `meta`      `{sessionId, provider: 'openai' | 'offline', model}` first;
 * - `reasoning` `{delta}` pieces of the reasoning (only when asked for and given);
 * - `delta`     `{delta}` pieces of the answer, as they are generated;
 * - `done`      `{messageId, usage: TAiUsage}` last, once the answer is stored and counted;
 * - `error`     `{code, message}` last, when the provider fails mid-answer (nothing is charged).
 * A refusal before the stream starts is a JSON error in the contract's shape: 400, 401,
 * 402 `quota_exhausted` ("Monthly quota reached."), 403 `forbidden` (the Coming Soon text), 429.
 */
export type TChatStreamEvent =
  | { event: 'meta'; data: { sessionId: string; provider: 'openai' | 'offline'; model: string } }
  | { event: 'reasoning'; data: { delta: string } }
  | { event: 'delta'; data: { delta: string } }
  | { event: 'done'; data: { messageId: string; usage: TAiUsage } }
  | { event: 'error'; data: { code: string; message: string } };

/** Who may chat: admins always; users with premium access when `AI_FOR_PREMIUM` is on. */
export type TAiAccess = 'admin' | 'premium' | 'coming_soon';

/** `GET /api/ai/usage` (spec 01 §9: remaining = monthly limit + additional − used). */
export interface TAiUsage {
  access: TAiAccess;
  monthlyLimit: number;
  additionalMessages: number;
  used: number;
  remaining: number;
  /** used ÷ (monthly limit + additional), 0–100. */
  usagePercent: number;
  /** When the monthly count starts again. */
  cycleEndsAt: string | null;
}

/** `GET /api/user-data?q=` (the data selector; spec 01 §7.5): at most 200 of each, `q` over name, company, full name and email. */
export const ZUserDataQuery = z.strictObject({ q: z.string().trim().max(100).optional() });
export interface TUserDataRecord {
  id: string;
  name: string;
  email: string | null;
  company: string | null;
  status: string | null;
}
export interface TUserData {
  prospects: TUserDataRecord[];
  teamMembers: TUserDataRecord[];
  contacts: TUserDataRecord[];
  totals: { prospects: number; teamMembers: number; contacts: number };
}

/** Stored chats: `GET /api/ai/sessions` (newest first), `GET/PATCH/DELETE /api/ai/sessions/:id`. */
export const ZChatSessionRename = z.strictObject({ title: z.string().trim().min(1, 'Title is required').max(120, 'This value is too long') });
export interface TChatSessionSummary {
  id: string;
  title: string;
  messageCount: number;
  createdAt: string;
  updatedAt: string;
}
export interface TStoredChatMessage {
  id: string;
  role: TChatRole;
  content: string;
  reasoning: string | null;
  provider: 'openai' | 'offline' | null;
  createdAt: string;
}
export interface TChatSession extends TChatSessionSummary {
  messages: TStoredChatMessage[];
}
