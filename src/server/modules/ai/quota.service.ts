import type { TExecutor } from '../../db/client.js';
import type { TConfig } from '../../config.js';
import { AppError } from '../../lib/app-error.js';
import { AI_MESSAGES, type TAiAccess, type TAiUsage } from '../../../shared/ai/chat.schema.js';
import { aiAccessOf, canChat, monthlyLimitOf } from '../../../shared/ai/access.rules.js';
import { nextCycle, usageOf, type TQuotaState } from '../../../shared/ai/quota.rules.js';
import { hasPremiumAccess, type TMembershipTier } from '../../../shared/membership/membership.rules.js';
import { isLanguage } from '../../lib/i18n.js';
import type { TLanguage } from '../../../shared/common/languages.js';
import { applyCycle, ensureQuotaRow, readChatter, readQuota, releaseMessage, reserveMessage } from './quota.repository.js';

/** The signed-in user as the assistant sees her: who she is to it, her allowance, her language. */
export interface TChatter {
  userId: string;
  access: TAiAccess;
  monthlyLimit: number;
  /** The profile's language, when it is one of the five. */
  language: TLanguage | null;
}

export async function chatterOf(db: TExecutor, config: TConfig, user: { id: string; role: string | null }, now = new Date()): Promise<TChatter> {
  const row = await readChatter(db, user.id);
  const who = {
    isAdmin: user.role === 'admin',
    hasPremiumAccess: row ? hasPremiumAccess({ membershipTier: row.membershipTier as TMembershipTier, trialEndsAt: row.trialEndsAt, membershipExpiry: row.membershipExpiry }, now) : false,
  };
  return {
    userId: user.id,
    access: aiAccessOf(who, config.ai.forPremium),
    monthlyLimit: monthlyLimitOf(who, config.ai.monthlyMessages),
    language: row && isLanguage(row.language) ? row.language : null,
  };
}

/** Refuses the chat to those it is not open to yet (the Coming Soon text). */
export function assertMayChat(chatter: TChatter): void {
  if (!canChat(chatter.access)) throw new AppError('forbidden', AI_MESSAGES.comingSoon);
}

/** The allowance now: the row exists, its cycle is current (a passed end starts the count again). */
async function currentQuota(db: TExecutor, chatter: TChatter, now: Date): Promise<TQuotaState> {
  await ensureQuotaRow(db, chatter.userId);
  // Two rounds at most: a parallel roll that won makes ours a no-op, and the re-read is current.
  for (let round = 0; round < 2; round++) {
    const stored = await readQuota(db, chatter.userId);
    if (!stored) break;
    const state = { ...stored, monthlyLimit: chatter.monthlyLimit };
    const next = nextCycle(state, now);
    if (!next) return state;
    if (await applyCycle(db, chatter.userId, stored, next)) return { ...state, ...next };
  }
  const stored = await readQuota(db, chatter.userId);
  return { monthlyLimit: chatter.monthlyLimit, additionalMessages: stored?.additionalMessages ?? 0, used: stored?.used ?? 0, cycleEndsAt: stored?.cycleEndsAt ?? null };
}

export async function getUsage(db: TExecutor, chatter: TChatter, now = new Date()): Promise<TAiUsage> {
  return usageOf(chatter.access, await currentQuota(db, chatter, now));
}

/** Takes one message before any provider is asked; 402 "Monthly quota reached." when none is left. */
export async function reserveChatMessage(db: TExecutor, chatter: TChatter, now = new Date()): Promise<void> {
  await currentQuota(db, chatter, now);
  const reserved = await reserveMessage(db, chatter.userId, chatter.monthlyLimit);
  if (!reserved) throw new AppError('quota_exhausted', AI_MESSAGES.quotaReached);
}

/** Gives back the message of an answer that failed. */
export async function releaseChatMessage(db: TExecutor, chatter: TChatter): Promise<void> {
  await releaseMessage(db, chatter.userId);
}

export async function usageAfter(db: TExecutor, chatter: TChatter): Promise<TAiUsage> {
  const stored = await readQuota(db, chatter.userId);
  return usageOf(chatter.access, { monthlyLimit: chatter.monthlyLimit, additionalMessages: stored?.additionalMessages ?? 0, used: stored?.used ?? 0, cycleEndsAt: stored?.cycleEndsAt ?? null });
}
