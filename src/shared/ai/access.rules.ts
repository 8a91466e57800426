import type { TAiAccess } from './chat.schema.js';

/** Who may chat (spec 01 §6): admins always; users with premium access when AI_FOR_PREMIUM is on. */
export function aiAccessOf(user: { isAdmin: boolean; hasPremiumAccess: boolean }, aiForPremium: boolean): TAiAccess {
  if (user.isAdmin) return 'admin';
  if (aiForPremium && user.hasPremiumAccess) return 'premium';
  return 'coming_soon';
}

export const canChat = (access: TAiAccess): boolean => access !== 'coming_soon';

/**
 * The monthly allowance: admins and premium access get AI_MONTHLY_MESSAGES, free users none (a
 * bought pack still counts as additional messages).
 */
export function monthlyLimitOf(user: { isAdmin: boolean; hasPremiumAccess: boolean }, monthlyMessages: number): number {
  return user.isAdmin || user.hasPremiumAccess ? monthlyMessages : 0;
}
