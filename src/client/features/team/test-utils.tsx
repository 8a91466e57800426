import type { ReactElement } from 'react';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import type { TTeamMember } from '@shared/team/team.schema';
import { renderWithRouter } from '../../app/test-utils';
import { UpgradePromptProvider } from '../../components/premium/UpgradePrompt';

type TAnswer = { status?: number; body?: unknown };
type TRoute = TAnswer | ((url: URL, body: unknown) => TAnswer);

/** Stubs `fetch` from a table of "METHOD /path" routes; a function route sees the query and body. */
export function mockApi(routes: Record<string, TRoute>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const route = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    const answer = typeof route === 'function' ? route(url, init?.body ? JSON.parse(String(init.body)) : undefined) : route;
    if (!answer) return new Response(JSON.stringify({ error: { code: 'not_found', message: 'Not found' } }), { status: 404 });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** What jsdom lacks and Radix popups or the virtualiser need: sizes, scrolling, observers. */
export function stubLayout() {
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(800);
  Element.prototype.scrollTo ??= function scrollTo() {};
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

export function renderPage(ui: ReactElement, url: string, path: string) {
  return renderWithRouter(
    <UpgradePromptProvider>
      {ui}
      <Toaster />
    </UpgradePromptProvider>,
    { url, path },
  );
}

export function makeMember(overrides: Partial<TTeamMember> = {}): TTeamMember {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    firstName: 'Maria',
    lastName: 'Diaz',
    name: 'Maria Diaz',
    email: 'maria@example.com',
    phone: null,
    rank: 'gold',
    role: 'mentor',
    status: 'active',
    joinDate: '2025-03-14',
    externalToolId: null,
    sponsorId: null,
    sponsorName: null,
    uplineName: null,
    uplinePhone: null,
    uplineEmail: null,
    companyId: null,
    avatarUrl: null,
    customTeam: null,
    linkedUserId: null,
    createdAt: '2025-03-14T10:00:00.000Z',
    updatedAt: '2025-03-14T10:00:00.000Z',
    ...overrides,
  };
}
