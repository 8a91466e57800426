import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { hasPremiumAccess } from '@shared/membership/membership.rules';
import type { TProfile } from '@shared/profile/profile.schema';
import { NOTIFICATION_PREFS_DEFAULT } from '@shared/profile/profile.schema';
import type { TSession } from '../features/auth/api/session';
import type { TDashboardSummary } from '../features/dashboard/api/summary';

/** A profile; `hasPremiumAccess` follows the tier and dates given, as the server's does. */
export function makeProfile(overrides: Partial<TProfile> = {}): TProfile {
  const profile: TProfile = {
    userId: 'u1',
    email: 'ana@example.com',
    name: 'Ana Lopez',
    firstName: 'Ana',
    lastName: 'Lopez',
    phone: null,
    country: null,
    city: null,
    company: null,
    address: null,
    avatarUrl: null,
    birthday: null,
    referralCode: 'ABCD1234',
    membershipTier: 'free',
    membershipExpiry: null,
    trialEndsAt: null,
    trialDaysLeft: null,
    hasPremiumAccess: false,
    role: 'user',
    // Complete, so the profile completion dialog stays out of screens' tests unless one asks for it.
    profileComplete: true,
    readAnnouncementIds: [],
    bannedUntil: null,
    banReason: null,
    pendingReferredBy: null,
    affiliateLink: null,
    socialLinks: {},
    notificationPrefs: NOTIFICATION_PREFS_DEFAULT,
    aiSidebarEnabled: false,
    pipelineStages: [],
    timeZone: 'UTC',
    language: 'en',
    theme: 'light',
    emailVerified: true,
    twoFactorEnabled: false,
    signInCount: 2,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
  return { ...profile, hasPremiumAccess: overrides.hasPremiumAccess ?? hasPremiumAccess(profile) };
}

export function makeSession(overrides: Partial<TSession['user']> = {}): TSession {
  return {
    user: { id: 'u1', email: 'ana@example.com', name: 'Ana Lopez', emailVerified: true, role: 'user', ...overrides },
    session: { id: 's1', expiresAt: '2099-01-01T00:00:00.000Z' },
  };
}

export const EMPTY_SUMMARY: TDashboardSummary = {
  quickStats: { activeProspects: 0, monthCommissionCents: 0, teamSize: 0 },
  pipeline: [],
  deals: { openCount: 0, openCents: 0, weightedCents: 0, wonThisMonthCents: 0, wonThisMonthCount: 0, stages: [] },
  goals: [],
  sponsor: null,
};

type TAnswer = { status?: number; body?: unknown } | (() => Promise<never>);

/** Stubs `fetch`, answering "METHOD /path" from the table; anything else is the contract's 404. */
export function stubFetch(answers: Record<string, TAnswer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const answer = answers[`${init?.method ?? 'GET'} ${path}`];
    if (typeof answer === 'function') return answer();
    if (!answer) return new Response(JSON.stringify({ error: { code: 'not_found', message: 'Not found' } }), { status: 404 });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Shows where the router is, with its navigation state, for assertions. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>{location.pathname}</output>;
}

/**
 * Renders `ui` at `url` (matched by `path`) with a fresh query client; `/`, `/login`, `/pricing`
 * and `/dashboard` show a location probe unless `path` is one of them.
 */
export function renderWithRouter(ui: ReactElement, { url = '/dashboard', path = '*' }: { url?: string; path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const probes = ['/', '/login', '/pricing', '/dashboard'].filter((p) => p !== path);
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          {probes.map((p) => (
            <Route key={p} path={p} element={<LocationProbe />} />
          ))}
          <Route path={path} element={ui} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...utils, queryClient };
}
