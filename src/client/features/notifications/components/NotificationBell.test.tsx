import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import type { TNotification } from '@shared/notifications/notifications.schema';
import { renderWithRouter, stubFetch } from '../../../app/test-utils';
import { FakeWebSocket } from '../../../lib/realtime.fake';
import { NotificationBell } from './NotificationBell';
import { withLiveSocket } from '../../../lib/realtime.test-support';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function makeNotification(overrides: Partial<TNotification> = {}): TNotification {
  return {
    id: 'n1',
    message: 'Goal achieved: 10 calls',
    type: 'achievement',
    link: null,
    isRead: false,
    announcementId: null,
    createdAt: minutesAgo(5),
    ...overrides,
  };
}

const pageOf = (items: TNotification[]) => ({ items, total: items.length, page: 1, pageSize: 20 });

/** A live answer for `stubFetch`, computed when the request arrives (its type only admits failures). */
const live = (body: () => unknown) => () => Promise.resolve(Response.json(body())) as Promise<never>;

function renderBell(answers: Parameters<typeof stubFetch>[0]) {
  const fetchMock = stubFetch(answers);
  const utils = renderWithRouter(<NotificationBell />, { url: '/goals' });
  return { fetchMock, ...utils };
}

/** The server pushes an event over the shared socket. */
function push(type: string, data: unknown) {
  act(() => FakeWebSocket.last.push(type, data));
}

const calls = (fetchMock: ReturnType<typeof stubFetch>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([input, init]) => (init?.method ?? 'GET') === method && new URL(String(input), 'http://localhost').pathname === path);

withLiveSocket(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

describe('NotificationBell', () => {
  it('shows the red dot only while something is unread, following live events', async () => {
    const { fetchMock } = renderBell({ 'GET /api/notifications/unread-count': { body: { count: 0 } } });
    await waitFor(() => expect(calls(fetchMock, 'GET', '/api/notifications/unread-count')).toHaveLength(1));
    expect(screen.queryByTestId('notification-dot')).not.toBeInTheDocument();

    push('notification.created', makeNotification({ id: 'live' }));
    expect(await screen.findByTestId('notification-dot')).toBeInTheDocument();

    push('notification.updated', makeNotification({ id: 'live', isRead: true }));
    await waitFor(() => expect(screen.queryByTestId('notification-dot')).not.toBeInTheDocument());
    expect(calls(fetchMock, 'GET', '/api/notifications/unread-count')).toHaveLength(1);
  });

  it('lists at most 20, newest first, also after a live insert', async () => {
    const twenty = Array.from({ length: 20 }, (_, i) => makeNotification({ id: `n${i}`, message: `Old ${i}`, createdAt: minutesAgo(10 + i) }));
    const { fetchMock } = renderBell({
      'GET /api/notifications/unread-count': { body: { count: 20 } },
      'GET /api/notifications': { body: pageOf(twenty) },
    });
    await userEvent.click(screen.getByTestId('notification-bell'));
    const panel = await screen.findByTestId('notification-panel');
    await waitFor(() => expect(within(panel).getAllByTestId('notification-item')).toHaveLength(20));
    expect(calls(fetchMock, 'GET', '/api/notifications')[0][0]).toContain('pageSize=20');

    push('notification.created', makeNotification({ id: 'fresh', message: 'Brand new', createdAt: minutesAgo(0) }));
    await waitFor(() => expect(within(panel).getAllByTestId('notification-item')[0]).toHaveTextContent('Brand new'));
    const items = within(panel).getAllByTestId('notification-item');
    expect(items).toHaveLength(20);
    expect(panel).not.toHaveTextContent('Old 19');
    expect(calls(fetchMock, 'GET', '/api/notifications')).toHaveLength(1);
  });

  it('marks an item read and follows its link on click', async () => {
    const withLink = makeNotification({ id: 'n7', link: '/dashboard' });
    const { fetchMock } = renderBell({
      'GET /api/notifications/unread-count': { body: { count: 1 } },
      'GET /api/notifications': { body: pageOf([withLink]) },
      'PATCH /api/notifications/n7': { body: { ...withLink, isRead: true } },
    });
    await userEvent.click(screen.getByTestId('notification-bell'));
    await userEvent.click(await screen.findByText('Goal achieved: 10 calls'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    await waitFor(() => expect(calls(fetchMock, 'PATCH', '/api/notifications/n7')).toHaveLength(1));
    expect(JSON.parse(String(calls(fetchMock, 'PATCH', '/api/notifications/n7')[0][1]?.body))).toEqual({ isRead: true });
  });

  it('offers delete on read items only, and clears all read ones', async () => {
    let stored = [makeNotification({ id: 'u1', message: 'Unread one' }), makeNotification({ id: 'r1', message: 'Read one', isRead: true, createdAt: minutesAgo(50) })];
    const { fetchMock } = renderBell({
      'GET /api/notifications/unread-count': { body: { count: 1 } },
      'GET /api/notifications': live(() => pageOf(stored)),
      'POST /api/notifications/clear-read': live(() => {
        stored = stored.filter((item) => !item.isRead);
        return { deleted: 1 };
      }),
    });
    await userEvent.click(screen.getByTestId('notification-bell'));
    const [unread, read] = await screen.findAllByTestId('notification-item');
    expect(within(unread).queryByTestId('notification-delete')).not.toBeInTheDocument();
    expect(within(unread).getByTestId('notification-mark-read')).toBeInTheDocument();
    expect(within(read).getByTestId('notification-delete')).toBeInTheDocument();

    await userEvent.click(screen.getByTestId('notifications-clear-read'));
    await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(1));
    expect(calls(fetchMock, 'POST', '/api/notifications/clear-read')).toHaveLength(1);
  });

  it('says so in a toast when a request fails', async () => {
    const error = vi.spyOn(toast, 'error');
    renderBell({
      'GET /api/notifications/unread-count': { body: { count: 1 } },
      'GET /api/notifications': { body: pageOf([makeNotification()]) },
      'POST /api/notifications/mark-all-read': { status: 500, body: { error: { code: 'internal', message: 'boom' } } },
    });
    await userEvent.click(screen.getByTestId('notification-bell'));
    await screen.findByTestId('notification-item');
    await userEvent.click(screen.getByTestId('notifications-mark-all'));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to mark all notifications as read'));
  });

  it('shows the fetch error toast when the list cannot be loaded', async () => {
    const error = vi.spyOn(toast, 'error');
    renderBell({
      'GET /api/notifications/unread-count': { body: { count: 0 } },
      'GET /api/notifications': { status: 500, body: { error: { code: 'internal', message: 'boom' } } },
    });
    await userEvent.click(screen.getByTestId('notification-bell'));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to fetch notifications', expect.anything()));
  });
});
