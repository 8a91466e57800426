import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeProfile, renderWithRouter } from '../../../app/test-utils';
import { UpgradePromptProvider } from '../../../components/premium/UpgradePrompt';
import { loadPageStrings } from '../../../lib/i18n';
import { TeamAnalyticsPage } from './TeamAnalyticsPage';
import { analyticsRequests, makeGoal, stubAnalyticsFetch } from './test-fixtures';

function renderPage(url = '/team-premium', premium = true, extra: Parameters<typeof stubAnalyticsFetch>[1] = {}) {
  const fetchMock = stubAnalyticsFetch(makeProfile({ membershipTier: premium ? 'premium' : 'free' }), extra);
  renderWithRouter(
    <UpgradePromptProvider>
      <TeamAnalyticsPage />
    </UpgradePromptProvider>,
    { url, path: '/team-premium' },
  );
  return fetchMock;
}

beforeAll(() => loadPageStrings('teamAnalytics'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TeamAnalyticsPage', () => {
  it('opens on the overview with the team’s figures, money in the language’s format, and a chart summary', async () => {
    const fetchMock = renderPage();
    expect(await screen.findByTestId('overview-team-size')).toHaveTextContent('24');
    expect(screen.getByTestId('overview-active')).toHaveTextContent('20');
    expect(screen.getByTestId('overview-new')).toHaveTextContent('3');
    expect(screen.getByTestId('overview-commissions')).toHaveTextContent('$1,234.56');
    expect(screen.getByTestId('overview-ranks-chart-summary')).toHaveTextContent('Most members hold the rank Associate (18); ranks held: 3.');
    // The figures behind the chart, for screen readers.
    expect(within(screen.getByTestId('overview-levels-chart')).getByRole('table')).toHaveTextContent('Level 311');
    expect(screen.queryByTestId('team-analytics-period')).not.toBeInTheDocument();
    expect(analyticsRequests(fetchMock)).toEqual(['overview:90']);
  });

  it('takes the tab and period from the address, and a tab click asks for that tab', async () => {
    const fetchMock = renderPage('/team-premium?tab=growth&period=365');
    expect(await screen.findByTestId('growth-joined')).toHaveTextContent('4');
    expect(screen.getByTestId('team-analytics-period')).toHaveValue('365');
    await userEvent.click(screen.getByTestId('team-analytics-tab-performance'));
    expect(await screen.findByTestId('performance-total')).toHaveTextContent('$500.00');
    expect(analyticsRequests(fetchMock)).toEqual(['growth:365', 'performance:365']);
  });

  it('forecasts each member’s next rank: who qualifies now and what the others still need', async () => {
    renderPage('/team-premium?tab=performance');
    const rows = await screen.findAllByTestId('performance-forecast-row');
    expect(rows[0]).toHaveTextContent('Hugo Weber');
    expect(rows[0]).toHaveTextContent('Qualifies now');
    expect(rows[1]).toHaveTextContent('Silver → Gold');
    expect(rows[1]).toHaveTextContent('Team +13');
    expect(rows[1]).not.toHaveTextContent('Direct recruits');
    // Wider than a phone, the table scrolls inside its card: a keyboard can reach and scroll it.
    expect(screen.getByRole('region', { name: 'Next-rank forecast' })).toHaveAttribute('tabindex', '0');
  });

  it('says honestly when no member logs activities in Upline yet, pointing to the referral link', async () => {
    renderPage('/team-premium?tab=activity');
    const empty = await screen.findByTestId('activity-no-linked');
    expect(empty).toHaveTextContent('No member logs activities in Upline yet');
    expect(within(empty).getByRole('link', { name: 'Share your referral link' })).toHaveAttribute('href', '/referral');
    expect(screen.getByTestId('activity-tracked')).toHaveTextContent('0 of 24');
  });

  it('lists the at-risk members with when they were last seen, and the statuses', async () => {
    renderPage('/team-premium?tab=engagement');
    const rows = await screen.findAllByTestId('engagement-at-risk-list-row');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Noah Schmidt');
    expect(rows[0]).toHaveTextContent('Never');
    expect(screen.getByTestId('engagement-at-risk')).toHaveTextContent('1');
    expect(screen.getByTestId('engagement-status-chart-summary')).toHaveTextContent('Active 20 of 24; inactive 2, on leave 1.');
  });

  it('segments by custom team and join quarter, in the interface language', async () => {
    renderPage('/team-premium?tab=segmentation');
    expect(await screen.findByTestId('segmentation-total')).toHaveTextContent('Members: 23');
    expect(within(screen.getByTestId('segmentation-teams-chart')).getByRole('table')).toHaveTextContent('No custom team17Leadership circle6');
    const cohorts = screen.getAllByTestId('segmentation-cohorts-row');
    expect(cohorts.map((row) => row.textContent)).toEqual(['Q3 202532', 'Q1 20262018']);
  });

  it('shows a locked card without premium access and asks for no figures', async () => {
    const fetchMock = renderPage('/team-premium', false);
    expect(await screen.findByTestId('team-analytics-locked')).toBeInTheDocument();
    expect(analyticsRequests(fetchMock)).toEqual([]);
  });

  it('lists team goals with their standing, and creates one with a dollar target sent in cents', async () => {
    const bodies: unknown[] = [];
    renderPage('/team-premium?tab=goals', true, {
      'POST /api/team-goals': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return Response.json(makeGoal({ id: 'g3' }), { status: 201 });
      },
    });
    const cards = await screen.findAllByTestId('team-goal-card');
    expect(cards[0]).toHaveTextContent('On track');
    expect(cards[1]).toHaveTextContent('Behind');
    expect(within(cards[1]!).getByTestId('team-goal-figures')).toHaveTextContent('$250.00 of $1,000.00 (25%)');

    await userEvent.click(screen.getByTestId('team-goal-add'));
    const dialog = await screen.findByTestId('team-goal-dialog');
    await userEvent.click(within(dialog).getByTestId('team-goal-submit'));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText(/Title/), 'Spring commissions');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Measure/), 'commissions_cents');
    await userEvent.type(within(dialog).getByLabelText(/Target \(USD\)/), '1500.50');
    await userEvent.type(within(dialog).getByLabelText(/Deadline/), '2026-12-31');
    await userEvent.click(within(dialog).getByTestId('team-goal-submit'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ title: 'Spring commissions', metric: 'commissions_cents', targetValue: 150_050, deadline: '2026-12-31' });
    expect(bodies[0]).not.toHaveProperty('currentValue');
  });

  it('exports the open tab in the chosen format and the interface language', async () => {
    renderPage('/team-premium?tab=growth&period=30');
    await userEvent.click(await screen.findByTestId('team-analytics-export'));
    const dialog = await screen.findByTestId('team-analytics-export-dialog');
    await userEvent.click(within(dialog).getByTestId('team-analytics-format-csv'));
    const href = new URL(within(dialog).getByTestId('team-analytics-download').getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/api/team-analytics/export');
    expect(Object.fromEntries(href.searchParams)).toEqual({ format: 'csv', tab: 'growth', period: '30', lang: 'en' });
  });
});
