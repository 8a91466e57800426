import { describe, expect, it } from 'vitest';
import type { TNotification } from '@shared/notifications/notifications.schema';
import { markAllRead, removeNotifications, upsertNotification, type TNotificationPage } from './notifications-list';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute)).toISOString();
const note = (id: string, minute: number, isRead = false): TNotification => ({
  id,
  message: `m${id}`,
  type: 'achievement',
  link: null,
  isRead,
  announcementId: null,
  createdAt: at(minute),
});
const page = (items: TNotification[]): TNotificationPage => ({ items, total: items.length, page: 1, pageSize: 20 });

describe('notification list cache', () => {
  it('inserts newest first and keeps at most 20', () => {
    const full = page(Array.from({ length: 20 }, (_, i) => note(`n${i}`, 40 - i)));
    const next = upsertNotification(full, note('new', 59));
    expect(next.items).toHaveLength(20);
    expect(next.items[0].id).toBe('new');
    expect(next.items.at(-1)?.id).toBe('n18');
    expect(next.total).toBe(21);
  });

  it('places a late-arriving older notification by its time, not at the top', () => {
    const next = upsertNotification(page([note('a', 30), note('b', 10)]), note('c', 20));
    expect(next.items.map((n) => n.id)).toEqual(['a', 'c', 'b']);
  });

  it('replaces a known notification without duplicating it', () => {
    const next = upsertNotification(page([note('a', 30), note('b', 10)]), note('b', 10, true));
    expect(next.items.map((n) => [n.id, n.isRead])).toEqual([
      ['a', false],
      ['b', true],
    ]);
    expect(next.total).toBe(2);
  });

  it('removes by id and marks everything read', () => {
    const start = page([note('a', 30), note('b', 10, true)]);
    expect(removeNotifications(start, ['b', 'zz']).items.map((n) => n.id)).toEqual(['a']);
    expect(markAllRead(start).items.every((n) => n.isRead)).toBe(true);
  });
});
