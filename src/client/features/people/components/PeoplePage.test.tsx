import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TPerson, TPersonType } from '@shared/people/people.schema';
import { renderWithRouter, stubFetch } from '../../../app/test-utils';
import { PeoplePage } from './PeoplePage';

function makePerson(i: number, type: TPersonType = 'contact'): TPerson {
  const hex = i.toString(16).padStart(12, '0');
  return {
    id: `00000000-0000-4000-8000-${hex}`,
    type,
    firstName: `Name${i}`,
    lastName: 'Person',
    name: `Name${i} Person`,
    email: `person${i}@example.com`,
    phone: null,
    role: null,
    company: null,
    status: type === 'prospect' ? 'interested' : type === 'teamMember' ? 'active' : 'warm',
    source: null,
    avatarUrl: null,
    notes: null,
    tags: [],
    lastContacted: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

const PAGE = { items: [makePerson(1, 'prospect'), makePerson(2, 'contact'), makePerson(3, 'teamMember')], total: 45, page: 1, pageSize: 20 };

function requestedUrls(fetchMock: ReturnType<typeof stubFetch>) {
  return fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
}

beforeEach(() => {
  // jsdom lays nothing out: give the scroll box a height so the virtual list has rows to show.
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(640);
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1000);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('PeoplePage', () => {
  it('lists everyone with a type badge, the exact total and the page', async () => {
    stubFetch({ 'GET /api/people': { body: PAGE } });
    renderWithRouter(<PeoplePage />, { url: '/people', path: '/people' });
    const rows = await screen.findAllByTestId('people-row');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Prospect');
    expect(rows[0]).toHaveTextContent('Interested');
    expect(rows[1]).toHaveTextContent('Contact');
    expect(rows[2]).toHaveTextContent('Team member');
    expect(screen.getByTestId('people-total')).toHaveTextContent('45 people');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('links a prospect to its page and prefetches the next page', async () => {
    const fetchMock = stubFetch({ 'GET /api/people': { body: PAGE } });
    renderWithRouter(<PeoplePage />, { url: '/people', path: '/people' });
    const rows = await screen.findAllByTestId('people-row');
    expect(rows[0]).toHaveAttribute('href', `/prospects/${PAGE.items[0].id}`);
    expect(rows[1].tagName).not.toBe('A');
    await waitFor(() => expect(requestedUrls(fetchMock).some((url) => url.searchParams.get('page') === '2')).toBe(true));
  });

  it('keeps only the rows in view in the DOM', async () => {
    const items = Array.from({ length: 100 }, (_, i) => makePerson(i + 1));
    stubFetch({ 'GET /api/people': { body: { items, total: 100, page: 1, pageSize: 100 } } });
    renderWithRouter(<PeoplePage />, { url: '/people?pageSize=100', path: '/people' });
    const rows = await screen.findAllByTestId('people-row');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(40);
  });

  it('searches after a pause and filters by type', async () => {
    const fetchMock = stubFetch({ 'GET /api/people': { body: PAGE } });
    renderWithRouter(<PeoplePage />, { url: '/people', path: '/people' });
    await screen.findAllByTestId('people-row');
    await userEvent.type(screen.getByTestId('people-search'), 'Ana');
    await waitFor(() => expect(requestedUrls(fetchMock).some((url) => url.searchParams.get('q') === 'Ana')).toBe(true));
    expect(requestedUrls(fetchMock).some((url) => url.searchParams.get('q') === 'A')).toBe(false);

    await userEvent.selectOptions(screen.getByTestId('people-type'), 'teamMember');
    await waitFor(() => {
      const last = requestedUrls(fetchMock).filter((url) => url.searchParams.get('page') === '1').at(-1);
      expect(last?.searchParams.get('type')).toBe('teamMember');
      expect(last?.searchParams.get('q')).toBe('Ana');
    });
  });
});
