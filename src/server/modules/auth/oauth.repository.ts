import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { account } from '../../db/schema/index.js';

/** The ID token a provider gave at the user's newest provider sign-in, if any. */
export async function findProviderIdToken(db: TDb, userId: string, providerId: string): Promise<string | null> {
  const rows = await db
    .select({ idToken: account.idToken })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, providerId), isNotNull(account.idToken)))
    .orderBy(desc(account.createdAt))
    .limit(1);
  return rows[0]?.idToken ?? null;
}
