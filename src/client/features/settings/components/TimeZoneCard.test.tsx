import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeProfile, renderWithRouter, stubFetch } from '../../../app/test-utils';
import { UpgradePromptProvider } from '../../../components/premium/UpgradePrompt';
import { hasManualTimeZone } from '../../../lib/time-zone';
import { SettingsPage } from './SettingsPage';

const patches = (fetchMock: ReturnType<typeof stubFetch>) => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH').map(([, init]) => JSON.parse(String(init?.body)));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('time zone', () => {
  it('saves a chosen zone and keeps it from the automatic sync, until the device zone is taken back', async () => {
    const fetchMock = stubFetch({
      'GET /api/me': { body: makeProfile({ timeZone: 'UTC' }) },
      'PATCH /api/me': { body: makeProfile({ timeZone: 'Europe/Madrid' }) },
    });
    renderWithRouter(
      <UpgradePromptProvider>
        <SettingsPage />
      </UpgradePromptProvider>,
      { url: '/settings?tab=language', path: '/settings' },
    );
    const select = await screen.findByTestId('settings-time-zone-select');
    expect(select).toHaveValue('UTC');
    await userEvent.selectOptions(select, 'Europe/Madrid');
    await waitFor(() => expect(patches(fetchMock)).toEqual([{ timeZone: 'Europe/Madrid' }]));
    expect(hasManualTimeZone()).toBe(true);

    await userEvent.click(await screen.findByTestId('settings-time-zone-device'));
    await waitFor(() => expect(patches(fetchMock)).toHaveLength(2));
    expect(patches(fetchMock)[1]).toEqual({ timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
    expect(hasManualTimeZone()).toBe(false);
  });
});
