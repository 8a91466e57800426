import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { user } from '../../db/schema/index.js';

/**
 * better-auth answers a banned sign-in with a generic message; the person deserves the end date
 * and the reason (spec 01 §4.2), which only the account row knows.
 */
export async function banDetailsOf(db: TDb, body: unknown): Promise<{ bannedUntil: string | null; banReason: string | null; message: string } | null> {
  let email: unknown;
  try {
    email = typeof body === 'string' ? (JSON.parse(body) as { email?: unknown }).email : undefined;
  } catch {
    return null;
  }
  if (typeof email !== 'string') return null;
  const rows = await db
    .select({ banExpires: user.banExpires, banReason: user.banReason })
    .from(user)
    .where(eq(user.email, email.trim().toLowerCase()))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const bannedUntil = row.banExpires ? row.banExpires.toISOString() : null;
  const until = bannedUntil ? `until ${bannedUntil.slice(0, 10)}` : 'indefinitely';
  return { bannedUntil, banReason: row.banReason, message: `Your account is suspended ${until}. Reason: ${row.banReason ?? 'not given'}.` };
}
