import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { makeProfile, makeSession, renderWithRouter, stubFetch } from '../test-utils';
import { ProtectedRoute } from './ProtectedRoute';

function renderGuarded() {
  return renderWithRouter(
    <ProtectedRoute>
      <p>secret area</p>
    </ProtectedRoute>,
    { url: '/goals?view=active', path: '/goals' },
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ProtectedRoute', () => {
  it('sends a visitor to /login with the reason and where they came from', async () => {
    stubFetch({ 'GET /api/auth/get-session': { body: null } });
    renderGuarded();
    const location = await screen.findByTestId('location');
    expect(location).toHaveTextContent('/login');
    const state = JSON.parse(location.dataset.state ?? 'null');
    expect(state.reason).toBe('not_authenticated');
    expect(state.from).toMatchObject({ pathname: '/goals', search: '?view=active' });
  });

  it('sends a user with an unconfirmed email to /login with reason email_not_confirmed', async () => {
    stubFetch({ 'GET /api/auth/get-session': { body: makeSession({ emailVerified: false }) } });
    renderGuarded();
    const location = await screen.findByTestId('location');
    expect(JSON.parse(location.dataset.state ?? 'null').reason).toBe('email_not_confirmed');
  });

  it('renders the area once the profile is loaded', async () => {
    stubFetch({ 'GET /api/auth/get-session': { body: makeSession() }, 'GET /api/me': { body: makeProfile() } });
    renderGuarded();
    expect(await screen.findByText('secret area')).toBeInTheDocument();
  });

  it('says so after 10 s of session loading, and shows the area after the 15 s profile timeout', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const never = () => new Promise<never>(() => undefined);
    stubFetch({ 'GET /api/auth/get-session': { body: makeSession() }, 'GET /api/me': never });
    renderGuarded();
    expect(await screen.findByTestId('auth-loading')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByText('Authentication is taking longer than expected')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await screen.findByText('secret area')).toBeInTheDocument();
  });

  it('signs a banned user out', async () => {
    const fetchMock = stubFetch({
      'GET /api/auth/get-session': { body: makeSession() },
      'GET /api/me': { body: makeProfile({ bannedUntil: '2099-01-01T00:00:00.000Z', banReason: 'spam' }) },
      'POST /api/auth/sign-out': { body: { success: true } },
    });
    renderGuarded();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/sign-out', expect.objectContaining({ method: 'POST' }));
    expect(screen.queryByText('secret area')).not.toBeInTheDocument();
  });
});
