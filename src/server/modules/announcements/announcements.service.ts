import { LANGUAGES } from '../../../shared/common/languages.js';
import { translatorFor } from '../../lib/i18n.js';
import type { TDb } from '../../db/client.js';
import { SETTINGS_DEFAULTS } from '../../../shared/common/settings.js';
import { audienceIncludes, type TAnnouncementAudience, type TUserAnnouncement } from '../../../shared/announcements/announcements.schema.js';
import type * as z from 'zod';
import type { ZAnnouncementCreate, ZAnnouncementUpdate } from '../../../shared/announcements/announcements.schema.js';
import { notFound } from '../../lib/app-error.js';
import { sanitizeAnnouncementHtml } from '../../lib/sanitize.js';
import type { TRealtime } from '../../plugins/realtime.js';
import { getMyProfile } from '../profile/profile.service.js';
import { markReadByAnnouncement, toNotification } from '../notifications/notifications.repository.js';
import {
  deleteAnnouncementRow,
  findAnnouncement,
  insertAnnouncement,
  insertRead,
  listAnnouncements,
  listUnreadFor,
  listWithReadFor,
  notifyAudience,
  toAnnouncement,
  updateAnnouncementRow,
} from './announcements.repository.js';

type TCreate = z.infer<typeof ZAnnouncementCreate>;

/** "New announcement: {{title}}" in each language, the title left for the statement to fill per reader. */
const announcementTemplates = () =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, translatorFor(lang, 'notifications')('announcement', { title: '{{title}}' })]));
type TUpdate = z.infer<typeof ZAnnouncementUpdate>;

/** Saves the announcement (sanitized), notifies its audience in the same transaction, then pushes it live. */
export async function createAnnouncement(db: TDb, realtime: TRealtime, authorId: string, input: TCreate) {
  const row = await db.transaction(async (tx) => {
    const created = await insertAnnouncement(tx, { ...input, content: sanitizeAnnouncementHtml(input.content), authorId });
    await notifyAudience(tx, created, announcementTemplates());
    return created;
  });
  const audience = row.targetAudience as TAnnouncementAudience;
  await realtime.publish({ to: { audience }, type: 'announcement.created', data: { id: row.id, title: row.title, targetAudience: audience } });
  return toAnnouncement(row);
}

export async function listAllAnnouncements(db: TDb) {
  return (await listAnnouncements(db, 200)).map(toAnnouncement);
}

export async function updateAnnouncement(db: TDb, id: string, input: TUpdate) {
  const row = await updateAnnouncementRow(db, id, { ...input, ...(input.content !== undefined && { content: sanitizeAnnouncementHtml(input.content) }) });
  if (!row) throw notFound('Announcement');
  return toAnnouncement(row);
}

export async function deleteAnnouncement(db: TDb, id: string): Promise<void> {
  if (!(await deleteAnnouncementRow(db, id))) throw notFound('Announcement');
}

/** The user's unread announcements for their audience, newest first, sanitized again on the way out. */
export async function unreadAnnouncements(db: TDb, account: { id: string; email: string }) {
  const profile = await getMyProfile(db, account);
  const rows = await listUnreadFor(db, account.id, SETTINGS_DEFAULTS.announcementsFetched);
  return rows
    .map((r) => r.a)
    .filter((a) => audienceIncludes(a.targetAudience as TAnnouncementAudience, profile))
    .map((a) => ({ ...toAnnouncement(a), content: sanitizeAnnouncementHtml(a.content) }));
}

/** The user's announcements for their audience, read and unread, newest first (the messages page). */
export async function myAnnouncements(db: TDb, account: { id: string; email: string }): Promise<TUserAnnouncement[]> {
  const profile = await getMyProfile(db, account);
  const rows = await listWithReadFor(db, account.id, SETTINGS_DEFAULTS.announcementsFetched);
  return rows
    .filter(({ a }) => audienceIncludes(a.targetAudience as TAnnouncementAudience, profile))
    .map(({ a, readAt }) => ({ ...toAnnouncement(a), content: sanitizeAnnouncementHtml(a.content), isRead: readAt !== null }));
}

/** Read row, the profile's read list, and the linked notifications, together (spec 01 §4.4). */
export async function markAnnouncementRead(db: TDb, realtime: TRealtime, account: { id: string; email: string }, id: string): Promise<void> {
  const announcement = await findAnnouncement(db, id);
  const profile = await getMyProfile(db, account);
  if (!announcement || !audienceIncludes(announcement.targetAudience as TAnnouncementAudience, profile)) throw notFound('Announcement');
  const updated = await db.transaction(async (tx) => {
    await insertRead(tx, id, account.id);
    return markReadByAnnouncement(tx, account.id, id);
  });
  for (const row of updated) await realtime.publish({ to: { userIds: [account.id] }, type: 'notification.updated', data: toNotification(row) });
}
