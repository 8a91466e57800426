import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../../lib/i18n';
import { makePlans } from '../../billing/test-fixtures';
import { PUBLIC_CONFIG, mockFetch, renderPublic } from '../lib/render-public.test-utils';
import { InfoPage } from './InfoPage';

describe('InfoPage', () => {
  beforeEach(() => i18n.changeLanguage('en'));
  afterEach(() => vi.unstubAllGlobals());

  it('status shows the API and database as operational from /api/health', async () => {
    const fetchMock = mockFetch({ '/api/health': { status: 'ok', database: 'pglite' } });
    renderPublic(<InfoPage page="status" />, '/status');
    expect(await screen.findByText('All systems operational')).toBeInTheDocument();
    expect(within(screen.getByTestId('status-api')).getByText(/operational/i)).toBeInTheDocument();
    expect(within(screen.getByTestId('status-database')).getByText('PGlite')).toBeInTheDocument();

    await userEvent.click(screen.getByTestId('status-refresh'));
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/api/health').length).toBeGreaterThanOrEqual(2);
  });

  it('status says when the service cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    renderPublic(<InfoPage page="status" />, '/status');
    expect(await screen.findByText('The service cannot be reached')).toBeInTheDocument();
  });

  it('pricing switches Premium Pro between the monthly and yearly list price', async () => {
    const launchOffer = { active: false, slotsTotal: 100, slotsLeft: 0, endsAt: null, endedReason: 'sold_out' as const };
    mockFetch({ '/api/public/config': PUBLIC_CONFIG, '/api/billing/plans': makePlans({ launchOffer }) });
    renderPublic(<InfoPage page="pricing" />, '/pricing');
    expect(await screen.findByTestId('premium-price')).toHaveTextContent('$49.99');
    await userEvent.click(screen.getByTestId('billing-yearly'));
    expect(screen.getByTestId('premium-price')).toHaveTextContent('$599');
    expect(screen.getByRole('table')).toHaveTextContent('Hot leads (smart lead scoring)');
  });

  it('careers says plainly that there are no open positions', () => {
    renderPublic(<InfoPage page="careers" />, '/careers');
    expect(screen.getByTestId('info-page')).toHaveTextContent('No open positions right now');
  });
});
