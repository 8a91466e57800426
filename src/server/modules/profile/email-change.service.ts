import { EMAIL_CHANGE_INTERVAL_SECONDS } from '../../../shared/profile/profile.rules.js';
import type { TDb } from '../../db/client.js';
import { claimActionSlot, lastActionAt } from './profile.repository.js';

export const EMAIL_CHANGE_RATE_LIMITED_MESSAGE = 'You can change your email about once an hour. Please try again later.';

const keyOf = (userId: string) => `email-change:${userId}`;

/**
 * Takes the account's one email change request of the hour (spec 01 §8), counted per account in
 * the database so it holds across instances and devices. Answers how long to wait when taken.
 */
export async function claimEmailChange(db: TDb, userId: string, now = Date.now()): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }> {
  const windowMs = EMAIL_CHANGE_INTERVAL_SECONDS * 1000;
  if (await claimActionSlot(db, keyOf(userId), windowMs, now)) return { ok: true };
  const last = (await lastActionAt(db, keyOf(userId))) ?? now;
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((last + windowMs - now) / 1000)) };
}
