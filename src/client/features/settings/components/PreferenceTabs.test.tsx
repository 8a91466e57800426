import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
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
    stubFetch({ 'GET /api/me': { body: makeProfile({ pipelineStages: [] }) } });
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
    // Built-in stages left as they are go as their keys (shown translated in every language); nothing was renamed.
    expect(patchBodies(fetchMock)[0]).toEqual({ pipelineStages: ['qualification', 'lead_generation', 'contacted', 'proposal', 'negotiation'] });
  });

  it('shows Won and Lost as the fixed last rows, which cannot be edited or removed', async () => {
    stubFetch({ 'GET /api/me': { body: makeProfile({ pipelineStages: ['Call', 'Demo'] }) } });
    renderTab('pipeline');
    expect((await screen.findAllByTestId('settings-stage-name')).map((input) => (input as HTMLInputElement).value)).toEqual(['Call', 'Demo']);
    const fixed = screen.getAllByTestId('settings-stage-fixed');
    expect(fixed.map((row) => row.textContent)).toEqual(['3WonAlways last', '4LostAlways last']);
    expect(within(screen.getByTestId('settings-stage-closed')).queryAllByRole('textbox')).toHaveLength(0);
    expect(within(screen.getByTestId('settings-stage-closed')).queryAllByRole('button')).toHaveLength(0);
  });

  it('saves a renamed built-in stage by its new name, with a rename so its deals follow', async () => {
    const fetchMock = stubFetch({
      'GET /api/me': { body: makeProfile({ pipelineStages: [] }) },
      'PATCH /api/me': { body: makeProfile({ pipelineStages: ['lead_generation', 'Qualified', 'contacted', 'proposal', 'negotiation'] }) },
    });
    renderTab('pipeline');
    const qualification = await screen.findByDisplayValue('Qualification');
    await userEvent.clear(qualification);
    await userEvent.type(qualification, 'Qualified');
    await userEvent.click(screen.getByTestId('settings-stage-save'));
    await waitFor(() => expect(patchBodies(fetchMock)).toHaveLength(1));
    expect(patchBodies(fetchMock)[0]).toEqual({
      pipelineStages: ['lead_generation', 'Qualified', 'contacted', 'proposal', 'negotiation'],
      pipelineStageRenames: [{ from: 'qualification', to: 'Qualified' }],
    });
  });

  it('renames a stage of the seller\'s own naming from its saved name, and a built-in one typed back stays its key', async () => {
    const fetchMock = stubFetch({
      'GET /api/me': { body: makeProfile({ pipelineStages: ['Call', 'Demo', 'proposal'] }) },
      'PATCH /api/me': { body: makeProfile({ pipelineStages: ['Call', 'Demo call', 'proposal'] }) },
    });
    renderTab('pipeline');
    const demo = await screen.findByDisplayValue('Demo');
    await userEvent.type(demo, ' call');
    // Edited and typed back as it was: still the built-in stage, no rename.
    const proposal = screen.getByDisplayValue('Proposal');
    await userEvent.type(proposal, 's');
    await userEvent.type(proposal, '{Backspace}');
    await userEvent.click(screen.getByTestId('settings-stage-save'));
    await waitFor(() => expect(patchBodies(fetchMock)).toHaveLength(1));
    expect(patchBodies(fetchMock)[0]).toEqual({ pipelineStages: ['Call', 'Demo call', 'proposal'], pipelineStageRenames: [{ from: 'Demo', to: 'Demo call' }] });
  });

  it('refuses a stage named like a fixed closed stage before sending', async () => {
    const fetchMock = stubFetch({ 'GET /api/me': { body: makeProfile({ pipelineStages: ['Call', 'Demo'] }) } });
    renderTab('pipeline');
    await userEvent.click(await screen.findByTestId('settings-stage-new'));
    await userEvent.paste('won');
    await userEvent.click(screen.getByTestId('settings-stage-add'));
    await userEvent.click(screen.getByTestId('settings-stage-save'));
    expect(await screen.findByText('Stage names must be different')).toBeInTheDocument();
    expect(patchBodies(fetchMock)).toHaveLength(0);
  });

  it('says so in an error toast when a removed stage still holds deals', async () => {
    stubFetch({
      'GET /api/me': { body: makeProfile({ pipelineStages: ['Call', 'Demo'] }) },
      'PATCH /api/me': { status: 409, body: { error: { code: 'conflict', message: 'Stage "Demo" still holds 3 deals: move them to another stage first' } } },
    });
    renderTab('pipeline');
    await screen.findAllByTestId('settings-stage-name');
    await userEvent.click(screen.getByLabelText('Remove Demo'));
    await userEvent.click(screen.getByTestId('settings-stage-save'));
    expect(await screen.findByText('A stage you removed still holds deals')).toBeInTheDocument();
    expect(screen.getByText('Stage "Demo" still holds 3 deals: move them to another stage first')).toBeInTheDocument();
    // The edit is kept, to change it.
    expect(screen.getAllByTestId('settings-stage-name')).toHaveLength(1);
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
