import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { AppRoutes } from './AppRoutes';
import { EMPTY_SUMMARY, LocationProbe, makeProfile, makeSession, stubFetch } from './test-utils';
import { installFakeWebSocket } from '../lib/realtime.fake';
import { SESSION_QUERY_KEY } from '../features/auth/api/session';

const landingRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./lazy-landing', () => ({
  LandingPage: () => {
    landingRenders.count += 1;
    return <p>landing page</p>;
  },
}));
vi.mock('./lazy-pages', () => ({
  LegalPage: ({ page }: { page: string }) => <p>legal {page}</p>,
  InfoPage: ({ page }: { page: string }) => <p>info {page}</p>,
  AuthPage: () => <p>auth page</p>,
}));

function renderAt(url: string, { signedIn = true, role = 'user' as 'user' | 'admin', membershipTier = 'free' as 'free' | 'premium' } = {}) {
  stubFetch({
    'GET /api/auth/get-session': { body: signedIn ? makeSession({ role }) : null },
    'GET /api/me': { body: makeProfile({ role, membershipTier }) },
    'GET /api/dashboard/summary': { body: EMPTY_SUMMARY },
    'GET /api/notifications/unread-count': { body: { count: 0 } },
    'GET /api/announcements/unread': { body: [] },
  });
  // The shell opens the realtime socket; keep it inside the test.
  installFakeWebSocket();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return queryClient;
}

/** The whole app renders here; a busy machine needs more than the default second. */
const SLOW = { timeout: 20_000 };

afterEach(cleanup);

// The signed-in routes, their layout and the pages the tests open are lazy chunks: loaded once
// here, so that a busy machine's first import of them does not count against one test's wait.
beforeAll(
  () =>
    Promise.all([
      import('./SignedInRoutes'),
      import('./shell/SignedInLayout'),
      import('../features/reports/components/ReportGeneratorPage'),
      import('../features/dashboard/components/DashboardPage'),
    ]),
  120_000,
);

describe('AppRoutes', () => {
  it('renders the landing page once: the arrival of an empty session does not render it again', async () => {
    landingRenders.count = 0;
    const queryClient = renderAt('/', { signedIn: false });
    expect(await screen.findByText('landing page', undefined, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(queryClient.getQueryState(SESSION_QUERY_KEY)?.status).toBe('success'));
    expect(landingRenders.count).toBe(1);
  });

  it('opens a module page inside the shell, with its sidebar entry current', async () => {
    // A premium member: the entry is a link (free plans see it locked).
    renderAt('/report-generator', { membershipTier: 'premium' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Report generator' }, SLOW)).toBeInTheDocument();
    expect(screen.getByTestId('sidebar')).toBeInTheDocument();
    expect(screen.getByTestId('nav-report-generator')).toHaveAttribute('aria-current', 'page');
  });

  it('keeps non-admins out of /admin', async () => {
    renderAt('/admin');
    expect(await screen.findByTestId('dashboard-page', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('lets admins into /admin', async () => {
    renderAt('/admin', { role: 'admin' });
    expect(await screen.findByTestId('admin-page', undefined, SLOW)).toBeInTheDocument();
  });

  it('sends an unknown path to the dashboard when signed in, else home', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByTestId('dashboard-page', undefined, SLOW)).toBeInTheDocument();
    cleanup();
    renderAt('/no/such/page', { signedIn: false });
    expect(await screen.findByText('landing page', undefined, SLOW)).toBeInTheDocument();
  });

  it('serves the public pages with their page names', async () => {
    renderAt('/terms', { signedIn: false });
    expect(await screen.findByText('legal terms', undefined, SLOW)).toBeInTheDocument();
    cleanup();
    renderAt('/status', { signedIn: false });
    expect(await screen.findByText('info status', undefined, SLOW)).toBeInTheDocument();
    cleanup();
    renderAt('/register/ABCD1234', { signedIn: false });
    expect(await screen.findByText('auth page', undefined, SLOW)).toBeInTheDocument();
  });
});
