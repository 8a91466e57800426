import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { realtime } from '../../lib/realtime';
import { reportSessionLost } from '../../lib/session-expiry';
import { FakeWebSocket, installFakeWebSocket } from '../../lib/realtime.fake';
import { makeProfile, makeSession, renderWithRouter, stubFetch } from '../test-utils';
import { ProtectedRoute } from './ProtectedRoute';
import { banOfSessionEnd, SESSION_ENDED_EVENT } from './use-ban-enforcement';

/** The server's session, live: gone once `server.signedIn` is false. */
const server = { signedIn: true };
const liveSession = () => Promise.resolve(Response.json(server.signedIn ? makeSession() : null)) as Promise<never>;

function renderArea() {
  const fetchMock = stubFetch({
    'GET /api/auth/get-session': liveSession,
    'GET /api/me': { body: makeProfile() },
    'GET /api/maintenance': { body: { maintenanceMode: false, maintenanceMessage: '' } },
    'POST /api/auth/sign-out': { body: { success: true } },
  });
  renderWithRouter(
    <ProtectedRoute>
      <p>secret area</p>
    </ProtectedRoute>,
    { url: '/goals', path: '/goals' },
  );
  return fetchMock;
}

beforeEach(() => {
  server.signedIn = true;
  installFakeWebSocket();
  realtime.start();
  FakeWebSocket.last.open();
});

afterEach(() => {
  realtime.stop();
  realtime.onUnauthorized = undefined;
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('banOfSessionEnd', () => {
  it('reads the end and reason of a ban, and nothing of another end', () => {
    expect(banOfSessionEnd({ reason: 'banned', bannedUntil: '2099-01-01T00:00:00.000Z', banReason: 'Spam' })).toEqual({
      bannedUntil: '2099-01-01T00:00:00.000Z',
      banReason: 'Spam',
    });
    expect(banOfSessionEnd({ reason: 'banned', bannedUntil: null, banReason: 42 })).toEqual({ bannedUntil: null, banReason: null });
    expect(banOfSessionEnd({})).toBeNull();
    expect(banOfSessionEnd(null)).toBeNull();
  });
});

describe('a ban while the page is open', () => {
  it('tells the user until when and why, signs them out and sends them to sign in', async () => {
    const error = vi.spyOn(toast, 'error');
    const fetchMock = renderArea();
    expect(await screen.findByText('secret area')).toBeInTheDocument();

    act(() => FakeWebSocket.last.push(SESSION_ENDED_EVENT, { reason: 'banned', bannedUntil: '2099-03-04T10:00:00.000Z', banReason: 'Spamming prospects' }));

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/login$/);
    expect(screen.queryByText('secret area')).not.toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(
      'Your account is suspended',
      expect.objectContaining({ id: 'banned', duration: Infinity, description: expect.stringMatching(/^Suspended until .*2099.*\. Reason: Spamming prospects$/) }),
    );
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/sign-out', expect.objectContaining({ method: 'POST' }));
    // The socket is closed by the client before the server's close can read as an expired session.
    expect(FakeWebSocket.last.closedWith).toBe(1000);
  });

  it('says "until further notice" and "no reason given" when the ban has neither', async () => {
    const error = vi.spyOn(toast, 'error');
    renderArea();
    await screen.findByText('secret area');
    act(() => FakeWebSocket.last.push(SESSION_ENDED_EVENT, { reason: 'banned', bannedUntil: null, banReason: null }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Your account is suspended', expect.objectContaining({ description: 'Suspended until further notice. Reason: no reason given' })),
    );
  });

  it('is not mistaken for an expired session when the server closes the socket right after the message', async () => {
    const warning = vi.spyOn(toast, 'warning');
    // As the shell wires it: a refused socket reports a lost session.
    realtime.onUnauthorized = reportSessionLost;
    renderArea();
    await screen.findByText('secret area');
    const socket = FakeWebSocket.last;
    server.signedIn = false;
    act(() => {
      socket.push(SESSION_ENDED_EVENT, { reason: 'banned', bannedUntil: '2099-03-04T10:00:00.000Z', banReason: 'Spam' });
      socket.drop(4401);
    });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/login$/);
    expect(warning).not.toHaveBeenCalled();
  });

  it('sends the person to sign in when the socket is refused without a message (a ban missed while offline)', async () => {
    const warning = vi.spyOn(toast, 'warning');
    realtime.onUnauthorized = reportSessionLost;
    renderArea();
    await screen.findByText('secret area');
    server.signedIn = false;
    act(() => FakeWebSocket.last.drop(4401));
    const location = await screen.findByTestId('location');
    expect(location).toHaveTextContent(/^\/login$/);
    expect(JSON.parse(location.dataset.state ?? 'null').reason).toBe('session_expired');
    expect(warning).toHaveBeenCalledWith('Please sign in again to continue', expect.anything());
  });

  it('ignores a session end that is not a ban: the socket close that follows re-checks the session', async () => {
    const error = vi.spyOn(toast, 'error');
    const fetchMock = renderArea();
    await screen.findByText('secret area');
    act(() => FakeWebSocket.last.push(SESSION_ENDED_EVENT, {}));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('secret area')).toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/sign-out', expect.anything());
  });
});
