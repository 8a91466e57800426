import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { TDb } from '../client.js';
import { userSubscriptions } from '../schema/index.js';
import { writeOfflineAnswer } from '../../modules/ai/offline-analyst.service.js';
import { saveExchange } from '../../modules/ai/sessions.service.js';
import { addMonths } from '../../../shared/ai/quota.rules.js';

const HOUR = 3_600_000;

/** What the demo seller asked the assistant, oldest first. */
const DEMO_QUESTIONS = ['Summarize my pipeline', 'What should I do next?'];

/**
 * Two stored chats of the demo seller, answered by the offline analyst from her own seeded
 * figures (so they agree with every screen), and the two messages they used. They show on
 * /ai-assist once she may chat (AI_FOR_PREMIUM on); admins always may.
 */
export async function seedDemoAiChats(db: TDb, sellerId: string, sellerName: string, now = new Date()): Promise<void> {
  for (const [i, question] of DEMO_QUESTIONS.entries()) {
    const askedAt = new Date(now.getTime() - (DEMO_QUESTIONS.length - i) * 5 * HOUR);
    const answer = await writeOfflineAnswer(db, { userId: sellerId, sellerName, question, language: 'en', context: { prospects: [], teamMembers: [], contacts: [], summary: null }, now });
    await saveExchange(db, { userId: sellerId, sessionId: randomUUID(), question, answer, reasoning: null, provider: 'offline', askedAt, answeredAt: new Date(askedAt.getTime() + 2_000) });
  }
  await db
    .update(userSubscriptions)
    .set({ messagesUsed: sql`${userSubscriptions.messagesUsed} + ${DEMO_QUESTIONS.length}`, billingCycleEnd: addMonths(new Date(now.getTime() - 10 * 24 * HOUR), 1) })
    .where(eq(userSubscriptions.userId, sellerId));
}
