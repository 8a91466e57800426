import { and, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.js';
import { contacts, prospects, tasks, teamMembers, userProfiles } from '../../db/schema/index.js';
import type { TLanguage } from '../../../shared/profile/profile.schema.js';

const PEOPLE = { prospect: prospects, contact: contacts, teamMember: teamMembers } as const;
export type TPersonKind = keyof typeof PEOPLE;

/** Whether the person exists and is the owner's: a task never points at another account's records. */
export async function ownsPerson(db: TExecutor, userId: string, kind: TPersonKind, id: string): Promise<boolean> {
  const table = PEOPLE[kind];
  const rows = await db.select({ id: table.id }).from(table).where(and(eq(table.userId, userId), eq(table.id, id))).limit(1);
  return rows.length > 0;
}

/** Whether the task is the owner's; with `lock`, it stays locked until the transaction ends. */
export async function ownsTask(db: TExecutor, userId: string, id: string, options: { lock?: boolean } = {}): Promise<boolean> {
  const query = db.select({ id: tasks.id }).from(tasks).where(and(eq(tasks.userId, userId), eq(tasks.id, id))).limit(1);
  const rows = options.lock ? await query.for('update') : await query;
  return rows.length > 0;
}

/** The owner's time zone (recurrence) and language (texts the server writes into their data). */
export async function ownerSettings(db: TExecutor, userId: string): Promise<{ timeZone: string; language: TLanguage }> {
  const rows = await db
    .select({ timeZone: userProfiles.timeZone, language: sql<TLanguage>`${userProfiles.language}` })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId))
    .limit(1);
  return rows[0] ?? { timeZone: 'UTC', language: 'en' };
}
