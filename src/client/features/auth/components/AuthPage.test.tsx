import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { fakeFetch, renderAt } from '../test-utils';
import { AuthPage } from './AuthPage';
import { spyOnToasts } from '../../../test/toasts';

beforeEach(spyOnToasts);

const anonymous = {
  'GET /api/auth/get-session': { body: null },
  'GET /api/public/config': { body: { trialDays: 7, oauth: { google: true, microsoft: false }, devOutbox: true } },
};

describe('AuthPage', () => {
  // The forms other than sign-in are lazy chunks: loaded once here, so that a busy machine's first
  // import of them (and of zod) does not count against a test's wait for the form.
  beforeAll(() => Promise.all([import('./RegisterForm'), import('./UpdatePasswordForm'), import('./VerifyEmailDialog')]), 60_000);

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('locks a known referral code and announces it', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeFetch({ ...anonymous, 'GET /api/referral/codes/AB12CD34': { body: { valid: true } } })));
    renderAt('/register/ab12cd34', <AuthPage />);
    const field = await screen.findByTestId('auth-referralCode');
    expect(field).toHaveValue('AB12CD34');
    expect(field).toHaveAttribute('readonly');
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Referral applied', expect.objectContaining({ description: expect.stringContaining('AB12CD34') })),
    );
  });

  it('drops an unknown referral code with a warning', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeFetch(anonymous)));
    renderAt('/register/ZZZZ9999', <AuthPage />);
    await waitFor(() => expect(toast.warning).toHaveBeenCalledWith('Invalid referral code', expect.anything()));
    expect(await screen.findByTestId('auth-card-register')).toBeInTheDocument();
    expect(screen.queryByTestId('auth-referralCode')).not.toBeInTheDocument();
  });

  it('opens the update-password mode from the recovery marker and goes back to login', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeFetch(anonymous)));
    renderAt({ pathname: '/login', hash: '#type=recovery&token=t0k3n' }, <AuthPage />);

    expect(await screen.findByTestId('auth-card-updatePassword')).toBeInTheDocument();
    // Toasts load sonner on first use (lib/toast.ts): they arrive a moment later.
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Ready to reset', expect.anything()));
    expect(screen.getByTestId('password-rules')).toBeInTheDocument();

    await userEvent.type(screen.getByTestId('auth-password'), 'Secret1!');
    await userEvent.click(screen.getByTestId('auth-back-to-login'));
    expect(await screen.findByTestId('auth-card-login')).toBeInTheDocument();
    expect(screen.getByTestId('auth-password')).toHaveValue('');
  });

  it('shows why the guard sent the person here, and the enabled providers only', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeFetch(anonymous)));
    renderAt({ pathname: '/login', state: { reason: 'not_authenticated', from: { pathname: '/goals' } } }, <AuthPage />);
    expect(await screen.findByTestId('auth-reason')).toHaveTextContent('Please sign in to continue.');
    expect(await screen.findByTestId('auth-social-google')).toBeInTheDocument();
    expect(screen.queryByTestId('auth-social-microsoft')).not.toBeInTheDocument();
  });

  it('signs up without an unknown referral code, then asks to confirm by email and goes to login', async () => {
    const signUp = vi.fn((body: unknown) => body);
    const answer = fakeFetch({ ...anonymous, 'POST /api/auth/sign-up/email': { body: { token: null, user: {} } } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).endsWith('/sign-up/email')) signUp(JSON.parse(String(init?.body)));
        return answer(input, init);
      }),
    );
    renderAt('/register/ZZZZ9999', <AuthPage />);
    await waitFor(() => expect(toast.warning).toHaveBeenCalled());
    const fill = async (field: string, value: string) => userEvent.type(await screen.findByTestId(`auth-${field}`), value);
    await fill('firstName', 'Jane');
    await fill('lastName', 'Doe');
    await fill('email', 'jane@example.com');
    await fill('phone', '+33 6 12 34 56 78');
    await userEvent.selectOptions(screen.getByTestId('auth-country'), 'FR');
    await fill('city', 'Paris');
    await fill('password', 'Secret1!');
    await fill('confirmPassword', 'Secret1!');
    await userEvent.click(screen.getByTestId('auth-submit'));

    expect(await screen.findByTestId('auth-card-login')).toBeInTheDocument();
    expect(signUp).toHaveBeenCalledWith({
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@example.com',
      phone: '+33 6 12 34 56 78',
      country: 'FR',
      city: 'Paris',
      password: 'Secret1!',
      name: 'Jane Doe',
      callbackURL: '/login?verified=1',
    });
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Check your email', expect.objectContaining({ description: expect.stringContaining('jane@example.com') })),
    );
  }, 20_000);

  it('opens the verification dialog when navigation state asks for it', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeFetch(anonymous)));
    renderAt({ pathname: '/login', state: { showVerification: true, email: 'max@example.com' } }, <AuthPage />);
    expect(await screen.findByTestId('verify-modal')).toHaveTextContent('max@example.com');
    await userEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]);
    await waitFor(() => expect(screen.queryByTestId('verify-modal')).not.toBeInTheDocument());
  });
});

