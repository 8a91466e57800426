import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUILT_IN_STAGES } from '@shared/deals/deals.constants';
import { makeProfile, renderWithRouter, stubFetch } from '../../../app/test-utils';
import { realtime } from '../../../lib/realtime';
import { FakeWebSocket, installFakeWebSocket } from '../../../lib/realtime.fake';
import { resetOwnChanges } from '../lib/own-changes';
import type { TDeal } from '@shared/deals/deals.schema';
import { DEAL_ID, DEAL_ID_2, makeBoard, makeDeal, page } from '../test-fixtures';
import { PipelinePage } from './PipelinePage';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), warning: vi.fn(), info: vi.fn() }) }));
const { toast } = await import('sonner');

const MARIA = makeDeal();
const LUIS = makeDeal({ id: DEAL_ID_2, title: 'Team pack for Luis', stage: 'proposal', probability: 50, valueCents: 300_000, contact: null, company: 'Ruiz & Co', tags: [] });
const BOARD = makeBoard([MARIA, LUIS]);

/**
 * jsdom lays nothing out: the columns stand side by side, 300 px wide, each card inside its own;
 * the card under the pointer (the drag overlay, outside every column) starts where the picked-up card is.
 */
function layOutBoard() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const stage = (this.closest('[data-kanban-column]') ?? document.activeElement?.closest('[data-kanban-column]'))?.getAttribute('data-kanban-column');
    if (!stage) return new DOMRect(0, 0, 0, 0);
    const left = (BUILT_IN_STAGES as readonly string[]).indexOf(stage) * 320;
    if (this.hasAttribute('data-kanban-column')) return new DOMRect(left, 0, 300, 600);
    return new DOMRect(left + 10, 60, 280, 80);
  });
}

function renderBoard(answers: Parameters<typeof stubFetch>[0] = {}) {
  const fetchMock = stubFetch({ 'GET /api/me': { body: makeProfile() }, 'GET /api/deals/board': { body: BOARD }, ...answers });
  const utils = renderWithRouter(<PipelinePage />, { url: '/pipeline', path: '/pipeline' });
  return { fetchMock, ...utils };
}

/** The server's deals: the board is read from them, and a stored change updates them. */
function serverOf(initial: TDeal[]) {
  const state = { deals: initial };
  return {
    board: { get body() { return makeBoard(state.deals); } },
    /** A PATCH that stores `saved` (and answers it). */
    stores: (saved: TDeal) => ({
      get body() {
        state.deals = state.deals.map((deal) => (deal.id === saved.id ? saved : deal));
        return saved;
      },
    }),
    set: (deals: TDeal[]) => (state.deals = deals),
  };
}

const patches = (fetchMock: ReturnType<typeof stubFetch>) => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');
const bodyOf = (call: unknown[]) => JSON.parse(String((call[1] as RequestInit).body));
const column = (stage: string) => screen.getByTestId('deal-board').querySelector<HTMLElement>(`[data-stage="${stage}"]`)!;

/** The keyboard path: Space on the card's move button picks it up, → carries it `steps` stages right, Space drops it. */
async function moveRightWithKeyboard(title: string, steps = 1) {
  screen.getByRole('button', { name: `Move ${title}` }).focus();
  await userEvent.keyboard(' ');
  // The sensor starts listening for the next keys on the next tick.
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  for (let i = 0; i < steps; i += 1) await userEvent.keyboard('{ArrowRight}');
  await userEvent.keyboard(' ');
}

beforeEach(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.scrollIntoView ??= () => undefined;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  layOutBoard();
  resetOwnChanges();
  vi.mocked(toast).mockClear();
  vi.mocked(toast.error).mockClear();
  installFakeWebSocket();
  realtime.start();
  FakeWebSocket.last.open();
});
afterEach(() => {
  realtime.stop();
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('PipelinePage, board', () => {
  it('shows a column per stage with its count, total and weighted value, and the forecast', async () => {
    renderBoard();
    expect(await screen.findAllByTestId('deal-card')).toHaveLength(2);
    expect(screen.getAllByTestId('deal-column').map((c) => c.getAttribute('data-stage'))).toEqual([...BUILT_IN_STAGES]);
    const qualification = column('qualification');
    expect(within(qualification).getByRole('heading')).toHaveTextContent('Qualification');
    expect(within(qualification).getByTestId('deal-column-count')).toHaveTextContent('1 deal');
    expect(within(qualification).getByTestId('deal-column-total')).toHaveTextContent('$1,200');
    expect(within(qualification).getByTestId('deal-column-weighted')).toHaveTextContent('$240');
    expect(within(column('closed_won')).getByRole('heading')).toHaveTextContent('Won');
    const card = within(qualification).getByTestId('deal-card');
    expect(card).toHaveTextContent('Starter kit for Maria');
    expect(card).toHaveTextContent('Maria Diaz · Diaz Wellness');
    expect(card).toHaveTextContent('#kit');
    expect(screen.getByTestId('forecast-open-total')).toHaveTextContent('$4,200');
    expect(screen.getByTestId('forecast-this-month')).toHaveTextContent('Closing in March 2026');
  });

  it('moves a card from the keyboard at once and stores the stage with the version it showed', async () => {
    const server = serverOf([MARIA, LUIS]);
    const { fetchMock } = renderBoard({ 'GET /api/deals/board': server.board, [`PATCH /api/deals/${DEAL_ID}`]: server.stores(makeDeal({ stage: 'contacted', probability: 30, version: 4 })) });
    await screen.findAllByTestId('deal-card');
    await moveRightWithKeyboard('Starter kit for Maria');
    await waitFor(() => expect(patches(fetchMock)).toHaveLength(1));
    expect(String(patches(fetchMock)[0][0])).toBe(`/api/deals/${DEAL_ID}`);
    expect(bodyOf(patches(fetchMock)[0])).toEqual({ stage: 'contacted', version: 3 });
    expect(within(column('contacted')).getByText('Starter kit for Maria')).toBeInTheDocument();
    expect(within(column('contacted')).getByTestId('deal-column-count')).toHaveTextContent('1 deal');
    expect(within(column('qualification')).getByTestId('deal-column-count')).toHaveTextContent('0 deals');
    await waitFor(() => expect(document.body).toHaveTextContent('Starter kit for Maria was dropped in the Contacted stage.'));
  });

  it('puts the card back and says so when the server refuses the move', async () => {
    let refuse: () => void = () => undefined;
    const { fetchMock } = renderBoard({ [`PATCH /api/deals/${DEAL_ID}`]: () => new Promise<never>((_, reject) => (refuse = () => reject(new TypeError('offline')))) });
    await screen.findAllByTestId('deal-card');
    await moveRightWithKeyboard('Starter kit for Maria');
    await waitFor(() => expect(patches(fetchMock)).toHaveLength(1));
    expect(within(column('contacted')).getByText('Starter kit for Maria')).toBeInTheDocument();
    await act(async () => refuse());
    await waitFor(() => expect(within(column('qualification')).getByText('Starter kit for Maria')).toBeInTheDocument());
    expect(toast.error).toHaveBeenCalledWith('“Starter kit for Maria” could not be moved; it is back where it was.');
  });

  it('asks before moving to Won, from the card menu', async () => {
    const server = serverOf([MARIA, LUIS]);
    const { fetchMock } = renderBoard({ 'GET /api/deals/board': server.board, [`PATCH /api/deals/${DEAL_ID_2}`]: server.stores({ ...LUIS, stage: 'closed_won', probability: 100, status: 'won', version: 4 }) });
    await screen.findAllByTestId('deal-card');
    await userEvent.click(within(column('proposal')).getByRole('button', { name: 'Actions for Team pack for Luis' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Move to Won' }));
    expect(await screen.findByText('Mark this deal as won?')).toBeInTheDocument();
    expect(patches(fetchMock)).toHaveLength(0);
    await userEvent.click(screen.getByTestId('confirm-action'));
    await waitFor(() => expect(patches(fetchMock)).toHaveLength(1));
    expect(bodyOf(patches(fetchMock)[0])).toEqual({ stage: 'closed_won', version: 3 });
    expect(within(column('closed_won')).getByText('Team pack for Luis')).toBeInTheDocument();
  });

  it('asks before a drop in Lost, and leaves the card where it was when cancelled', async () => {
    const { fetchMock } = renderBoard();
    await screen.findAllByTestId('deal-card');
    // Proposal → negotiation → won → lost.
    await moveRightWithKeyboard('Team pack for Luis', 3);
    expect(await screen.findByText('Mark this deal as lost?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Mark this deal as lost?')).not.toBeInTheDocument());
    expect(within(column('proposal')).getByText('Team pack for Luis')).toBeInTheDocument();
    expect(patches(fetchMock)).toHaveLength(0);
  });

  it('shows the current deal when it changed elsewhere, and offers to move it again', async () => {
    const current = makeDeal({ stage: 'negotiation', probability: 70, version: 5, title: 'Starter kit for Maria (2 boxes)' });
    const server = serverOf([MARIA, LUIS]);
    // Someone else's change is in by the time this tab's arrives.
    const refusal = { status: 409, get body() { server.set([current, LUIS]); return { error: { code: 'conflict', message: 'This deal was changed elsewhere; here is its current version', current } }; } };
    const { fetchMock } = renderBoard({ 'GET /api/deals/board': server.board, [`PATCH /api/deals/${DEAL_ID}`]: refusal });
    await screen.findAllByTestId('deal-card');
    await moveRightWithKeyboard('Starter kit for Maria');
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    const [title, options] = vi.mocked(toast.error).mock.calls[0] as [string, { description: string; action: { label: string; onClick: () => void } }];
    expect(title).toBe('“Starter kit for Maria (2 boxes)” was changed elsewhere');
    expect(options.description).toBe('The screen now shows its current version, in Negotiation.');
    await waitFor(() => expect(within(column('negotiation')).getByText('Starter kit for Maria (2 boxes)')).toBeInTheDocument());
    expect(options.action.label).toBe('Move to Contacted anyway');
    act(() => options.action.onClick());
    await waitFor(() => expect(patches(fetchMock)).toHaveLength(2));
    expect(bodyOf(patches(fetchMock)[1])).toEqual({ stage: 'contacted', version: 5 });
  });

  it('loads more cards at the bottom of a long column', async () => {
    const more = makeDeal({ id: 'b1d2c3e4-0000-4000-8000-000000000026', title: 'Deal 26' });
    const { fetchMock } = renderBoard({
      'GET /api/deals/board': { body: makeBoard([MARIA, LUIS], { qualification: 26 }) },
      'GET /api/deals': { body: page([more], 26, 2, 25) },
    });
    await screen.findAllByTestId('deal-card');
    await userEvent.click(within(column('qualification')).getByTestId('deal-column-more'));
    expect(await within(column('qualification')).findByText('Deal 26')).toBeInTheDocument();
    const url = new URL(String(fetchMock.mock.calls.find(([input]) => String(input).startsWith('/api/deals?'))![0]), 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({ stage: 'qualification', page: '2', pageSize: '25' });
    expect(within(column('qualification')).queryByTestId('deal-column-more')).not.toBeInTheDocument();
  });
});

describe('PipelinePage, live', () => {
  it('moves a deal changed in another tab and says where it went', async () => {
    const board = { body: BOARD };
    renderBoard({ 'GET /api/deals/board': board });
    await screen.findAllByTestId('deal-card');
    board.body = makeBoard([makeDeal({ stage: 'negotiation', probability: 70, version: 4 }), LUIS]);
    act(() => FakeWebSocket.last.push('deal.updated', { id: DEAL_ID, title: 'Starter kit for Maria', stage: 'negotiation', version: 4 }));
    expect(toast).toHaveBeenCalledWith('“Starter kit for Maria” moved to Negotiation', expect.anything());
    await waitFor(() => expect(within(column('negotiation')).getByText('Starter kit for Maria')).toBeInTheDocument());
  });

  it('says nothing about this tab\'s own move', async () => {
    const server = serverOf([MARIA, LUIS]);
    renderBoard({ 'GET /api/deals/board': server.board, [`PATCH /api/deals/${DEAL_ID}`]: server.stores(makeDeal({ stage: 'contacted', probability: 30, version: 4 })) });
    await screen.findAllByTestId('deal-card');
    await moveRightWithKeyboard('Starter kit for Maria');
    await waitFor(() => expect(within(column('contacted')).getByText('Starter kit for Maria')).toBeInTheDocument());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    act(() => FakeWebSocket.last.push('deal.updated', { id: DEAL_ID, title: 'Starter kit for Maria', stage: 'contacted', version: 4 }));
    expect(toast).not.toHaveBeenCalled();
  });
});

describe('PipelinePage, states', () => {
  it('invites to create the first deal when there are none', async () => {
    renderBoard({ 'GET /api/deals/board': { body: makeBoard([]) } });
    const empty = await screen.findByTestId('deals-empty');
    expect(empty).toHaveTextContent('No deals yet');
    await userEvent.click(within(empty).getByRole('button', { name: 'New deal' }));
    expect(await screen.findByTestId('deal-dialog')).toBeInTheDocument();
  });

  it('offers to clear the filters when nothing matches them', async () => {
    const fetchMock = stubFetch({ 'GET /api/me': { body: makeProfile() }, 'GET /api/deals/board': { body: makeBoard([]) } });
    renderWithRouter(<PipelinePage />, { url: '/pipeline?q=zzz&status=won', path: '/pipeline' });
    const empty = await screen.findByTestId('deals-empty');
    expect(empty).toHaveTextContent('No deals match your filters');
    const boardUrl = String(fetchMock.mock.calls.find(([input]) => String(input).startsWith('/api/deals/board'))![0]);
    expect(boardUrl).toContain('q=zzz');
    expect(boardUrl).toContain('status=won');
    await userEvent.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByTestId('deal-search')).toHaveValue(''));
  });

  it('offers a retry when the board cannot be loaded', async () => {
    const { fetchMock } = renderBoard({ 'GET /api/deals/board': { status: 500, body: { error: { code: 'internal', message: 'boom' } } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/deals/board')).length).toBeGreaterThanOrEqual(2));
  });
});
