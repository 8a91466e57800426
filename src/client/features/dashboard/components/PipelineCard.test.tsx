import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { TDashboardDeals } from '@shared/dashboard/dashboard.schema';
import { renderWithRouter } from '../../../app/test-utils';
import { changeLanguage } from '../../../lib/i18n';
import { PipelineCard } from './PipelineCard';

const DEALS: TDashboardDeals = {
  openCount: 4,
  openCents: 385_001,
  weightedCents: 203_750,
  wonThisMonthCents: 480_000,
  wonThisMonthCount: 1,
  stages: [
    { stage: 'lead_generation', count: 0, totalCents: 0 },
    { stage: 'Tasting event', count: 2, totalCents: 35_001 },
    { stage: 'proposal', count: 2, totalCents: 350_000 },
    { stage: 'closed_won', count: 2, totalCents: 570_000 },
    { stage: 'closed_lost', count: 1, totalCents: 30_000 },
  ],
};

const render = (deals: TDashboardDeals | undefined) => renderWithRouter(<PipelineCard deals={deals} />, { url: '/dashboard', path: '/dashboard' });

afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

describe('PipelineCard', () => {
  it('shows the open, weighted and won totals in dollars, and a bar per stage with its count and value', () => {
    render(DEALS);
    expect(within(screen.getByTestId('dashboard-deals-open')).getByText('$3,850.01')).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-deals-open')).toHaveTextContent('4 open deals');
    expect(within(screen.getByTestId('dashboard-deals-weighted')).getByText('$2,037.50')).toBeInTheDocument();
    expect(within(screen.getByTestId('dashboard-deals-won')).getByText('$4,800')).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-deals-won')).toHaveTextContent('1 deal won');
    const stages = screen.getAllByRole('listitem');
    expect(stages.map((li) => li.dataset.testid)).toEqual(['deal-stage-lead_generation', 'deal-stage-Tasting event', 'deal-stage-proposal', 'deal-stage-closed_won', 'deal-stage-closed_lost']);
    // Built-in stages translated, the owner's own as typed; each row read out as one sentence.
    expect(screen.getByText('Lead generation: 0 deals, $0')).toBeInTheDocument();
    expect(screen.getByText('Tasting event: 2 deals, $350.01')).toBeInTheDocument();
    expect(screen.getByText('Won: 2 deals, $5,700')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open the pipeline/ })).toHaveAttribute('href', '/pipeline');
  });

  it('says honestly that there are no deals yet, with a way to create one', () => {
    render({ ...DEALS, openCount: 0, openCents: 0, weightedCents: 0, wonThisMonthCents: 0, wonThisMonthCount: 0, stages: DEALS.stages.map((s) => ({ ...s, count: 0, totalCents: 0 })) });
    expect(screen.getByText('No deals yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a deal' })).toHaveAttribute('href', '/pipeline');
    expect(screen.queryByTestId('dashboard-deals-open')).not.toBeInTheDocument();
  });

  it('writes money and stage names in the interface language', async () => {
    await changeLanguage('de');
    render(DEALS);
    // Intl separates the currency with a no-break space; the DOM queries see a plain one.
    const dollars = (cents: number, digits: number) =>
      new Intl.NumberFormat('de', { style: 'currency', currency: 'USD', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(cents / 100).replace(/\s/g, ' ');
    expect(screen.getByTestId('dashboard-deals-open')).toHaveTextContent(`Offene Pipeline${dollars(385_001, 2)}4 offene Deals`);
    expect(screen.getByText(`Gewonnen: 2 Deals, ${dollars(570_000, 0)}`)).toBeInTheDocument();
    expect(screen.getByText('Tasting event')).toBeInTheDocument();
  });

  it('holds its place while the figures load', () => {
    render(undefined);
    expect(screen.getByTestId('dashboard-deals').querySelector('[aria-busy="true"]')).not.toBeNull();
  });
});
