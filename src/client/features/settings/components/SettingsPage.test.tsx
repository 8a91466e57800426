import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { AUTH_MESSAGES } from '@shared/auth/auth.schema';
import { makeProfile, renderWithRouter, stubFetch } from '../../../app/test-utils';
import { UpgradePromptProvider } from '../../../components/premium/UpgradePrompt';
import { SettingsPage } from './SettingsPage';

const PROFILE = makeProfile({ phone: '+34 600 111 222', country: 'ES', city: 'Madrid', pipelineStages: [] });

function renderPage(url = '/settings') {
  return renderWithRouter(
    <UpgradePromptProvider>
      <Toaster />
      <SettingsPage />
    </UpgradePromptProvider>,
    { url, path: '/settings' },
  );
}

/** The body of the last call to `method path`, parsed. */
function lastBody(fetchMock: ReturnType<typeof stubFetch>, method: string, path: string): unknown {
  const call = fetchMock.mock.calls.filter(([input, init]) => String(input) === path && init?.method === method).at(-1);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SettingsPage', () => {
  it('opens the tab named in the URL and shows the current plan', async () => {
    stubFetch({ 'GET /api/me': { body: PROFILE } });
    renderPage('/settings?tab=security');
    expect(await screen.findByTestId('settings-tab-security')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('settings-password-current')).toBeVisible();
    expect(screen.getByTestId('settings-plan-tier')).toHaveTextContent('Free');
    expect(screen.getByTestId('settings-plan-premium')).toHaveTextContent('No');
  });

  it('requires a first name before saving the profile', async () => {
    const fetchMock = stubFetch({ 'GET /api/me': { body: PROFILE } });
    renderPage();
    await userEvent.clear(await screen.findByTestId('settings-profile-firstName'));
    await userEvent.click(screen.getByTestId('settings-profile-save'));
    expect(await screen.findByText(AUTH_MESSAGES.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByTestId('settings-profile-firstName')).toHaveAttribute('aria-invalid', 'true');
    expect(lastBody(fetchMock, 'PATCH', '/api/me')).toBeUndefined();
  });

  it('shows a field error of the server on its field', async () => {
    const fetchMock = stubFetch({
      'GET /api/me': { body: PROFILE },
      'PATCH /api/me': {
        status: 400,
        body: { error: { code: 'validation_failed', message: 'Some fields are invalid', fields: { phone: AUTH_MESSAGES.phoneFormat } } },
      },
    });
    renderPage();
    await userEvent.click(await screen.findByTestId('settings-profile-company'));
    await userEvent.paste('Marin Studio');
    await userEvent.click(screen.getByTestId('settings-profile-save'));
    const phone = screen.getByTestId('settings-profile-phone');
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(document.getElementById(phone.getAttribute('aria-describedby') ?? '')).toHaveTextContent(AUTH_MESSAGES.phoneFormat);
    expect(await screen.findByText('Profile update failed')).toBeInTheDocument();
    expect(lastBody(fetchMock, 'PATCH', '/api/me')).toMatchObject({ firstName: 'Ana', company: 'Marin Studio', address: null, socialLinks: {} });
  });

  it('lists the unmet password rules while the new password is typed', async () => {
    stubFetch({ 'GET /api/me': { body: PROFILE } });
    renderPage();
    await userEvent.click(await screen.findByTestId('settings-tab-security'));
    const rules = screen.getByTestId('password-rules');
    const input = screen.getByTestId('settings-password-new');
    await userEvent.type(input, 'abc');
    expect(within(rules).getByTestId('password-rule-minLength')).toBeInTheDocument();
    expect(within(rules).getByTestId('password-rule-uppercase')).toBeInTheDocument();
    expect(within(rules).queryByTestId('password-rule-lowercase')).not.toBeInTheDocument();
    await userEvent.type(input, 'Defg1!');
    expect(within(rules).queryByTestId(/password-rule-/)).not.toBeInTheDocument();
  });

  it('shows a wrong current password on its field', async () => {
    stubFetch({
      'GET /api/me': { body: PROFILE },
      'POST /api/auth/change-password': { status: 401, body: { error: { code: 'unauthenticated', message: 'Invalid password' } } },
    });
    renderPage('/settings?tab=security');
    for (const [testId, value] of [
      ['settings-password-current', 'Old-Pass-2026!'],
      ['settings-password-new', 'New-Pass-2026!'],
      ['settings-password-confirm', 'New-Pass-2026!'],
    ]) {
      await userEvent.click(await screen.findByTestId(testId));
      await userEvent.paste(value);
    }
    await userEvent.click(screen.getByTestId('settings-password-submit'));
    expect(await screen.findByText('The current password is incorrect')).toBeInTheDocument();
  });

  it('says account deletion is not available when the server refuses it', async () => {
    const fetchMock = stubFetch({
      'GET /api/me': { body: PROFILE },
      'DELETE /api/me': {
        status: 403,
        body: { error: { code: 'forbidden', message: 'Account deletion is not available at this time.', reason: 'account_deletion_unavailable' } },
      },
    });
    renderPage('/settings?tab=security');
    await userEvent.click(await screen.findByTestId('settings-delete-account'));
    expect(await screen.findByText('Account deletion is not available at this time.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input, init]) => String(input) === '/api/me' && init?.method === 'DELETE')).toBe(true);
    expect(screen.getByText('Support').closest('a')).toHaveAttribute('href', '/support');
  });
});
