import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TActivity } from '@shared/activities/activities.schema';
import { renderWithRouter, stubFetch } from '../../../app/test-utils';
import { UpgradePromptProvider } from '../../../components/premium/UpgradePrompt';
import { ActivitiesPage } from './ActivitiesPage';

function makeActivity(overrides: Partial<TActivity> = {}): TActivity {
  return {
    id: '5b0f3a1e-7c55-4d3b-9a55-0d6b2a1e0001',
    title: 'Call Maria about the starter kit',
    type: 'call',
    prospect: { id: '5b0f3a1e-7c55-4d3b-9a55-0d6b2a1e0099', name: 'Maria Diaz' },
    scheduledAt: '2026-03-02T10:30:00.000Z',
    platform: null,
    link: null,
    contentTitle: null,
    description: null,
    outcome: 'demo_booked',
    completed: false,
    priority: 'high',
    status: 'scheduled',
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}

const METRICS = { total: 12, completed: 5, byType: [{ type: 'call', count: 7 }, { type: 'meeting', count: 3 }, { type: 'demo', count: 2 }] };

function renderPage(answers: Parameters<typeof stubFetch>[0] = {}) {
  const fetchMock = stubFetch({
    'GET /api/activities': { body: { items: [makeActivity(), makeActivity({ id: '5b0f3a1e-7c55-4d3b-9a55-0d6b2a1e0002', title: 'Post the new video', type: 'social_media_post', prospect: null, priority: 'low', status: 'completed', completed: true })], total: 2, page: 1, pageSize: 20 } },
    'GET /api/activities/metrics': { body: METRICS },
    ...answers,
  });
  renderWithRouter(
    <UpgradePromptProvider>
      <ActivitiesPage />
    </UpgradePromptProvider>,
    { url: '/activities', path: '/activities' },
  );
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ActivitiesPage', () => {
  it('lists the activities of the page with their badges and the metrics per type', async () => {
    renderPage();
    const rows = await screen.findAllByTestId('activity-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Call Maria about the starter kit')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Maria Diaz')).toBeInTheDocument();
    expect(within(rows[0]).getByText('High priority')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Completed')).toBeInTheDocument();
    expect(await screen.findByTestId('activity-metric-total')).toHaveTextContent('12');
    expect(within(screen.getByTestId('activity-metrics')).getByText('Meeting')).toBeInTheDocument();
  });

  it('sends the filters to the list and to the CSV export link', async () => {
    const fetchMock = renderPage();
    await screen.findAllByTestId('activity-row');
    await userEvent.selectOptions(screen.getByTestId('activity-filter-type'), 'call');
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('type=call'))).toBe(true));
    expect(screen.getByTestId('activities-export')).toHaveAttribute('href', '/api/activities/export.csv?type=call');
  });

  it('shows the required-field errors of the shared schema on submit', async () => {
    const fetchMock = renderPage();
    await userEvent.click(screen.getByTestId('activity-add'));
    await userEvent.click(await screen.findByTestId('activity-submit'));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Type is required')).toBeInTheDocument();
    expect(screen.getByTestId('activity-title')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('opens the upgrade prompt when the free-plan limit is reached', async () => {
    const fetchMock = renderPage({
      'POST /api/activities': { status: 402, body: { error: { code: 'limit_reached', message: 'Limit reached', details: { limit: 500, entity: 'activities' } } } },
    });
    await userEvent.click(screen.getByTestId('activity-add'));
    await userEvent.type(await screen.findByTestId('activity-title'), 'Team call');
    await userEvent.selectOptions(screen.getByTestId('activity-type'), 'call');
    await userEvent.click(screen.getByTestId('activity-submit'));
    expect(await screen.findByTestId('upgrade-modal')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({ title: 'Team call', type: 'call', priority: 'medium', status: 'scheduled', prospectId: null });
  });
});
