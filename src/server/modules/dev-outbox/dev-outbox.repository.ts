import { desc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { devOutbox } from '../../db/schema/index.js';

export async function listOutbox(db: TDb, to: string, limit: number) {
  const rows = await db
    .select()
    .from(devOutbox)
    .where(eq(devOutbox.to, to.toLowerCase()))
    .orderBy(desc(devOutbox.createdAt))
    .limit(limit);
  return rows.map(({ id: _id, createdAt, ...mail }) => ({ ...mail, createdAt: createdAt.toISOString() }));
}
