import { eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.js';
import { userProfiles } from '../../db/schema/index.js';
import type { TLanguage } from '../../../shared/common/languages.js';

/** The seller's zone (periods are her calendar days) and language (the file's texts). */
export async function reportOwnerSettings(db: TExecutor, userId: string): Promise<{ timeZone: string; language: TLanguage }> {
  const rows = await db
    .select({ timeZone: userProfiles.timeZone, language: sql<TLanguage>`${userProfiles.language}` })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId))
    .limit(1);
  return rows[0] ?? { timeZone: 'UTC', language: 'en' };
}
