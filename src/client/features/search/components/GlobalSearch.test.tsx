import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSearchResponse } from '@shared/search/search.schema';
import { makeSession, renderWithRouter, stubFetch } from '../../../app/test-utils';
import { GlobalSearchProvider } from './GlobalSearchProvider';
import { SearchTrigger } from './SearchTrigger';

const FOUND: TSearchResponse = {
  results: {
    contacts: [{ id: 'c1', label: 'John Smith', description: 'john@example.com', url: '/contacts?q=john%40example.com' }],
    prospects: [{ id: 'p1', label: 'Johanna Smythe', description: 'Acme', url: '/dashboard' }],
    teamMembers: [],
    deals: [],
    tasks: [],
    messages: [],
  },
};

function renderSearch(answers: Parameters<typeof stubFetch>[0] = {}, { signedIn = true } = {}) {
  const fetchMock = stubFetch({ 'GET /api/auth/get-session': { body: signedIn ? makeSession() : null }, ...answers });
  renderWithRouter(
    <GlobalSearchProvider>
      <SearchTrigger compact={false} />
    </GlobalSearchProvider>,
    { url: '/goals' },
  );
  return fetchMock;
}

const searches = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([input, init]) => init?.method === 'POST' && String(input).endsWith('/api/search')).map(([, init]) => JSON.parse(String(init?.body)));

/** Lets the debounce run out, so a call it would make has been made. */
const pause = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

async function openPalette() {
  await userEvent.click(screen.getByTestId('search-trigger'));
  return screen.findByTestId('search-palette');
}

beforeEach(() => {
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('global search palette', () => {
  it('opens with Ctrl+K and with Cmd+K', async () => {
    renderSearch();
    await userEvent.keyboard('{Control>}k{/Control}');
    expect(await screen.findByTestId('search-palette')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('search-palette')).not.toBeInTheDocument());
    await userEvent.keyboard('{Meta>}k{/Meta}');
    expect(await screen.findByTestId('search-palette')).toBeInTheDocument();
  });

  it('makes no call for a blank query', async () => {
    const fetchMock = renderSearch({ 'POST /api/search': { body: FOUND } });
    await openPalette();
    await userEvent.type(screen.getByTestId('search-input'), '   ');
    await pause(450);
    expect(searches(fetchMock)).toHaveLength(0);
    expect(screen.queryByTestId('search-result')).not.toBeInTheDocument();
  });

  it('waits for typing to pause, then groups the results and opens the chosen one', async () => {
    const fetchMock = renderSearch({ 'POST /api/search': { body: FOUND } });
    const palette = await openPalette();
    await userEvent.type(screen.getByTestId('search-input'), 'jonh smiht');
    const results = await screen.findAllByTestId('search-result');
    expect(searches(fetchMock)).toEqual([{ query: 'jonh smiht', filters: ['contacts', 'prospects', 'teamMembers', 'deals', 'tasks', 'messages'] }]);
    expect(results.map((r) => r.dataset.category)).toEqual(['contacts', 'prospects']);
    expect(within(palette).getByText('Contacts')).toBeInTheDocument();
    expect(within(palette).getByText('Prospects')).toBeInTheDocument();
    expect(within(palette).queryByText('Team members')).not.toBeInTheDocument();

    await userEvent.click(within(results[1]).getByText('Johanna Smythe'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    expect(screen.queryByTestId('search-palette')).not.toBeInTheDocument();
  });

  it('says "No results found." when every category is empty', async () => {
    renderSearch({ 'POST /api/search': { body: { results: { contacts: [], prospects: [], teamMembers: [], deals: [], tasks: [], messages: [] } } } });
    await openPalette();
    await userEvent.type(screen.getByTestId('search-input'), 'zzz');
    expect(await screen.findByText('No results found.')).toBeInTheDocument();
  });

  it('asks to log in without a session, making no call', async () => {
    const fetchMock = renderSearch({ 'POST /api/search': { body: FOUND } }, { signedIn: false });
    await openPalette();
    await userEvent.type(screen.getByTestId('search-input'), 'john');
    expect(await screen.findByText('You must be logged in to search.')).toBeInTheDocument();
    await pause(400);
    expect(searches(fetchMock)).toHaveLength(0);
  });

  it('shows the server message of a failed search', async () => {
    renderSearch({ 'POST /api/search': { status: 400, body: { error: { code: 'validation_failed', message: 'The search text is too long (200 characters at most)' } } } });
    await openPalette();
    await userEvent.type(screen.getByTestId('search-input'), 'john');
    expect(await screen.findByText('The search text is too long (200 characters at most)')).toBeInTheDocument();
  });
});

describe('advanced search', () => {
  it('searches on every keystroke in the chosen categories only, and goes back to quick search', async () => {
    const fetchMock = renderSearch({ 'POST /api/search': { body: { results: { prospects: [], teamMembers: [], deals: [], tasks: [], messages: [] } } } });
    await openPalette();
    await userEvent.click(screen.getByTestId('advanced-search-open'));
    const dialog = await screen.findByTestId('advanced-search');
    expect(screen.queryByTestId('search-palette')).not.toBeInTheDocument();
    for (const category of ['contacts', 'prospects', 'teamMembers', 'deals', 'tasks', 'messages']) {
      expect(within(dialog).getByTestId(`advanced-filter-${category}`)).toBeChecked();
    }

    await userEvent.click(within(dialog).getByTestId('advanced-filter-contacts'));
    await userEvent.type(within(dialog).getByTestId('advanced-search-input'), 'ab');
    await waitFor(() => expect(searches(fetchMock)).toHaveLength(2));
    expect(searches(fetchMock).map((body) => body.query)).toEqual(['a', 'ab']);
    expect(searches(fetchMock)[1].filters).toEqual(['prospects', 'teamMembers', 'deals', 'tasks', 'messages']);
    expect(await within(dialog).findByText('No prospects found.')).toBeInTheDocument();
    expect(within(dialog).getByText('No team members found.')).toBeInTheDocument();
    expect(within(dialog).queryByText('No contacts found.')).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByTestId('back-to-quick-search'));
    expect(await screen.findByTestId('search-palette')).toBeInTheDocument();
    expect(screen.getByTestId('search-input')).toHaveValue('ab');
    expect(screen.queryByTestId('advanced-search')).not.toBeInTheDocument();
  });

  it('reports a request that never reached the server', async () => {
    renderSearch({ 'POST /api/search': () => Promise.reject(new TypeError('Failed to fetch')) });
    await openPalette();
    await userEvent.click(screen.getByTestId('advanced-search-open'));
    await userEvent.type(await screen.findByTestId('advanced-search-input'), 'x');
    expect(await screen.findByText('Failed to send a request to the Edge Function')).toBeInTheDocument();
  });
});
