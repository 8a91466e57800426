import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TAnnouncement } from '@shared/announcements/announcements.schema';
import { renderWithRouter, stubFetch } from '../../../app/test-utils';
import { FakeWebSocket } from '../../../lib/realtime.fake';
import { AnnouncementChecker } from './AnnouncementChecker';
import { withLiveSocket } from '../../../lib/realtime.test-support';

function makeAnnouncement(overrides: Partial<TAnnouncement> = {}): TAnnouncement {
  return {
    id: 'a1',
    title: 'New reports are here',
    content: '<p>Try the <strong>new reports</strong>.</p>',
    targetAudience: 'all_users',
    createdAt: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}

/** A live answer for `stubFetch`, computed when the request arrives (its type only admits failures). */
const live = (body: () => unknown) => () => Promise.resolve(Response.json(body())) as Promise<never>;

const requests = (fetchMock: ReturnType<typeof stubFetch>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([input, init]) => (init?.method ?? 'GET') === method && String(input) === path);

/** The first check waits about a second after the shell mounts. */
const AFTER_DELAY = { timeout: 10_000 };

withLiveSocket();

describe('AnnouncementChecker', () => {
  it('checks about a second after sign-in and shows unread ones one at a time', async () => {
    let unread = [
      makeAnnouncement(),
      makeAnnouncement({ id: 'a2', title: 'Maintenance tonight', content: '<p>Short downtime.</p><img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">click</a>' }),
    ];
    const fetchMock = stubFetch({
      'GET /api/announcements/unread': live(() => unread),
      'POST /api/announcements/a1/read': { status: 204 },
      'POST /api/announcements/a2/read': { status: 204 },
    });
    renderWithRouter(<AnnouncementChecker />, { url: '/goals' });
    expect(requests(fetchMock, 'GET', '/api/announcements/unread')).toHaveLength(0);

    const modal = await screen.findByTestId('announcement-modal', undefined, AFTER_DELAY);
    expect(modal).toHaveTextContent('New reports are here');
    expect(modal).toHaveTextContent('Posted on March 5, 2026');
    expect(screen.getByTestId('announcement-content').innerHTML).toBe('<p>Try the <strong>new reports</strong>.</p>');

    unread = unread.slice(1);
    await userEvent.click(screen.getByTestId('announcement-read'));
    await waitFor(() => expect(screen.getByTestId('announcement-modal')).toHaveTextContent('Maintenance tonight'));
    expect(requests(fetchMock, 'POST', '/api/announcements/a1/read')).toHaveLength(1);
    const content = screen.getByTestId('announcement-content');
    expect(content.innerHTML).toBe('<p>Short downtime.</p><a>click</a>');
    expect(content.querySelector('script, img, [onerror]')).toBeNull();

    await userEvent.click(screen.getByTestId('announcement-read'));
    await waitFor(() => expect(screen.queryByTestId('announcement-modal')).not.toBeInTheDocument());
    expect(requests(fetchMock, 'POST', '/api/announcements/a2/read')).toHaveLength(1);
  });

  it('checks again when an announcement arrives live', async () => {
    let unread: TAnnouncement[] = [];
    const fetchMock = stubFetch({ 'GET /api/announcements/unread': live(() => unread) });
    renderWithRouter(<AnnouncementChecker />, { url: '/goals' });
    await waitFor(() => expect(requests(fetchMock, 'GET', '/api/announcements/unread')).toHaveLength(1), AFTER_DELAY);
    expect(screen.queryByTestId('announcement-modal')).not.toBeInTheDocument();

    unread = [makeAnnouncement({ id: 'a9', title: 'Premium webinar' })];
    act(() => FakeWebSocket.last.push('announcement.created', { id: 'a9', title: 'Premium webinar', targetAudience: 'premium_users' }));
    expect(await screen.findByTestId('announcement-modal')).toHaveTextContent('Premium webinar');
    expect(requests(fetchMock, 'GET', '/api/announcements/unread')).toHaveLength(2);
  });
});
