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

  it('status shows the database latency, and an outage found by a later check', async () => {
    let up = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        up
          ? new Response(JSON.stringify({ status: 'ok', database: 'postgres', databaseLatencyMs: 2.5 }), { status: 200, headers: { 'content-type': 'application/json' } })
          : new Response(JSON.stringify({ status: 'unavailable', database: 'postgres', error: { code: 'unavailable', message: 'The database is not reachable' } }), {
              status: 503,
              headers: { 'content-type': 'application/json' },
            }),
      ),
    );
    renderPublic(<InfoPage page="status" />, '/status');
    expect(await screen.findByText('All systems operational')).toBeInTheDocument();
    expect(screen.getByTestId('status-database')).toHaveTextContent('PostgreSQL · Answered in 2.5 ms');
    expect(screen.getByTestId('status-panel')).toHaveTextContent('Checked again every 30 seconds');
    up = false;
    await userEvent.click(screen.getByTestId('status-refresh'));
    expect(await screen.findByText('The service is having problems')).toBeInTheDocument();
    expect(within(screen.getByTestId('status-database')).getByText('Unavailable')).toBeInTheDocument();
    expect(screen.getByTestId('status-database')).not.toHaveTextContent('Answered in');
  });

  it('contact publishes the addresses the operator set, sales among them', async () => {
    mockFetch({ '/api/public/config': PUBLIC_CONFIG });
    renderPublic(<InfoPage page="contact" />, '/contact');
    expect(await screen.findByTestId('contact-support')).toHaveAttribute('href', 'mailto:help@crm.example.org');
    expect(screen.getByTestId('contact-privacy')).toHaveAttribute('href', 'mailto:dpo@crm.example.org');
    expect(screen.getByTestId('contact-sales')).toHaveTextContent('deals@crm.example.org');
  });

  it('features lists the AI assistant only when the operator opens it to members, and custom teams for everyone', async () => {
    mockFetch({ '/api/public/config': PUBLIC_CONFIG });
    const { unmount } = renderPublic(<InfoPage page="features" />, '/features');
    expect(await screen.findByText('Custom teams')).toBeInTheDocument();
    expect(screen.getByText('Custom teams').closest('article')).not.toHaveTextContent('Premium Pro');
    expect(screen.queryByText('AI assistant')).not.toBeInTheDocument();
    unmount();
    mockFetch({ '/api/public/config': { ...PUBLIC_CONFIG, ai: { forPremium: true } } });
    renderPublic(<InfoPage page="features" />, '/features');
    expect(await screen.findByText('AI assistant')).toBeInTheDocument();
  });

  it('help walks through every module with a link into it', async () => {
    mockFetch({ '/api/public/config': PUBLIC_CONFIG });
    renderPublic(<InfoPage page="help" />, '/help');
    const guides = await screen.findByTestId('help-guides');
    expect(within(guides).getByRole('link', { name: 'Open: Funnel tracker' })).toHaveAttribute('href', '/funnel-tracker');
    expect(within(guides).getByRole('link', { name: 'Open: Custom teams' })).toHaveAttribute('href', '/custom-teams-management');
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
