import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';

type TRoutes = Record<string, unknown>;

/** Answers fetch by path from `routes` (404 for anything else) and records the paths asked. */
export function mockFetch(routes: TRoutes) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (!(path in routes)) {
      return new Response(JSON.stringify({ error: { code: 'not_found', message: 'Not found' } }), { status: 404 });
    }
    return new Response(JSON.stringify(routes[path]), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function renderPublic(ui: ReactElement, path = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

export const PUBLIC_CONFIG = {
  trialDays: 9,
  contact: { support: 'help@crm.example.org', privacy: 'dpo@crm.example.org', sales: 'deals@crm.example.org' },
  ai: { forPremium: false },
  oauth: { google: false, microsoft: true },
  devOutbox: false,
};
