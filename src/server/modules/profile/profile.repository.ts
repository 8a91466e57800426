import { and, eq, ne, sql } from 'drizzle-orm';
import type { TDb, TExecutor } from '../../db/client.js';
import { rateLimit, user, userProfiles } from '../../db/schema/index.js';

export type TProfileRow = typeof userProfiles.$inferSelect;
export type TProfileInsert = typeof userProfiles.$inferInsert;
export type TAccountRow = Pick<typeof user.$inferSelect, 'role' | 'banned' | 'banReason' | 'banExpires' | 'emailVerified' | 'twoFactorEnabled'>;

export async function findProfileWithAccount(db: TDb, userId: string): Promise<{ profile: TProfileRow; account: TAccountRow } | null> {
  const rows = await db
    .select({
      profile: userProfiles,
      account: {
        role: user.role,
        banned: user.banned,
        banReason: user.banReason,
        banExpires: user.banExpires,
        emailVerified: user.emailVerified,
        twoFactorEnabled: user.twoFactorEnabled,
      },
    })
    .from(userProfiles)
    .innerJoin(user, eq(user.id, userProfiles.userId))
    .where(eq(userProfiles.userId, userId))
    .limit(1);
  return rows[0] ?? null;
}

/** Inserts unless the user already has a profile; true when this call created it. */
export async function insertProfileIfMissing(db: TDb, values: TProfileInsert): Promise<boolean> {
  const rows = await db.insert(userProfiles).values(values).onConflictDoNothing({ target: userProfiles.userId }).returning({ userId: userProfiles.userId });
  return rows.length > 0;
}

export async function updateProfileRow(db: TExecutor, userId: string, values: Partial<TProfileInsert>): Promise<void> {
  await db.update(userProfiles).set({ ...values, updatedAt: new Date() }).where(eq(userProfiles.userId, userId));
}

export async function incrementSignInCount(db: TDb, userId: string): Promise<void> {
  await db.update(userProfiles).set({ signInCount: sql`${userProfiles.signInCount} + 1` }).where(eq(userProfiles.userId, userId));
}

export async function updateProfileEmail(db: TDb, userId: string, email: string): Promise<void> {
  await db
    .update(userProfiles)
    .set({ email, updatedAt: new Date() })
    .where(and(eq(userProfiles.userId, userId), ne(userProfiles.email, email)));
}

/**
 * Claims one use of a per-account action in better-auth's database-backed rate-limit table (the
 * one its own limits use, so it holds across instances): true when the last use is older than
 * `windowMs` or there is none. One statement, so two parallel requests cannot both pass.
 * better-auth sweeps rows older than its longest configured window, which must be >= `windowMs`.
 */
export async function claimActionSlot(db: TDb, key: string, windowMs: number, now = Date.now()): Promise<boolean> {
  const rows = await db
    .insert(rateLimit)
    .values({ id: key, key, count: 1, lastRequest: now })
    .onConflictDoUpdate({ target: rateLimit.key, set: { count: 1, lastRequest: now }, setWhere: sql`${rateLimit.lastRequest} <= ${now - windowMs}` })
    .returning({ key: rateLimit.key });
  return rows.length > 0;
}

/** When the action of `key` was last claimed (epoch ms), if ever. */
export async function lastActionAt(db: TDb, key: string): Promise<number | null> {
  const rows = await db.select({ lastRequest: rateLimit.lastRequest }).from(rateLimit).where(eq(rateLimit.key, key)).limit(1);
  return rows[0]?.lastRequest ?? null;
}

/** The language the user reads the server's texts in (emails, notifications); null without a profile. */
export async function findProfileLanguage(db: TExecutor, userId: string): Promise<string | null> {
  const rows = await db.select({ language: userProfiles.language }).from(userProfiles).where(eq(userProfiles.userId, userId)).limit(1);
  return rows[0]?.language ?? null;
}
