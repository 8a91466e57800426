import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_SUMMARY, makeProfile, makeSession, renderWithRouter, stubFetch } from '../../test-utils';
import { UpgradePromptProvider } from '../../../components/premium/UpgradePrompt';
import { NAV_GROUPS } from './nav-items';
import { Sidebar } from './Sidebar';

function renderSidebar(profile = makeProfile(), summary: unknown = EMPTY_SUMMARY) {
  stubFetch({
    'GET /api/auth/get-session': { body: makeSession({ role: profile.role }) },
    'GET /api/me': { body: profile },
    'GET /api/dashboard/summary': summary === null ? { status: 500, body: { error: { code: 'internal', message: 'boom' } } } : { body: summary },
  });
  return renderWithRouter(
    <UpgradePromptProvider>
      <Sidebar collapsed={false} />
    </UpgradePromptProvider>,
    { url: '/dashboard', path: '/dashboard' },
  );
}

afterEach(cleanup);

describe('Sidebar', () => {
  it('locks premium items for a free profile and offers the upgrade instead of navigating', async () => {
    renderSidebar();
    await screen.findByText('Ana Lopez');
    const item = screen.getByTestId('nav-team-premium');
    expect(item).toHaveAttribute('data-locked', 'true');
    expect(item.tagName).toBe('BUTTON');

    await userEvent.click(item);
    const modal = await screen.findByTestId('upgrade-modal');
    expect(within(modal).getByText('Premium feature')).toBeInTheDocument();
    expect(within(modal).getByText(/Team Analytics is a premium feature/)).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();

    await userEvent.click(within(modal).getByTestId('upgrade-now'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/pricing');
  });

  it('links premium items for an active trial', async () => {
    const trialEndsAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
    renderSidebar(makeProfile({ membershipTier: 'trial', trialEndsAt }));
    expect(await screen.findByText(/Trial: 3 days left/)).toBeInTheDocument();
    const item = screen.getByTestId('nav-team-premium');
    expect(item).toHaveAttribute('href', '/team-premium');
    expect(item).not.toHaveAttribute('data-locked');
  });

  it('locks each premium entry by its feature: open on a running paid plan, locked once its period has ended', async () => {
    const premiumEntries = NAV_GROUPS.flatMap((group) => group.items).filter((item) => item.feature);
    expect(premiumEntries.map((item) => item.feature)).toEqual([
      'ADVANCED_TEAM_ANALYTICS',
      'DETAILED_REPORTS',
      'SMART_LEAD_SCORING',
      'AUTOMATED_FOLLOW_UPS',
      'SMART_LEAD_SCORING',
      'REPORT_GENERATOR',
      'DATA_IMPORT',
      'AI_ASSIST',
    ]);
    renderSidebar(makeProfile({ membershipTier: 'premium', membershipExpiry: new Date(Date.now() + 86_400_000).toISOString() }));
    await screen.findByText('Ana Lopez');
    for (const item of premiumEntries) expect(screen.getByTestId(`nav-${item.testId}`)).not.toHaveAttribute('data-locked');
    cleanup();

    renderSidebar(makeProfile({ membershipTier: 'premium', membershipExpiry: new Date(Date.now() - 86_400_000).toISOString() }));
    await screen.findByText('Ana Lopez');
    for (const item of premiumEntries) expect(screen.getByTestId(`nav-${item.testId}`)).toHaveAttribute('data-locked', 'true');
    expect(screen.getByTestId('nav-referral')).toHaveAttribute('href', '/referral');
  });

  it('shows the admin entry to admins only', async () => {
    renderSidebar();
    await screen.findByText('Ana Lopez');
    expect(screen.queryByTestId('nav-admin')).not.toBeInTheDocument();
    cleanup();

    renderSidebar(makeProfile({ role: 'admin' }));
    await screen.findByText('Ana Lopez');
    expect(await screen.findByTestId('nav-admin')).toHaveAttribute('href', '/admin');
  });

  it('opens the training academy in a new tab and marks the current page', async () => {
    renderSidebar();
    await screen.findByText('Ana Lopez');
    expect(screen.getByTestId('nav-training')).toHaveAttribute('target', '_blank');
    expect(screen.getByTestId('nav-dashboard')).toHaveAttribute('aria-current', 'page');
  });

  it('shows the quick stats from the summary, and a dash when it fails', async () => {
    renderSidebar(makeProfile(), { ...EMPTY_SUMMARY, quickStats: { activeProspects: 12, monthCommissionCents: 123456, teamSize: 4 } });
    const stats = screen.getByTestId('quick-stats');
    expect(await within(stats).findByText('$1,234.56')).toBeInTheDocument();
    expect(within(stats).getByText('12')).toBeInTheDocument();
    expect(within(stats).getByText('4')).toBeInTheDocument();
    cleanup();

    renderSidebar(makeProfile(), null);
    const failed = screen.getByTestId('quick-stats');
    expect(await within(failed).findAllByText('—')).toHaveLength(3);
  });
});
