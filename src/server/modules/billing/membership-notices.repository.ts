import type { TExecutor } from '../../db/client.js';
import { membershipNotices } from '../../db/schema/index.js';

/** Records that `kind` was told about the end at `endsAt`; false when it was told already. */
export async function noticeOnce(db: TExecutor, userId: string, kind: string, endsAt: Date): Promise<boolean> {
  const rows = await db.insert(membershipNotices).values({ userId, kind, endsAt }).onConflictDoNothing().returning({ userId: membershipNotices.userId });
  return rows.length > 0;
}
