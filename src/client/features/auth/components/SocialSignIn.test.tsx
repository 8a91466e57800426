import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { usePublicConfig } from '../../../lib/public-config';
import { fakeFetch, renderAt } from '../test-utils';
import { AuthPage } from './AuthPage';
import { SocialSignIn } from './SocialSignIn';
import { spyOnToasts } from '../../../test/toasts';

beforeEach(spyOnToasts);

function publicConfig(oauth: { google: boolean; microsoft: boolean }) {
  return { 'GET /api/public/config': { body: { trialDays: 7, oauth, devOutbox: true } } };
}

/** Shows when the public configuration, which the buttons read too, has arrived. */
function ConfigLoaded() {
  return usePublicConfig().data ? <span data-testid="config-loaded" /> : null;
}

/** Renders the buttons once the public configuration has answered. */
async function renderButtons(routes: Record<string, { status?: number; body: unknown }>) {
  const fetchMock = vi.fn(fakeFetch(routes));
  vi.stubGlobal('fetch', fetchMock);
  renderAt(
    '/login',
    <>
      <SocialSignIn />
      <ConfigLoaded />
    </>,
  );
  await screen.findByTestId('config-loaded');
  return fetchMock;
}

describe('SocialSignIn', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('shows nothing when no provider has a client id', async () => {
    await renderButtons(publicConfig({ google: false, microsoft: false }));
    expect(screen.queryByTestId('auth-social-google')).not.toBeInTheDocument();
    expect(screen.queryByTestId('auth-social-microsoft')).not.toBeInTheDocument();
    expect(screen.queryByText('or continue with')).not.toBeInTheDocument();
  });

  it('shows a button for each configured provider', async () => {
    await renderButtons(publicConfig({ google: true, microsoft: true }));
    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with Microsoft' })).toBeInTheDocument();
  });

  it('asks for the provider URL with the way back for success and failure, then leaves for it', async () => {
    const consent = new URL('#consent', window.location.href).href;
    const fetchMock = await renderButtons({ ...publicConfig({ google: false, microsoft: true }), 'POST /api/auth/sign-in/social': { body: { url: consent, redirect: true } } });
    await userEvent.click(await screen.findByTestId('auth-social-microsoft'));
    await waitFor(() => expect(window.location.hash).toBe('#consent'));
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/sign-in/social'))!;
    expect(JSON.parse(String(init?.body))).toEqual({ provider: 'microsoft', callbackURL: '/dashboard', errorCallbackURL: '/login?social=microsoft' });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('says so when the sign-in cannot start', async () => {
    await renderButtons({
      ...publicConfig({ google: true, microsoft: false }),
      'POST /api/auth/sign-in/social': { status: 429, body: { error: { code: 'rate_limited', message: 'Too many attempts. Please wait a moment and try again.' } } },
    });
    await userEvent.click(await screen.findByTestId('auth-social-google'));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Could not start the sign-in', { description: 'Too many attempts. Please wait a moment and try again.' }),
    );
  });
});

describe('a provider sign-in that came back without a session', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  const anonymous = { 'GET /api/auth/get-session': { body: null }, ...publicConfig({ google: true, microsoft: true }) };

  it.each([
    ['google', 'access_denied', 'Could not sign in with Google', 'The sign-in with Google was cancelled.'],
    ['microsoft', 'account_not_linked', 'Could not sign in with Microsoft', 'An account already uses this email.'],
    ['google', 'email_not_verified', 'Could not sign in with Google', 'Google has not confirmed this email address.'],
    ['microsoft', 'invalid_code', 'Could not sign in with Microsoft', 'Something went wrong with Microsoft.'],
  ])('%s with %s is explained on the login page', async (provider, error, title, description) => {
    vi.stubGlobal('fetch', vi.fn(fakeFetch(anonymous)));
    renderAt(`/login?social=${provider}&error=${error}`, <AuthPage />);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(title, expect.objectContaining({ description: expect.stringContaining(description) })));
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(await screen.findByTestId('auth-card-login')).toBeInTheDocument();
  });

  it('still reads an error without a provider as a verification link error', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeFetch(anonymous)));
    renderAt('/login?error=token_expired', <AuthPage />);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Verification failed', expect.objectContaining({ description: expect.stringContaining('expired') })));
  });
});
