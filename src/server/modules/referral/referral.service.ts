import { randomInt } from 'node:crypto';
import type { TDb } from '../../db/client.js';
import { REFERRAL_CODE_PATTERN } from '../../../shared/auth/auth.schema.js';
import { SETTINGS_DEFAULTS } from '../../../shared/common/settings.js';
import { findUserIdByReferralCode } from './referral.repository.js';

/** No 0/O or 1/I: codes get read aloud and typed from screenshots. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function generateReferralCode(): string {
  let code = '';
  for (let i = 0; i < SETTINGS_DEFAULTS.referralCodeLength; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** The referrer's user id for a code, or null when the code is malformed or unknown. */
export async function resolveReferralCode(db: TDb, code: string | undefined | null): Promise<string | null> {
  const normalized = code?.trim().toUpperCase();
  if (!normalized || !REFERRAL_CODE_PATTERN.test(normalized)) return null;
  return findUserIdByReferralCode(db, normalized);
}
