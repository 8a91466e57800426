import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TGoal } from '@shared/goals/goals.schema';
import { renderWithRouter, stubFetch } from '../../../app/test-utils';
import { UpgradePromptProvider } from '../../../components/premium/UpgradePrompt';
import { GoalsPage } from './GoalsPage';

const GOAL_ID = '8a1c2f00-41d2-4b8e-9f0a-000000000001';

function makeGoal(overrides: Partial<TGoal> = {}): TGoal {
  return {
    id: GOAL_ID,
    title: 'Enroll 10 prospects',
    type: 'prospects_enrolled',
    targetValue: 10,
    currentValue: 4,
    deadline: '2026-12-31',
    isArchived: false,
    progressPercent: 40,
    label: 'in_progress',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function renderPage(answers: Parameters<typeof stubFetch>[0] = {}) {
  const fetchMock = stubFetch({
    'GET /api/goals': {
      body: {
        items: [makeGoal(), makeGoal({ id: '8a1c2f00-41d2-4b8e-9f0a-000000000002', title: '50 calls', type: 'calls_made', label: 'overdue', deadline: '2026-01-10', progressPercent: 20 })],
        total: 2,
        page: 1,
        pageSize: 24,
      },
    },
    ...answers,
  });
  renderWithRouter(
    <UpgradePromptProvider>
      <GoalsPage />
    </UpgradePromptProvider>,
    { url: '/goals', path: '/goals' },
  );
  return fetchMock;
}

const requests = (fetchMock: ReturnType<typeof stubFetch>, method: string) => fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('GoalsPage', () => {
  it('shows goal cards with progress, values and the server label', async () => {
    renderPage();
    const cards = await screen.findAllByTestId('goal-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(within(cards[0]).getByTestId('goal-values')).toHaveTextContent('4 / 10');
    expect(within(cards[0]).getByTestId('goal-label')).toHaveTextContent('In progress');
    expect(within(cards[1]).getByTestId('goal-label')).toHaveTextContent('Overdue');
    expect(within(cards[0]).getByText('Prospects enrolled')).toBeInTheDocument();
  });

  it('adds one with the quick action', async () => {
    const fetchMock = renderPage({ [`POST /api/goals/${GOAL_ID}/progress`]: { body: makeGoal({ currentValue: 5, progressPercent: 50 }) } });
    const [card] = await screen.findAllByTestId('goal-card');
    await userEvent.click(within(card).getByTestId('goal-increment'));
    await waitFor(() => expect(requests(fetchMock, 'POST')).toHaveLength(1));
    const [url, init] = requests(fetchMock, 'POST')[0];
    expect(String(url)).toBe(`/api/goals/${GOAL_ID}/progress`);
    expect(JSON.parse(String(init?.body))).toEqual({ increment: 1 });
  });

  it('asks before resetting a goal', async () => {
    const fetchMock = renderPage({ [`POST /api/goals/${GOAL_ID}/reset`]: { body: makeGoal({ currentValue: 0, progressPercent: 0 }) } });
    const [card] = await screen.findAllByTestId('goal-card');
    await userEvent.click(within(card).getByTestId('goal-menu'));
    await userEvent.click(await screen.findByTestId('goal-reset'));
    expect(await screen.findByText('Reset this goal?')).toBeInTheDocument();
    expect(requests(fetchMock, 'POST')).toHaveLength(0);
    await userEvent.click(screen.getByTestId('confirm-action'));
    await waitFor(() => expect(requests(fetchMock, 'POST').map(([url]) => String(url))).toEqual([`/api/goals/${GOAL_ID}/reset`]));
  });

  it('validates the form with the shared schema and opens the upgrade prompt on the free-plan limit', async () => {
    const fetchMock = renderPage({
      'POST /api/goals': { status: 402, body: { error: { code: 'limit_reached', message: 'Limit reached', details: { limit: 5, entity: 'goals' } } } },
    });
    await userEvent.click(screen.getByTestId('goal-add'));
    await userEvent.click(await screen.findByTestId('goal-submit'));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Target value is required')).toBeInTheDocument();
    expect(requests(fetchMock, 'POST')).toHaveLength(0);

    await userEvent.type(screen.getByTestId('goal-title'), 'Recruit 3 partners');
    await userEvent.type(screen.getByTestId('goal-targetValue'), '3');
    await userEvent.click(screen.getByTestId('goal-submit'));
    expect(await screen.findByTestId('upgrade-modal')).toBeInTheDocument();
    expect(JSON.parse(String(requests(fetchMock, 'POST')[0][1]?.body))).toEqual({ title: 'Recruit 3 partners', type: 'other', targetValue: 3, currentValue: 0, deadline: null });
  });
});
