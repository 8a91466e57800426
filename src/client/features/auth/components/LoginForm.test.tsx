import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { fakeFetch, fakeFetchWithSession, renderAt } from '../test-utils';
import { AuthPage } from './AuthPage';
import { spyOnToasts } from '../../../test/toasts';

beforeEach(spyOnToasts);

const anonymous = {
  'GET /api/auth/get-session': { body: null },
  'GET /api/public/config': { body: { trialDays: 7, oauth: { google: false, microsoft: false }, devOutbox: true } },
};

async function signIn(email: string, password: string) {
  await userEvent.type(await screen.findByTestId('auth-email'), email);
  await userEvent.type(screen.getByTestId('auth-password'), password);
  await userEvent.click(screen.getByTestId('auth-submit'));
}

describe('LoginForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  describe('when the email is not verified yet', () => {
    beforeEach(() => {
      vi.stubGlobal(
        'fetch',
        vi.fn(
          fakeFetch({
            ...anonymous,
            'POST /api/auth/sign-in/email': {
              status: 403,
              body: { error: { code: 'forbidden', reason: 'email_not_verified', message: 'Email not verified' } },
            },
            'POST /api/auth/send-verification-email': { body: { status: true } },
          }),
        ),
      );
    });

    it('shows the verify toast naming the email, stays, and opens the verification dialog', async () => {
      renderAt('/login', <AuthPage />);
      await signIn('jane@example.com', 'Secret1!');

      expect(await screen.findByTestId('verify-modal')).toHaveTextContent('jane@example.com');
      // Toasts load sonner on first use (lib/toast.ts): they arrive a moment later.
      await waitFor(() =>
        expect(toast.error).toHaveBeenCalledWith('Verify your email', {
          description: 'Please confirm jane@example.com using the link we sent you before signing in.',
        }),
      );
      expect(screen.getByTestId('auth-card-login')).toBeInTheDocument();

      await userEvent.click(screen.getByTestId('verify-resend'));
      expect(fetch).toHaveBeenCalledWith('/api/auth/send-verification-email', expect.objectContaining({ method: 'POST' }));
      await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Verification email resent', expect.anything()));
    });
  });

  it('names the ban end and reason from the answer details', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeFetch({
          ...anonymous,
          'POST /api/auth/sign-in/email': {
            status: 403,
            body: { error: { code: 'forbidden', reason: 'banned', message: 'Banned', details: { bannedUntil: '2030-01-15T10:00:00.000Z', banReason: 'Spam' } } },
          },
        }),
      ),
    );
    renderAt('/login', <AuthPage />);
    await signIn('jane@example.com', 'Secret1!');
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    const [title, options] = vi.mocked(toast.error).mock.calls[0];
    expect(title).toBe('Your account is suspended');
    expect((options as { description: string }).description).toMatch(/^Suspended until January 15, 2030.* Reason: Spam$/);
  });

  it('goes to the dashboard once signed in', async () => {
    const user = { id: 'u1', email: 'jane@example.com', name: 'Jane', emailVerified: true, role: 'user' };
    const routes = { ...anonymous, 'POST /api/auth/sign-in/email': { body: { token: 't', user } } };
    vi.stubGlobal('fetch', vi.fn(fakeFetchWithSession(routes, '/sign-in/email', user)));
    renderAt('/login', <AuthPage />, [{ path: '/dashboard', element: <p>dashboard page</p> }]);
    await signIn('jane@example.com', 'Secret1!');
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  });

  it('offers the demo accounts the server lists: a click fills the form, which then signs in', async () => {
    const user = { id: 'u3', email: 'seller@upline.local', name: 'Maria', emailVerified: true, role: 'user' };
    const demoAccounts = [
      { role: 'admin', email: 'admin@upline.local', password: 'Admin-Demo-2026!' },
      { role: 'seller', email: 'seller@upline.local', password: 'Seller-Demo-2026!' },
    ];
    const routes = {
      ...anonymous,
      'GET /api/public/config': { body: { ...anonymous['GET /api/public/config'].body, demoAccounts } },
      'POST /api/auth/sign-in/email': { body: { token: 't', user } },
    };
    vi.stubGlobal('fetch', vi.fn(fakeFetchWithSession(routes, '/sign-in/email', user)));
    renderAt('/login', <AuthPage />, [{ path: '/dashboard', element: <p>dashboard page</p> }]);
    expect(await screen.findByTestId('demo-account-admin')).toHaveTextContent('Admin');
    await userEvent.click(screen.getByRole('button', { name: /seller@upline\.local/, description: 'Fill in the Seller demo account, seller@upline.local' }));
    expect(screen.getByTestId('auth-email')).toHaveValue('seller@upline.local');
    expect(screen.getByTestId('auth-password')).toHaveValue('Seller-Demo-2026!');
    await userEvent.click(screen.getByTestId('auth-submit'));
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    const body = JSON.parse(String(vi.mocked(fetch).mock.calls.find(([url]) => String(url).endsWith('/sign-in/email'))?.[1]?.body));
    expect(body).toEqual({ email: 'seller@upline.local', password: 'Seller-Demo-2026!' });
  });

  it('shows no demo accounts when the server lists none', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeFetch({ ...anonymous, 'GET /api/public/config': { body: { ...anonymous['GET /api/public/config'].body, demoAccounts: [] } } })));
    renderAt('/login', <AuthPage />);
    await screen.findByTestId('auth-email');
    expect(screen.queryByTestId('demo-accounts')).not.toBeInTheDocument();
  });

  it('says why when the session ended under the person', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeFetch(anonymous)));
    renderAt({ pathname: '/login', state: { reason: 'session_expired', from: '/goals' } }, <AuthPage />);
    expect(await screen.findByTestId('auth-reason')).toHaveTextContent('Your session has ended. Please sign in again to continue');
  });

  it('asks for the authenticator code when two-factor authentication is on', async () => {
    const user = { id: 'u2', email: 'max@example.com', name: 'Max', emailVerified: true, role: 'admin' };
    const routes = {
      ...anonymous,
      'POST /api/auth/sign-in/email': { body: { twoFactorRedirect: true } },
      'POST /api/auth/two-factor/verify-totp': { body: { token: 't', user } },
    };
    vi.stubGlobal('fetch', vi.fn(fakeFetchWithSession(routes, '/verify-totp', user)));
    renderAt('/login', <AuthPage />, [{ path: '/admin', element: <p>admin page</p> }]);
    await signIn('max@example.com', 'Secret1!');
    await userEvent.type(await screen.findByTestId('auth-totp'), '12a3456');
    expect(screen.getByTestId('auth-totp')).toHaveValue('123456');
    await userEvent.click(screen.getByTestId('auth-submit'));
    expect(await screen.findByText('admin page')).toBeInTheDocument();
  });
});
