import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeProfile, renderWithRouter, stubFetch } from '../../../app/test-utils';
import { DEAL_ID, DEAL_ID_2, makeActivity, makeBoard, makeDeal, page } from '../test-fixtures';
import { PipelinePage } from './PipelinePage';
import { spyOnToasts } from '../../../test/toasts';

beforeEach(spyOnToasts);

const MARIA = makeDeal({ status: 'pending', closeDate: '2026-01-15' });
const LUIS = makeDeal({ id: DEAL_ID_2, title: 'Team pack for Luis', stage: 'Demo call', probability: 25, valueCents: 300_050, contact: null, company: 'Ruiz & Co', tags: [] });

function renderPage(url: string, answers: Parameters<typeof stubFetch>[0] = {}) {
  const fetchMock = stubFetch({
    'GET /api/me': { body: makeProfile({ pipelineStages: ['lead_generation', 'qualification', 'Demo call'] }) },
    'GET /api/deals/board': { body: makeBoard([MARIA]) },
    'GET /api/deals': { body: page([MARIA, LUIS], 50) },
    ...answers,
  });
  renderWithRouter(<PipelinePage />, { url, path: '/pipeline' });
  return fetchMock;
}

const listCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).filter((url) => url.pathname === '/api/deals');

beforeEach(() => {
  Element.prototype.hasPointerCapture ??= () => false;
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

describe('PipelinePage, list view', () => {
  it('shows the columns of a deal, a stage of the owner\'s naming as typed, and pages', async () => {
    renderPage('/pipeline?view=list');
    const rows = await screen.findAllByTestId('deal-row');
    expect(rows).toHaveLength(2);
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells(rows[0])).toEqual(['Starter kit for Maria', 'Maria Diaz', 'Diaz Wellness', 'Qualification', 'Pending', '$1,200', '20%', '$240', 'Close date: Jan 15, 2026· close date passed', '']);
    expect(cells(rows[1]).slice(0, 8)).toEqual(['Team pack for Luis', '—', 'Ruiz & Co', 'Demo call', 'Active', '$3,000.50', '25%', '$750.13']);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('sorts by a column header, then the other way round', async () => {
    const fetchMock = renderPage('/pipeline?view=list');
    await screen.findAllByTestId('deal-row');
    await userEvent.click(screen.getByTestId('deal-sort-value'));
    await waitFor(() => expect(listCalls(fetchMock).some((url) => url.searchParams.get('sort') === 'value:asc')).toBe(true));
    expect(screen.getByRole('columnheader', { name: /Value/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByTestId('deal-sort-value'));
    await waitFor(() => expect(listCalls(fetchMock).some((url) => url.searchParams.get('sort') === 'value:desc')).toBe(true));
  });

  it('sends every filter of the address to the list and the board', async () => {
    const fetchMock = renderPage('/pipeline?view=grid&q=kit&stage=qualification&status=pending&tags=kit,vip&createdFrom=2026-01-01&closeTo=2026-06-30');
    await screen.findAllByTestId('deal-row');
    expect(screen.getByTestId('deal-grid')).toBeInTheDocument();
    const list = listCalls(fetchMock)[0].searchParams;
    expect(Object.fromEntries(list)).toMatchObject({ q: 'kit', stage: 'qualification', status: 'pending', tags: 'kit,vip', createdFrom: '2026-01-01', closeTo: '2026-06-30', page: '1', pageSize: '24' });
    const board = fetchMock.mock.calls.map(([input]) => String(input)).find((input) => input.startsWith('/api/deals/board'))!;
    expect(board).toContain('closeTo=2026-06-30');
    expect(screen.getByTestId('deal-filter-stage')).toHaveValue('qualification');
    expect(screen.getByTestId('deal-filter-status')).toHaveValue('pending');
    expect(within(screen.getByTestId('deal-filter-dates')).getByText('2 date filters set')).toBeInTheDocument();
  });

  it('searches by title after typing pauses, back on page 1', async () => {
    const fetchMock = renderPage('/pipeline?view=list&page=2');
    await screen.findAllByTestId('deal-row');
    await userEvent.type(screen.getByTestId('deal-search'), 'luis');
    await waitFor(() => expect(listCalls(fetchMock).some((url) => url.searchParams.get('q') === 'luis' && url.searchParams.get('page') === '1')).toBe(true));
  });

  it('moves a deal with "Move to…" from a row', async () => {
    const fetchMock = renderPage('/pipeline?view=list', { [`PATCH /api/deals/${DEAL_ID}`]: { body: makeDeal({ stage: 'Demo call', version: 4 }) } });
    const rows = await screen.findAllByTestId('deal-row');
    await userEvent.click(within(rows[0]).getByTestId('deal-menu'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Move to Demo call' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(JSON.parse(String(patch[1]?.body))).toEqual({ stage: 'Demo call', version: 3 });
  });
});

describe('PipelinePage, funnel view', () => {
  it('shows the open stages narrowing, the share going on, and won and lost apart', async () => {
    renderPage('/pipeline?view=funnel', {
      'GET /api/deals/board': { body: makeBoard([], { lead_generation: 4, qualification: 3, contacted: 0, proposal: 2, negotiation: 1, closed_won: 2, closed_lost: 5 }) },
    });
    const steps = await screen.findAllByTestId('funnel-step');
    expect(steps).toHaveLength(5);
    expect(steps[0]).toHaveTextContent('12 deals reached this stage');
    expect(within(steps[0]).getByTestId('funnel-conversion')).toHaveTextContent('67% went on to Qualification');
    expect(within(steps[4]).getByTestId('funnel-conversion')).toHaveTextContent('67% went on to Won');
    expect(screen.getByTestId('funnel-won')).toHaveTextContent('Deals2');
    expect(screen.getByTestId('funnel-lost')).toHaveTextContent('Deals5');
    expect(screen.getByText('Win rate 29%')).toBeInTheDocument();
  });
});

describe('PipelinePage, deal detail', () => {
  it('opens the deal of ?deal=<id> with every field and its history, readable', async () => {
    renderPage(`/pipeline?view=list&deal=${DEAL_ID}`, {
      [`GET /api/deals/${DEAL_ID}`]: { body: makeDeal({ notes: 'Wants two boxes', assignedRep: { id: 'r1', name: 'Ana Rep' }, followUpAt: '2026-03-05T15:00:00.000Z' }) },
      [`GET /api/deals/${DEAL_ID}/activity`]: {
        body: page([
          makeActivity({
            id: 'a2',
            details: {
              stage: { from: 'lead_generation', to: 'qualification' },
              valueCents: { from: 120_000, to: 150_000 },
              contactId: { from: null, to: '6c1d9b20-2e3f-4a5b-8c6d-000000000001' },
              closeDate: { from: '2026-03-31', to: '2026-04-15' },
            },
          }),
          makeActivity({ id: 'a1', action: 'created', details: { stage: { from: null, to: 'lead_generation' }, valueCents: { from: null, to: 120_000 } }, createdAt: '2026-03-01T09:00:00.000Z' }),
        ]),
      },
    });
    const detail = await screen.findByTestId('deal-detail');
    expect(await within(detail).findByTestId('deal-detail-title')).toHaveTextContent('Starter kit for Maria');
    expect(within(detail).getByTestId('deal-detail-facts')).toHaveTextContent('Ana Rep');
    expect(within(detail).getByTestId('deal-detail-facts')).toHaveTextContent('Wants two boxes');
    const entries = await within(detail).findAllByTestId('deal-history-entry');
    expect(entries).toHaveLength(2);
    const lines = within(entries[0]).getAllByRole('listitem').map((li) => li.textContent);
    expect(lines).toEqual(['Stage: Lead generationQualification', 'Value: $1,200$1,500', 'Contact changed', 'Close date: Mar 31, 2026Apr 15, 2026']);
    expect(within(entries[0]).getAllByLabelText('to')).toHaveLength(3);
    expect(entries[1]).toHaveTextContent('Deal created in Lead generation at $1,200');
    expect(within(entries[1]).getByText(/Mar 1, 2026/)).toBeInTheDocument();
    expect(within(entries[1]).getByText(/ago/)).toBeInTheDocument();
  });

  it('says when the deal no longer exists', async () => {
    renderPage(`/pipeline?deal=${DEAL_ID}`);
    expect(await screen.findByText('This deal no longer exists.')).toBeInTheDocument();
  });
});
