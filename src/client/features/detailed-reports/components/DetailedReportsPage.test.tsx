import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TDetailedReport } from '@shared/detailed-reports/detailed-reports.schema';
import { makeProfile, renderWithRouter, stubFetch } from '../../../app/test-utils';
import { UpgradePromptProvider } from '../../../components/premium/UpgradePrompt';
import { loadPageStrings } from '../../../lib/i18n';
import { DetailedReportsPage } from './DetailedReportsPage';

const outcomes = (o: Partial<Record<string, number>> = {}) => ({ no_answer: 0, left_message: 0, positive_interaction: 0, negative_interaction: 0, rescheduled: 0, demo_booked: 0, sale_closed: 0, none: 0, ...o });
const types = (o: Partial<Record<string, number>> = {}) => ({ product_sale: 0, team_bonus: 0, recruitment_bonus: 0, performance_bonus: 0, other: 0, ...o });
const stage = (s: string, o: Record<string, unknown> = {}) => ({ stage: s, current: 0, reached: 0, conversionFromPrevious: null, dropOff: 0, medianDaysInStage: null, stays: 0, ...o });

const REPORT: TDetailedReport = {
  range: { period: 'last_30_days', from: '2026-02-01', to: '2026-03-02', timeZone: 'UTC' },
  sources: {
    rows: [
      { source: 'website', prospects: 4, enrolled: 1, conversionRate: 0.25 },
      { source: 'referral', prospects: 2, enrolled: 2, conversionRate: 1 },
      { source: 'event', prospects: 0, enrolled: 0, conversionRate: null },
    ],
    totals: { prospects: 6, enrolled: 3, conversionRate: 0.5 },
  },
  funnel: {
    prospects: 6,
    enrolled: 3,
    overallConversion: 0.5,
    stages: [
      stage('new_prospect', { current: 2, reached: 6, medianDaysInStage: 2.5, stays: 4 }),
      stage('contacted', { current: 1, reached: 4, conversionFromPrevious: 4 / 6, dropOff: 1, medianDaysInStage: 1, stays: 3 }),
      stage('enrolled', { current: 3, reached: 3, conversionFromPrevious: 0.75 }),
      stage('not_interested', { current: 0, reached: null, dropOff: null }),
    ] as TDetailedReport['funnel']['stages'],
  },
  activities: {
    rows: [{ type: 'call', total: 4, completed: 3, cancelled: 0, completionRate: 0.75, outcomes: outcomes({ positive_interaction: 2, no_answer: 1, none: 1 }) }],
    totals: { total: 4, completed: 3, cancelled: 0, completionRate: 0.75, outcomes: outcomes({ positive_interaction: 2, no_answer: 1, none: 1 }) },
  },
  commissions: {
    months: [
      { month: '2026-02', byType: types({ product_sale: 12_345 }), earnedCents: 12_345, cancelledCents: 0 },
      { month: '2026-03', byType: types({ team_bonus: 5_000 }), earnedCents: 5_000, cancelledCents: 1_000 },
    ],
    byType: [
      { type: 'product_sale', pendingCents: 0, paidCents: 12_345, cancelledCents: 1_000, earnedCents: 12_345, count: 2 },
      { type: 'team_bonus', pendingCents: 5_000, paidCents: 0, cancelledCents: 0, earnedCents: 5_000, count: 1 },
    ],
    totals: { pendingCents: 5_000, paidCents: 12_345, cancelledCents: 1_000, earnedCents: 17_345, count: 3 },
    monthsTruncated: false,
  },
};

const EMPTY: TDetailedReport = {
  ...REPORT,
  sources: { rows: REPORT.sources.rows.map((r) => ({ ...r, prospects: 0, enrolled: 0, conversionRate: null })), totals: { prospects: 0, enrolled: 0, conversionRate: null } },
  funnel: { prospects: 0, enrolled: 0, overallConversion: null, stages: [] },
  activities: { rows: [], totals: { total: 0, completed: 0, cancelled: 0, completionRate: null, outcomes: outcomes() } },
  commissions: { months: [], byType: [], totals: { pendingCents: 0, paidCents: 0, cancelledCents: 0, earnedCents: 0, count: 0 }, monthsTruncated: false },
};

function renderPage({ premium = true, report = REPORT, url = '/reports-premium' }: { premium?: boolean; report?: TDetailedReport; url?: string } = {}) {
  const fetchMock = stubFetch({
    'GET /api/me': { body: makeProfile({ membershipTier: premium ? 'premium' : 'free' }) },
    'GET /api/reports/detailed': { body: report },
  });
  renderWithRouter(
    <UpgradePromptProvider>
      <DetailedReportsPage />
    </UpgradePromptProvider>,
    { url, path: '/reports-premium' },
  );
  return fetchMock;
}

const reportQueries = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost')).filter((u) => u.pathname === '/api/reports/detailed').map((u) => Object.fromEntries(u.searchParams));

beforeAll(() => loadPageStrings('detailedReports'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DetailedReportsPage', () => {
  it('shows the period, the key figures and the sources with their conversion', async () => {
    renderPage();
    expect(await screen.findByTestId('detailed-figure-prospects')).toHaveTextContent('6');
    expect(screen.getByTestId('detailed-range')).toHaveTextContent('Feb 1, 2026 – Mar 2, 2026');
    expect(screen.getByTestId('detailed-figure-conversion')).toHaveTextContent('50%');
    expect(screen.getByTestId('detailed-figure-earned')).toHaveTextContent('$173.45');
    const rows = within(screen.getByTestId('detailed-sources-table')).getAllByTestId('detailed-sources-table-row');
    expect(rows.map((r) => r.textContent)).toEqual(['Website4125%', 'Referral22100%', 'Event00—', 'Total6350%']);
    expect(screen.getByTestId('detailed-sources-chart-summary')).toHaveTextContent('3 of 6 prospects enrolled (50%). Referral converts best at 100%.');
  });

  it('opens the funnel, activities and commissions tabs with their figures', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByTestId('detailed-tab-funnel'));
    const funnel = within(screen.getByTestId('detailed-funnel-table'));
    expect(funnel.getAllByTestId('detailed-funnel-table-row')[1]).toHaveTextContent('Contacted1466.7%11 day');
    expect(funnel.getAllByTestId('detailed-funnel-table-row')[0]).toHaveTextContent('2.5 days');
    expect(screen.getByTestId('detailed-funnel-chart-summary')).toHaveTextContent('3 of 6 prospects reached enrolment (50%). The steepest step is from New prospect to Contacted: 66.7% moved on.');

    await user.click(screen.getByTestId('detailed-tab-activities'));
    expect(within(screen.getByTestId('detailed-activities-table')).getAllByTestId('detailed-activities-table-row')[0]).toHaveTextContent(/^Call4375%10200001$/);
    expect(screen.getByTestId('detailed-activities-chart-summary')).toHaveTextContent('Most frequent outcome: Positive interaction (2).');

    await user.click(screen.getByTestId('detailed-tab-commissions'));
    const byType = within(screen.getByTestId('detailed-commissions-types')).getAllByTestId('detailed-commissions-types-row');
    expect(byType[0]).toHaveTextContent('Product sale2$0.00$123.45$10.00$123.45');
    expect(screen.getByTestId('detailed-commissions-chart-summary')).toHaveTextContent('Earned $173.45: $123.45 paid and $50.00 pending; $10.00 cancelled. Best month: Feb 2026 with $123.45.');
  });

  it('asks again when the period changes, and checks a custom period before asking', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage();
    await screen.findByTestId('detailed-figure-prospects');
    await user.selectOptions(screen.getByTestId('detailed-period-select'), 'last_90_days');
    await waitFor(() => expect(reportQueries(fetchMock).at(-1)).toEqual({ period: 'last_90_days' }));

    await user.selectOptions(screen.getByTestId('detailed-period-select'), 'custom');
    await user.type(screen.getByTestId('detailed-period-from'), '2026-02-10');
    await user.type(screen.getByTestId('detailed-period-to'), '2026-02-01');
    expect(screen.getByRole('alert')).toHaveTextContent('The start date must not be after the end date.');
    expect(screen.getByTestId('detailed-period-apply')).toBeDisabled();
    await user.clear(screen.getByTestId('detailed-period-to'));
    await user.type(screen.getByTestId('detailed-period-to'), '2026-02-20');
    await user.click(screen.getByTestId('detailed-period-apply'));
    await waitFor(() => expect(reportQueries(fetchMock).at(-1)).toEqual({ period: 'custom', from: '2026-02-10', to: '2026-02-20' }));
  });

  it('exports the chosen section and format over the period on screen', async () => {
    const user = userEvent.setup();
    renderPage({ url: '/reports-premium?period=this_year' });
    await user.click(await screen.findByTestId('detailed-tab-funnel'));
    await user.click(screen.getByTestId('detailed-export'));
    const dialog = within(await screen.findByTestId('detailed-export-dialog'));
    expect(dialog.getByTestId('detailed-export-section')).toHaveValue('funnel');
    expect(dialog.getByTestId('detailed-export-download')).toHaveAttribute('href', '/api/reports/detailed/export?period=this_year&format=pdf&section=funnel');
    await user.click(dialog.getByTestId('detailed-export-format-csv'));
    await user.selectOptions(dialog.getByTestId('detailed-export-section'), 'commissions');
    expect(dialog.getByTestId('detailed-export-download')).toHaveAttribute('href', '/api/reports/detailed/export?period=this_year&format=csv&section=commissions');
  });

  it('says honestly when the period holds nothing', async () => {
    const user = userEvent.setup();
    renderPage({ report: EMPTY });
    expect(await screen.findByTestId('detailed-sources-empty')).toHaveTextContent('No prospects were added in this period.');
    expect(screen.getByTestId('detailed-figure-conversion')).toHaveTextContent('—');
    await user.click(screen.getByTestId('detailed-tab-commissions'));
    expect(screen.getByTestId('detailed-commissions-empty')).toBeInTheDocument();
  });

  it('shows what the reports do to a user without premium access, and asks for no report', async () => {
    const fetchMock = renderPage({ premium: false });
    expect(await screen.findByTestId('detailed-locked')).toBeInTheDocument();
    expect(screen.queryByTestId('detailed-export')).not.toBeInTheDocument();
    expect(reportQueries(fetchMock)).toEqual([]);
  });
});
