import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { user, userProfiles } from '../../db/schema/index.js';

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

export async function updateProfileRow(db: TDb, userId: string, values: Partial<TProfileInsert>): Promise<void> {
  await db.update(userProfiles).set({ ...values, updatedAt: new Date() }).where(eq(userProfiles.userId, userId));
}
