import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { EMPTY_SUMMARY, makeProfile, makeSession, renderWithRouter, stubFetch } from '../../../app/test-utils';
import { DashboardPage } from './DashboardPage';

function renderDashboard(summary: unknown, profile = makeProfile()) {
  stubFetch({
    'GET /api/auth/get-session': { body: makeSession() },
    'GET /api/me': { body: profile },
    'GET /api/dashboard/summary': summary === null ? { status: 500, body: { error: { code: 'internal', message: 'boom' } } } : { body: summary },
  });
  renderWithRouter(<DashboardPage />, { url: '/dashboard', path: '/dashboard' });
}

afterEach(cleanup);

describe('DashboardPage', () => {
  it('greets the user and shows empty states for a new account', async () => {
    renderDashboard(EMPTY_SUMMARY);
    expect(await screen.findByText('Welcome back, Ana')).toBeInTheDocument();
    expect(await screen.findByText('No prospects yet')).toBeInTheDocument();
    expect(screen.getByText('No deals yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a deal' })).toHaveAttribute('href', '/pipeline');
    expect(screen.getByText('No goals yet')).toBeInTheDocument();
    expect(screen.getByText('No sponsor')).toBeInTheDocument();
    expect(within(screen.getByTestId('dashboard-membership')).getByText('Free')).toBeInTheDocument();
  });

  it('welcomes a first visit, not "welcome back"', async () => {
    renderDashboard(EMPTY_SUMMARY, makeProfile({ signInCount: 1 }));
    expect(await screen.findByText('Welcome, Ana')).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  it('shows the real figures of the summary', async () => {
    renderDashboard({
      quickStats: { activeProspects: 7, monthCommissionCents: 50000, teamSize: 3 },
      pipeline: [
        { status: 'warm_prospect', count: 4 },
        { status: 'enrolled', count: 2 },
      ],
      deals: {
        openCount: 3,
        openCents: 1_250_000,
        weightedCents: 612_500,
        wonThisMonthCents: 240_000,
        wonThisMonthCount: 2,
        stages: [
          { stage: 'proposal', count: 3, totalCents: 1_250_000 },
          { stage: 'closed_won', count: 2, totalCents: 240_000 },
        ],
      },
      goals: [{ id: 'g1', title: 'Enroll 10', currentValue: 5, targetValue: 10, deadline: '2026-12-31' }],
      sponsor: { name: 'Maria Diaz', email: 'maria@example.com', phone: '+34 600 000 000' },
    });
    expect(await screen.findByText('$500.00')).toBeInTheDocument();
    expect(screen.getByText('Warm prospect')).toBeInTheDocument();
    expect(screen.getByText('Prospects in the pipeline: 6')).toBeInTheDocument();
    expect(within(screen.getByTestId('dashboard-pipeline')).getByText('Warm prospect')).toBeInTheDocument();
    expect(within(screen.getByTestId('dashboard-deals-open')).getByText('$12,500')).toBeInTheDocument();
    expect(within(screen.getByTestId('dashboard-deals-won')).getByText('$2,400')).toBeInTheDocument();
    expect(screen.getByText('Proposal: 3 deals, $12,500')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Enroll 10' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('Maria Diaz')).toBeInTheDocument();
  });

  it('says so when the summary cannot be loaded', async () => {
    renderDashboard(null);
    expect(await screen.findByText('We could not load your dashboard figures.')).toBeInTheDocument();
  });
});
