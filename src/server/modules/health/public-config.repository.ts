import { and, eq, inArray } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { account, user } from '../../db/schema/index.js';

/** The password hashes of the email+password accounts of these addresses. */
export async function findPasswordHashes(db: TDb, emails: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ email: user.email, hash: account.password })
    .from(user)
    .innerJoin(account, and(eq(account.userId, user.id), eq(account.providerId, 'credential')))
    .where(inArray(user.email, emails));
  return new Map(rows.filter((r) => r.hash).map((r) => [r.email, r.hash as string]));
}
