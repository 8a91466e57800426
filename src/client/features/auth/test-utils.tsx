import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { render } from '@testing-library/react';

type TRoute = { path: string; element: ReactElement };

/** Renders `ui` at `url` inside a fresh query client and a memory router. */
export function renderAt(url: string | { pathname: string; state?: unknown; hash?: string }, ui: ReactElement, extraRoutes: TRoute[] = []) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          {['/login', '/register', '/register/:referralCode', '/forgot-password'].map((path) => (
            <Route key={path} path={path} element={ui} />
          ))}
          {extraRoutes.map((route) => (
            <Route key={route.path} path={route.path} element={route.element} />
          ))}
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A `fetch` answering by "METHOD path" from a table; anything else is a 404 in the contract's shape. */
export function fakeFetch(routes: Record<string, { status?: number; body: unknown }>) {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const route = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    const status = route?.status ?? (route ? 200 : 404);
    const body = route ? route.body : { error: { code: 'not_found', message: 'Not found' } };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
}

/**
 * Like `fakeFetch`, but once `startPath` has been called, get-session answers `user`: a sign-in
 * that sets the session cookie, as the browser would see it.
 */
export function fakeFetchWithSession(routes: Record<string, { status?: number; body: unknown }>, startPath: string, user: unknown) {
  const answer = fakeFetch(routes);
  let started = false;
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).endsWith(startPath)) started = true;
    if (started && String(input).endsWith('/api/auth/get-session')) return new Response(JSON.stringify({ user, session: { id: 's', expiresAt: '' } }));
    return answer(input, init);
  };
}
