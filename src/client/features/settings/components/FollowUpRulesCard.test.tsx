import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FOLLOW_UP_RULES_DEFAULT } from '@shared/follow-ups/follow-ups.rules';
import { makeProfile, renderWithRouter, stubFetch } from '../../../app/test-utils';
import { UpgradePromptProvider } from '../../../components/premium/UpgradePrompt';
import { SettingsPage } from './SettingsPage';

function renderRules(premium: boolean, answers: Parameters<typeof stubFetch>[0] = {}) {
  const fetchMock = stubFetch({
    'GET /api/me': { body: makeProfile({ membershipTier: premium ? 'premium' : 'free' }) },
    'GET /api/follow-ups/rules': { body: FOLLOW_UP_RULES_DEFAULT },
    ...answers,
  });
  renderWithRouter(
    <UpgradePromptProvider>
      <SettingsPage />
    </UpgradePromptProvider>,
    { url: '/settings?tab=notifications', path: '/settings' },
  );
  return fetchMock;
}

const puts = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([url, init]) => init?.method === 'PUT' && String(url) === '/api/follow-ups/rules').map(([, init]) => JSON.parse(String(init?.body)));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('automatic follow-up rules', () => {
  it('saves the three rules with their days', async () => {
    const saved = { noContact: { enabled: true, days: 21 }, birthday: { enabled: false, days: 3 }, cadence: { enabled: true } };
    const fetchMock = renderRules(true, { 'PUT /api/follow-ups/rules': { body: saved } });
    const card = await screen.findByTestId('follow-up-rules');
    const days = await within(card).findByTestId('follow-up-rule-noContact-days');
    expect(days).toHaveValue(14);
    expect(within(card).getByText('The cadence (every N days) is set for each prospect, in the prospect\'s form.')).toBeInTheDocument();
    expect(within(card).getByTestId('follow-up-rules-save')).toBeDisabled();

    await userEvent.clear(days);
    await userEvent.type(days, '21');
    await userEvent.click(within(card).getByTestId('follow-up-rule-birthday'));
    expect(within(card).getByTestId('follow-up-rule-birthday-days')).toBeDisabled();
    await userEvent.click(within(card).getByTestId('follow-up-rules-save'));
    await waitFor(() => expect(puts(fetchMock)).toEqual([saved]));
    await waitFor(() => expect(within(card).getByTestId('follow-up-rules-save')).toBeDisabled());
  });

  it('refuses a number of days out of range', async () => {
    const fetchMock = renderRules(true);
    const card = await screen.findByTestId('follow-up-rules');
    const days = await within(card).findByTestId('follow-up-rule-birthday-days');
    await userEvent.clear(days);
    await userEvent.type(days, '90');
    await userEvent.click(within(card).getByTestId('follow-up-rules-save'));
    expect(await within(card).findByText('Enter a whole number of days from 1 to 60')).toBeInTheDocument();
    expect(puts(fetchMock)).toEqual([]);
  });

  it('shows the rules locked to a free user, with the upgrade prompt', async () => {
    const fetchMock = renderRules(false);
    const card = await screen.findByTestId('follow-up-rules');
    expect(await within(card).findByTestId('follow-up-rule-noContact')).toBeDisabled();
    expect(within(card).getByTestId('follow-up-rule-noContact-days')).toBeDisabled();
    expect(within(card).queryByTestId('follow-up-rules-save')).not.toBeInTheDocument();
    await userEvent.click(within(card).getByTestId('follow-up-rules-unlock'));
    expect(await screen.findByTestId('upgrade-modal')).toHaveTextContent('Automatic follow-ups');
    expect(puts(fetchMock)).toEqual([]);
  });
});
