import { desc, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { systemAlerts } from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import type { TRealtime } from '../../plugins/realtime.js';
import { ALERTS_CHANGED_EVENT, type TAlertCreate, type TAlertType, type TAlertUpdate, type TSystemAlert } from '../../../shared/alerts/alerts.schema.js';

interface TDeps {
  db: TDb;
  realtime: TRealtime;
}

const toAlert = (row: typeof systemAlerts.$inferSelect): TSystemAlert => ({
  id: row.id,
  content: row.content,
  type: row.type as TAlertType,
  active: row.active,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Every open page refetches its banners: alerts are few and the same for everyone. */
const announceChange = (realtime: TRealtime) => realtime.publish({ to: { everyone: true }, type: ALERTS_CHANGED_EVENT, data: {} });

export async function listActiveAlerts(db: TDb): Promise<TSystemAlert[]> {
  const rows = await db.select().from(systemAlerts).where(eq(systemAlerts.active, true)).orderBy(desc(systemAlerts.createdAt)).limit(20);
  return rows.map(toAlert);
}

export async function listAllAlerts(db: TDb): Promise<TSystemAlert[]> {
  const rows = await db.select().from(systemAlerts).orderBy(desc(systemAlerts.createdAt)).limit(500);
  return rows.map(toAlert);
}

export async function createAlert({ db, realtime }: TDeps, actorId: string, input: TAlertCreate): Promise<TSystemAlert> {
  const [row] = await db.insert(systemAlerts).values({ ...input, createdBy: actorId }).returning();
  await announceChange(realtime);
  return toAlert(row);
}

export async function updateAlert({ db, realtime }: TDeps, id: string, input: TAlertUpdate): Promise<TSystemAlert> {
  const [row] = await db
    .update(systemAlerts)
    .set({ ...input, updatedAt: sql`now()` })
    .where(eq(systemAlerts.id, id))
    .returning();
  if (!row) throw notFound('Alert');
  await announceChange(realtime);
  return toAlert(row);
}

export async function deleteAlert({ db, realtime }: TDeps, id: string): Promise<void> {
  const deleted = await db.delete(systemAlerts).where(eq(systemAlerts.id, id)).returning({ id: systemAlerts.id });
  if (deleted.length === 0) throw notFound('Alert');
  await announceChange(realtime);
}
