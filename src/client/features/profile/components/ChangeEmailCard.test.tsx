import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { renderWithRouter, stubFetch } from '../../../app/test-utils';
import { ChangeEmailCard } from './ChangeEmailCard';
import { spyOnToasts } from '../../../test/toasts';

beforeEach(spyOnToasts);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

async function requestChange(email: string) {
  await userEvent.type(screen.getByTestId('settings-email-new'), email);
  await userEvent.click(screen.getByTestId('settings-email-submit'));
}

describe('ChangeEmailCard', () => {
  it('sends the confirmation link to the new address and says the change waits for it', async () => {
    const fetchMock = stubFetch({ 'POST /api/auth/change-email': { body: { status: true } } });
    renderWithRouter(<ChangeEmailCard email="ana@example.com" />, { url: '/settings', path: '/settings' });
    expect(screen.getByTestId('settings-email-current')).toHaveTextContent('ana@example.com');
    await requestChange('Ana.New@Example.com');
    expect(await screen.findByTestId('change-email-pending')).toHaveTextContent('open the link we sent to ana.new@example.com');
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/auth/change-email');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ newEmail: 'ana.new@example.com', callbackURL: '/settings?tab=profile&emailChanged=1' });
    expect(toast.info).toHaveBeenCalledWith('Confirm your new email', { description: 'We sent a link to ana.new@example.com. Open it to finish the change.' });
  });

  it('warns, in the reader\'s language, when asked more than about once an hour', async () => {
    stubFetch({
      'POST /api/auth/change-email': {
        status: 429,
        body: { error: { code: 'rate_limited', reason: 'email_change_rate_limited', message: 'You can change your email about once an hour. Please try again later.' } },
      },
    });
    renderWithRouter(<ChangeEmailCard email="ana@example.com" />, { url: '/settings', path: '/settings' });
    await requestChange('new@example.com');
    await waitFor(() =>
      expect(toast.warning).toHaveBeenCalledWith('Please wait before trying again', {
        description: 'You can change your email about once an hour. Please try again later.',
      }),
    );
    expect(screen.queryByTestId('change-email-pending')).not.toBeInTheDocument();
  });

  it('checks the address before asking the server', async () => {
    const fetchMock = stubFetch({});
    renderWithRouter(<ChangeEmailCard email="ana@example.com" />, { url: '/settings', path: '/settings' });
    await requestChange('no-at-sign');
    expect(await screen.findByText('Email must contain an @ sign')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/change-email', expect.anything());
  });

  it('says so when the link of the new address brings the person back', async () => {
    stubFetch({});
    renderWithRouter(<ChangeEmailCard email="new@example.com" />, { url: '/settings?tab=profile&emailChanged=1', path: '/settings' });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Email changed', expect.objectContaining({ id: 'email-change-link' })));
  });

  it('says so when that link had expired', async () => {
    stubFetch({});
    renderWithRouter(<ChangeEmailCard email="ana@example.com" />, { url: '/settings?tab=profile&emailChanged=1&error=token_expired', path: '/settings' });
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('The confirmation link did not work', expect.objectContaining({ description: 'The link has expired. Ask for the change again.' })),
    );
  });
});
