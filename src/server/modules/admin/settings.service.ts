import { eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { appSettings } from '../../db/schema/index.js';
import type { TRealtime } from '../../plugins/realtime.js';
import {
  DEFAULT_MAINTENANCE_MESSAGE,
  DEFAULT_SECURITY_THRESHOLDS,
  MAINTENANCE_CHANGED_EVENT,
  type TAppSettings,
  type TAppSettingsUpdate,
  type TMaintenanceState,
} from '../../../shared/admin/settings.schema.js';

const DEFAULTS: TAppSettings = { maintenanceMode: false, maintenanceMessage: '', ...DEFAULT_SECURITY_THRESHOLDS, updatedAt: null };

/** The settings row, or the defaults while no admin has saved any. */
export async function readSettings(db: TDb): Promise<TAppSettings> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.id, 1));
  if (!row) return DEFAULTS;
  const { id: _id, updatedBy: _by, updatedAt, ...values } = row;
  return { ...values, updatedAt: updatedAt.toISOString() };
}

/** What a user is told while maintenance mode is on: the admin's message, or ours when none. */
export function maintenanceStateOf(settings: Pick<TAppSettings, 'maintenanceMode' | 'maintenanceMessage'>): TMaintenanceState {
  return { maintenanceMode: settings.maintenanceMode, maintenanceMessage: settings.maintenanceMessage.trim() || DEFAULT_MAINTENANCE_MESSAGE };
}

/** Saves the fields sent; every open page hears of a maintenance change at once. */
export async function updateSettings(deps: { db: TDb; realtime: TRealtime }, actorId: string, input: TAppSettingsUpdate): Promise<TAppSettings> {
  const before = await readSettings(deps.db);
  await deps.db
    .insert(appSettings)
    .values({ id: 1, ...input, updatedBy: actorId })
    .onConflictDoUpdate({ target: appSettings.id, set: { ...input, updatedBy: actorId, updatedAt: sql`now()` } });
  const after = await readSettings(deps.db);
  if (before.maintenanceMode !== after.maintenanceMode || before.maintenanceMessage !== after.maintenanceMessage) {
    await deps.realtime.publish({ to: { everyone: true }, type: MAINTENANCE_CHANGED_EVENT, data: maintenanceStateOf(after) });
  }
  return after;
}
