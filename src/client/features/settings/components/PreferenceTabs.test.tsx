import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { makeProfile, renderWithRouter, stubFetch } from '../../../app/test-utils';
import { UpgradePromptProvider } from '../../../components/premium/UpgradePrompt';
import { SettingsPage } from './SettingsPage';

function renderTab(tab: string) {
  return renderWithRouter(
    <UpgradePromptProvider>
      <Toaster />
      <SettingsPage />
    </UpgradePromptProvider>,
    { url: `/settings?tab=${tab}`, path: '/settings' },
  );
}

function patchBodies(fetchMock: ReturnType<typeof stubFetch>): unknown[] {
  return fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH').map(([, init]) => JSON.parse(String(init?.body)));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('notification preferences', () => {
  it('shows a switch change at once and puts it back when the server refuses', async () => {
    let fail: () => void = () => undefined;
    const fetchMock = stubFetch({
      'GET /api/me': { body: makeProfile({ pipelineStages: [] }) },
      // The request stays open until the test fails it, so the optimistic state can be seen first.
      'PATCH /api/me': () => new Promise<never>((_, reject) => (fail = () => reject(new TypeError('Failed to fetch')))),
    });
    renderTab('notifications');
    const toggle = await screen.findByTestId('settings-notification-emailNewFeatures');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(patchBodies(fetchMock)).toEqual([{ notificationPrefs: { emailNewFeatures: false } }]);
    fail();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(await screen.findByText('Your notification preference could not be saved')).toBeInTheDocument();
  });

  it('locks the premium preference without premium access and offers the upgrade', async () => {
    stubFetch({ 'GET /api/me': { body: makeProfile({ pipelineStages: [], hasPremiumAccess: false }) } });
    renderTab('notifications');
    expect(await screen.findByTestId('settings-notification-emailTeamActivity')).toBeDisabled();
    await userEvent.click(screen.getByText('Upgrade to turn this on'));
    expect(await screen.findByTestId('upgrade-modal')).toBeInTheDocument();
  });
});

describe('pipeline stages', () => {
  it('shows the translated defaults, reorders with the buttons and saves the list', async () => {
    const fetchMock = stubFetch({
      'GET /api/me': { body: makeProfile({ pipelineStages: [] }) },
      'PATCH /api/me': { body: makeProfile({ pipelineStages: ['Qualification', 'Lead generation'] }) },
    });
    renderTab('pipeline');
    const names = async () => (await screen.findAllByTestId('settings-stage-name')).map((input) => (input as HTMLInputElement).value);
    expect((await names()).slice(0, 2)).toEqual(['Lead generation', 'Qualification']);
    const moveDown = screen.getByLabelText('Move Lead generation down');
    await userEvent.click(moveDown);
    expect((await names()).slice(0, 2)).toEqual(['Qualification', 'Lead generation']);
    expect(document.activeElement).toBe(screen.getByLabelText('Move Lead generation down'));
    await userEvent.click(screen.getByTestId('settings-stage-save'));
    await waitFor(() => expect(patchBodies(fetchMock)).toHaveLength(1));
    expect((patchBodies(fetchMock)[0] as { pipelineStages: string[] }).pipelineStages.slice(0, 2)).toEqual(['Qualification', 'Lead generation']);
  });

  it('shows a duplicate stage name the server refuses', async () => {
    stubFetch({
      'GET /api/me': { body: makeProfile({ pipelineStages: ['Call', 'Demo'] }) },
      'PATCH /api/me': {
        status: 400,
        body: { error: { code: 'validation_failed', message: 'Some fields are invalid', fields: { pipelineStages: 'Stage names must be different' } } },
      },
    });
    renderTab('pipeline');
    await userEvent.click(await screen.findByTestId('settings-stage-new'));
    await userEvent.paste('Closing');
    await userEvent.click(screen.getByTestId('settings-stage-add'));
    await userEvent.click(screen.getByTestId('settings-stage-save'));
    expect(await screen.findByText('Stage names must be different')).toBeInTheDocument();
  });
});
