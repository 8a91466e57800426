import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import type { TDb } from '../../db/client.js';
import type { TConfig } from '../../config.js';
import { AppError } from '../../lib/app-error.js';
import { languageOfHeader } from '../../lib/i18n.js';
import type { TSessionUser } from '../../plugins/session.js';
import { AI_DEFAULTS } from '../../../shared/ai/quota.rules.js';
import type { TAiUsage, TChatStreamEvent, ZChatRequest } from '../../../shared/ai/chat.schema.js';
import { loadChatContext, systemPromptOf } from './chat-context.service.js';
import { openOfflineStream } from './offline-analyst.service.js';
import { openProviderStream, ProviderError, type TAnswerStream } from './openai.provider.js';
import { assertMayChat, chatterOf, releaseChatMessage, reserveChatMessage, usageAfter } from './quota.service.js';
import { assertOwnSession, saveExchange } from './sessions.service.js';

export type TChatInput = z.output<typeof ZChatRequest>;

/** A chat answer under way: where it goes, its pieces, and how it ends (stored and counted, or given back). */
export interface TChatRun {
  meta: Extract<TChatStreamEvent, { event: 'meta' }>['data'];
  answer: TAnswerStream;
  /** Stores the question and the (possibly stopped) answer; the reserved message stays charged. */
  complete(answer: string, reasoning: string | null): Promise<{ messageId: string; usage: TAiUsage }>;
  /** Gives the reserved message back: a failed answer is not charged. */
  fail(): Promise<void>;
}

/**
 * Starts an answer: the access rule (403 with the Coming Soon text), the chat named must be the
 * user's (404), one message reserved before any provider is asked (402 "Monthly quota reached."),
 * the selected records looked up again under the user (another user's ids are dropped), then the
 * provider opened (the OpenAI-compatible endpoint when AI_BASE_URL is set, else the offline
 * analyst). A provider that refuses gives the message back and answers 502 / 504.
 */
export async function startChat(
  deps: { db: TDb; config: TConfig },
  options: { user: TSessionUser; input: TChatInput; acceptLanguage: string | undefined; signal: AbortSignal },
): Promise<TChatRun> {
  const { db, config } = deps;
  const { user, input, signal } = options;
  const chatter = await chatterOf(db, config, user);
  assertMayChat(chatter);
  if (input.sessionId) await assertOwnSession(db, user.id, input.sessionId);
  await reserveChatMessage(db, chatter);
  const askedAt = new Date();
  const question = input.messages.at(-1)!.content;
  let answer: TAnswerStream;
  try {
    const language = chatter.language ?? languageOfHeader(options.acceptLanguage);
    const context = await loadChatContext(db, user.id, input.selectedData, input.includeUserData, askedAt);
    answer = config.ai.baseUrl
      ? await openProviderStream(
          { baseUrl: config.ai.baseUrl, apiKey: config.ai.apiKey, model: config.ai.model ?? AI_DEFAULTS.model, timeoutMs: config.ai.timeoutMs },
          { system: systemPromptOf(context, language, askedAt), messages: input.messages, showReasoning: input.showReasoning, signal },
        )
      : await openOfflineStream(db, { userId: user.id, sellerName: user.name, question, language, context, now: askedAt }, signal);
  } catch (error) {
    await releaseChatMessage(db, chatter);
    if (error instanceof ProviderError) throw new AppError(error.code, error.message);
    throw error;
  }
  const sessionId = input.sessionId ?? randomUUID();
  return {
    meta: { sessionId, provider: answer.provider, model: answer.model },
    answer,
    async complete(text, reasoning) {
      const messageId = await saveExchange(db, { userId: user.id, sessionId, question, answer: text, reasoning, provider: answer.provider, askedAt, answeredAt: new Date() });
      return { messageId, usage: await usageAfter(db, chatter) };
    },
    fail: () => releaseChatMessage(db, chatter),
  };
}
