import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFetch, renderAt } from '../test-utils';
import { AuthPage } from './AuthPage';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), warning: vi.fn(), info: vi.fn() }) }));
const { toast } = await import('sonner');

const anonymous = {
  'GET /api/auth/get-session': { body: null },
  'GET /api/public/config': { body: { trialDays: 7, oauth: { google: true, microsoft: false }, devOutbox: true } },
};

describe('AuthPage', () => {
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
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Referral applied', expect.objectContaining({ description: expect.stringContaining('AB12CD34') })),
    );
  });

  it('drops an unknown referral code with a warning', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeFetch(anonymous)));
    renderAt('/register/ZZZZ9999', <AuthPage />);
    await vi.waitFor(() => expect(toast.warning).toHaveBeenCalledWith('Invalid referral code', expect.anything()));
    expect(screen.getByTestId('auth-card-register')).toBeInTheDocument();
    expect(screen.queryByTestId('auth-referralCode')).not.toBeInTheDocument();
  });

  it('opens the update-password mode from the recovery marker and goes back to login', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeFetch(anonymous)));
    renderAt({ pathname: '/login', hash: '#type=recovery&token=t0k3n' }, <AuthPage />);

    expect(await screen.findByTestId('auth-card-updatePassword')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Ready to reset', expect.anything());
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
});
