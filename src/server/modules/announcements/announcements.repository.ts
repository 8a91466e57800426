import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.js';
import { announcementReads, announcements, notifications, userProfiles } from '../../db/schema/index.js';
import { premiumAccessSql } from '../limits/membership.sql.js';
import type { TAnnouncement, TAnnouncementAudience } from '../../../shared/announcements/announcements.schema.js';

export type TAnnouncementRow = typeof announcements.$inferSelect;

export function toAnnouncement(row: TAnnouncementRow): TAnnouncement {
  return { id: row.id, title: row.title, content: row.content, targetAudience: row.targetAudience as TAnnouncementAudience, createdAt: row.createdAt.toISOString() };
}

/** SQL condition on user_profiles for an audience; premium access includes a running trial. */
export function audienceCondition(audience: TAnnouncementAudience) {
  const premium = premiumAccessSql(sql`${userProfiles}`, new Date());
  if (audience === 'premium_users') return premium;
  // Free users: everyone without premium access (an ended trial or subscription included).
  if (audience === 'free_users') return sql`not ${premium}`;
  return sql`true`;
}

export async function insertAnnouncement(db: TExecutor, values: typeof announcements.$inferInsert) {
  const [row] = await db.insert(announcements).values(values).returning();
  return row;
}

/**
 * One notification per member of the audience, linked to the announcement, in one statement, each
 * in its reader's language: `templates` maps a language to its text with `{{title}}` left in.
 */
export async function notifyAudience(db: TExecutor, announcement: TAnnouncementRow, templates: Record<string, string>): Promise<void> {
  const json = JSON.stringify(templates);
  await db.execute(sql`
    insert into ${notifications} (user_id, message, type, link, announcement_id)
    select ${userProfiles.userId},
      replace(coalesce(${json}::jsonb ->> ${userProfiles.language}, ${json}::jsonb ->> 'en'), '{{title}}', ${announcement.title}),
      'new_feature', null, ${announcement.id}::uuid
    from ${userProfiles} where ${audienceCondition(announcement.targetAudience as TAnnouncementAudience)}`);
}

export async function listAnnouncements(db: TExecutor, limit: number) {
  return db.select().from(announcements).orderBy(desc(announcements.createdAt)).limit(limit);
}

export async function findAnnouncement(db: TExecutor, id: string) {
  const rows = await db.select().from(announcements).where(eq(announcements.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function updateAnnouncementRow(db: TExecutor, id: string, values: Partial<typeof announcements.$inferInsert>) {
  const rows = await db.update(announcements).set({ ...values, updatedAt: new Date() }).where(eq(announcements.id, id)).returning();
  return rows[0] ?? null;
}

export async function deleteAnnouncementRow(db: TExecutor, id: string): Promise<boolean> {
  return (await db.delete(announcements).where(eq(announcements.id, id)).returning({ id: announcements.id })).length > 0;
}

/** The newest announcements (at most `limit`) the user has not read yet. */
export async function listUnreadFor(db: TExecutor, userId: string, limit: number) {
  return db
    .select({ a: announcements })
    .from(announcements)
    .leftJoin(announcementReads, and(eq(announcementReads.announcementId, announcements.id), eq(announcementReads.userId, userId)))
    .where(isNull(announcementReads.userId))
    .orderBy(desc(announcements.createdAt))
    .limit(limit);
}

/** The newest announcements (at most `limit`), each with whether the user has read it. */
export async function listWithReadFor(db: TExecutor, userId: string, limit: number) {
  return db
    .select({ a: announcements, readAt: announcementReads.readAt })
    .from(announcements)
    .leftJoin(announcementReads, and(eq(announcementReads.announcementId, announcements.id), eq(announcementReads.userId, userId)))
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(limit);
}

export async function insertRead(db: TExecutor, announcementId: string, userId: string): Promise<void> {
  await db.insert(announcementReads).values({ announcementId, userId }).onConflictDoNothing();
  await db
    .update(userProfiles)
    .set({ readAnnouncementIds: sql`array_append(array_remove(${userProfiles.readAnnouncementIds}, ${announcementId}), ${announcementId})` })
    .where(eq(userProfiles.userId, userId));
}
