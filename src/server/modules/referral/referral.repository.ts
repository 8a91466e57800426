import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { userProfiles } from '../../db/schema/index.js';

export async function findUserIdByReferralCode(db: TDb, code: string): Promise<string | null> {
  const rows = await db.select({ userId: userProfiles.userId }).from(userProfiles).where(eq(userProfiles.referralCode, code)).limit(1);
  return rows[0]?.userId ?? null;
}
