import { describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALERTS_CHANGED_EVENT, type TSystemAlert } from '@shared/alerts/alerts.schema';
import { renderWithRouter, stubFetch } from '../../../app/test-utils';
import { realtime } from '../../../lib/realtime';
import { FakeWebSocket } from '../../../lib/realtime.fake';
import { DISMISSED_ALERTS_STORAGE_KEY } from './dismissed-alerts';
import { SystemAlertBanners } from './SystemAlertBanners';
import { withLiveSocket } from '../../../lib/realtime.test-support';

function makeAlert(overrides: Partial<TSystemAlert> = {}): TSystemAlert {
  return {
    id: 'al1',
    content: 'Reports are slow today.',
    type: 'info',
    active: true,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** A live answer for `stubFetch`, computed when the request arrives. */
const live = (body: () => unknown) => () => Promise.resolve(Response.json(body())) as Promise<never>;

const alertRequests = (fetchMock: ReturnType<typeof stubFetch>) => fetchMock.mock.calls.filter(([input]) => String(input) === '/api/alerts').length;

const render = () => renderWithRouter(<SystemAlertBanners />, { url: '/goals' });

withLiveSocket(() => {
  localStorage.clear();
});

describe('SystemAlertBanners', () => {
  it('shows one banner per active alert, newest first, each with its type in words', async () => {
    stubFetch({
      'GET /api/alerts': {
        body: [
          makeAlert({ id: 'c', type: 'critical', content: 'Payments are down.' }),
          makeAlert({ id: 'w', type: 'warning', content: 'Imports are delayed.' }),
          makeAlert({ id: 'i', type: 'info', content: 'New reports are here.' }),
        ],
      },
    });
    render();
    await screen.findByTestId('system-alerts');
    const banners = screen.getAllByTestId('system-alert');
    expect(banners.map((banner) => banner.textContent)).toEqual(['Critical: Payments are down.', 'Warning: Imports are delayed.', 'Info: New reports are here.']);
    // Critical alerts interrupt a screen reader; the others wait their turn.
    expect(banners.map((banner) => banner.getAttribute('role'))).toEqual(['alert', 'status', 'status']);
    expect(banners.map((banner) => banner.dataset.type)).toEqual(['critical', 'warning', 'info']);
    expect(screen.getByRole('region', { name: 'System alerts' })).toBeInTheDocument();
  });

  it('renders nothing without active alerts, or when they cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchMock = stubFetch({ 'GET /api/alerts': { body: [] } });
    const { container } = render();
    await waitFor(() => expect(alertRequests(fetchMock)).toBe(1));
    expect(container.querySelector('[data-testid="system-alerts"]')).toBeNull();

    cleanup();
    stubFetch({ 'GET /api/alerts': { status: 500, body: { error: { code: 'internal', message: 'boom' } } } });
    render();
    await waitFor(() => expect(warn).toHaveBeenCalledWith('System alerts failed to load', expect.anything()));
    expect(screen.queryByTestId('system-alerts')).not.toBeInTheDocument();
    warn.mockRestore();
  });

  it('remembers a dismissal in this browser until the alert is edited', async () => {
    let alerts = [makeAlert({ id: 'a', content: 'Scheduled downtime Sunday.' }), makeAlert({ id: 'b', type: 'warning', content: 'Slow imports.' })];
    stubFetch({ 'GET /api/alerts': live(() => alerts) });
    render();
    const first = (await screen.findAllByTestId('system-alert'))[0];
    await userEvent.click(within(first).getByRole('button', { name: 'Dismiss this alert' }));
    expect(screen.getAllByTestId('system-alert').map((banner) => banner.textContent)).toEqual(['Warning: Slow imports.']);
    expect(JSON.parse(localStorage.getItem(DISMISSED_ALERTS_STORAGE_KEY) ?? '[]')).toEqual(['a@2026-11-20T10:00:00.000Z']);

    // Another visit in the same browser: still dismissed.
    cleanup();
    render();
    await screen.findByText('Slow imports.');
    expect(screen.queryByText('Scheduled downtime Sunday.')).not.toBeInTheDocument();

    // The admin edits it: it shows again.
    cleanup();
    alerts = [makeAlert({ id: 'a', content: 'Downtime moved to Monday.', updatedAt: '2026-11-21T08:00:00.000Z' }), alerts[1]];
    render();
    expect(await screen.findByText('Downtime moved to Monday.')).toBeInTheDocument();
  });

  it('reloads when an admin changes an alert, without a page reload', async () => {
    let alerts: TSystemAlert[] = [];
    const fetchMock = stubFetch({ 'GET /api/alerts': live(() => alerts) });
    render();
    await waitFor(() => expect(alertRequests(fetchMock)).toBe(1));

    alerts = [makeAlert({ type: 'critical', content: 'Payments are down.' })];
    act(() => FakeWebSocket.last.push(ALERTS_CHANGED_EVENT, {}));
    expect(await screen.findByRole('alert')).toHaveTextContent('Critical: Payments are down.');

    alerts = [];
    act(() => FakeWebSocket.last.push(ALERTS_CHANGED_EVENT, {}));
    await waitFor(() => expect(screen.queryByTestId('system-alert')).not.toBeInTheDocument());
  });

  it('reloads when the window regains focus, and after the socket reconnects', async () => {
    const fetchMock = stubFetch({ 'GET /api/alerts': { body: [] } });
    render();
    await waitFor(() => expect(alertRequests(fetchMock)).toBe(1));

    act(() => window.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(alertRequests(fetchMock)).toBe(2));

    // The socket of this page's start (opened before the banners subscribed here), then a reconnect.
    const reconnect = () => {
      realtime.stop();
      realtime.start();
      act(() => FakeWebSocket.last.open());
    };
    reconnect();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(alertRequests(fetchMock)).toBe(2);
    reconnect();
    await waitFor(() => expect(alertRequests(fetchMock)).toBe(3));
  });
});
