import { afterEach, describe, expect, it, vi } from 'vitest';
import { useQuery } from '@tanstack/react-query';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../lib/api';
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
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/** A page of the area that loads its data when shown. */
function GoalsList() {
  const goals = useQuery({ queryKey: ['goals'], queryFn: () => api<unknown[]>('GET', '/api/goals') });
  return <p>{goals.isError ? 'goals failed' : 'secret area'}</p>;
}

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

  it('signs a banned user out and sends them to sign in', async () => {
    const fetchMock = stubFetch({
      'GET /api/auth/get-session': { body: makeSession() },
      'GET /api/me': { body: makeProfile({ bannedUntil: '2099-01-01T00:00:00.000Z', banReason: 'spam' }) },
      'POST /api/auth/sign-out': { body: { success: true } },
    });
    renderGuarded();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/login$/);
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/sign-out', expect.objectContaining({ method: 'POST' }));
    expect(screen.queryByText('secret area')).not.toBeInTheDocument();
  });
});

describe('ProtectedRoute when the session ends under the person', () => {
  it('says "Please sign in again to continue" and sends them to sign in, to come back to the same page', async () => {
    let signedIn = true;
    const session = makeSession();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        if (path === '/api/auth/get-session') return new Response(JSON.stringify(signedIn ? session : null));
        if (path === '/api/me') return new Response(JSON.stringify(makeProfile()));
        // The session expired on the server meanwhile.
        signedIn = false;
        return new Response(JSON.stringify({ error: { code: 'unauthenticated', message: 'Please sign in to continue' } }), { status: 401 });
      }),
    );
    const { toast } = await import('sonner');
    const warning = vi.spyOn(toast, 'warning');
    const { queryClient } = renderWithRouter(
      <ProtectedRoute>
        <GoalsList />
      </ProtectedRoute>,
      { url: '/goals?view=active', path: '/goals' },
    );
    const location = await screen.findByTestId('location');
    expect(location).toHaveTextContent('/login');
    const state = JSON.parse(location.dataset.state ?? 'null');
    expect(state.reason).toBe('session_expired');
    expect(state.from).toMatchObject({ pathname: '/goals', search: '?view=active' });
    expect(warning).toHaveBeenCalledWith('Please sign in again to continue', expect.objectContaining({ id: 'session-expired' }));
    // What was cached for that account is gone: someone else may sign in next.
    expect(queryClient.getQueryData(['me'])).toBeUndefined();
  });

  it('does nothing when the server still knows the session (a 401 of another kind)', async () => {
    stubFetch({
      'GET /api/auth/get-session': { body: makeSession() },
      'GET /api/me': { body: makeProfile() },
      'GET /api/goals': { status: 401, body: { error: { code: 'unauthenticated', message: 'Please sign in to continue' } } },
    });
    renderWithRouter(
      <ProtectedRoute>
        <GoalsList />
      </ProtectedRoute>,
      { url: '/goals', path: '/goals' },
    );
    expect(await screen.findByText('goals failed')).toBeInTheDocument();
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.filter(([url]) => String(url).endsWith('/get-session')).length).toBeGreaterThanOrEqual(2));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });
});

describe('ProtectedRoute: the profile completion dialog', () => {
  const incomplete = makeProfile({ profileComplete: false, phone: null, country: null, city: null });

  it('asks for the missing details, and can be put off for the browser session', async () => {
    stubFetch({ 'GET /api/auth/get-session': { body: makeSession() }, 'GET /api/me': { body: incomplete } });
    renderGuarded();
    const dialog = await screen.findByTestId('profile-completion');
    expect(dialog).toHaveTextContent('Complete your profile');
    expect(screen.getByTestId('profile-completion-firstName')).toHaveValue('Ana');
    await userEvent.click(screen.getByTestId('profile-completion-skip'));
    expect(screen.queryByTestId('profile-completion')).not.toBeInTheDocument();
    expect(screen.getByText('secret area')).toBeInTheDocument();

    cleanup();
    renderGuarded();
    expect(await screen.findByText('secret area')).toBeInTheDocument();
    expect(screen.queryByTestId('profile-completion')).not.toBeInTheDocument();
  }, 20_000);

  it('checks the fields with the registration rules and saves them through PATCH /api/me', async () => {
    const fetchMock = stubFetch({
      'GET /api/auth/get-session': { body: makeSession() },
      'GET /api/me': { body: incomplete },
      'PATCH /api/me': { body: makeProfile({ phone: '+34 600 000 000', country: 'ES', city: 'Sevilla', profileComplete: true }) },
    });
    renderGuarded();
    await screen.findByTestId('profile-completion');
    await userEvent.click(screen.getByTestId('profile-completion-save'));
    expect(await screen.findByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('City is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/me', expect.objectContaining({ method: 'PATCH' }));

    await userEvent.type(screen.getByTestId('profile-completion-phone'), '+34 600 000 000');
    await userEvent.selectOptions(screen.getByTestId('profile-completion-country'), 'ES');
    await userEvent.type(screen.getByTestId('profile-completion-city'), 'Sevilla');
    await userEvent.click(screen.getByTestId('profile-completion-save'));
    await waitFor(() => expect(screen.queryByTestId('profile-completion')).not.toBeInTheDocument());
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ firstName: 'Ana', lastName: 'Lopez', phone: '+34 600 000 000', country: 'ES', city: 'Sevilla' });
   }, 20_000);

  it('is not shown once the profile is complete', async () => {
    stubFetch({ 'GET /api/auth/get-session': { body: makeSession() }, 'GET /api/me': { body: makeProfile() } });
    renderGuarded();
    expect(await screen.findByText('secret area')).toBeInTheDocument();
    expect(screen.queryByTestId('profile-completion')).not.toBeInTheDocument();
  });
});
