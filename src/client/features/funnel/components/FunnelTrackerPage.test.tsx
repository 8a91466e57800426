import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { FUNNEL_STAGES } from '@shared/prospects/prospects.schema';
import { makeProfile, renderWithRouter, stubFetch } from '../../../app/test-utils';
import { UpgradePromptProvider } from '../../../components/premium/UpgradePrompt';
import { ANA_ID, BEN_ID, makeBoard, makeCard, makeProspect } from '../test-fixtures';
import { FunnelTrackerPage } from './FunnelTrackerPage';
import { spyOnToasts } from '../../../test/toasts';

beforeEach(spyOnToasts);

const ANA = makeCard();
const BEN = makeCard({ id: BEN_ID, name: 'Ben Berger', companyName: null, status: 'warm_prospect', leadScore: 30 });
const BOARD = makeBoard({ interested: [ANA], contacted: [BEN] }, { interested: 40 });

/**
 * jsdom lays nothing out: the twelve columns stand side by side, 300 px wide, each card inside its
 * own; what stands outside the columns (the drag overlay) is where the keyboard test picks its card
 * up, in the contacted column.
 */
function layOutBoard() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const stage = this.closest('[data-kanban-column]')?.getAttribute('data-kanban-column');
    if (!stage) return new DOMRect(3 * 320 + 10, 60, 280, 80);
    const left = FUNNEL_STAGES.indexOf(stage as (typeof FUNNEL_STAGES)[number]) * 320;
    if (this.hasAttribute('data-kanban-column')) return new DOMRect(left, 0, 300, 600);
    return new DOMRect(left + 10, 60, 280, 80);
  });
}

function renderPage(answers: Parameters<typeof stubFetch>[0] = {}, { premium = true, url = '/funnel-tracker' } = {}) {
  const fetchMock = stubFetch({
    'GET /api/me': { body: makeProfile({ membershipTier: premium ? 'premium' : 'free' }) },
    'GET /api/funnel': { body: BOARD },
    ...answers,
  });
  renderWithRouter(
    <UpgradePromptProvider>
      <FunnelTrackerPage />
    </UpgradePromptProvider>,
    { url, path: '/funnel-tracker' },
  );
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof stubFetch>, method: string) => fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);
const column = (stage: string) => screen.getByTestId(`funnel-column-${stage}`);

/** A PATCH the server accepts: from then on the board it answers has the card in its new stage. */
function accept(board: { body: unknown }, id: string, stage: string, next: ReturnType<typeof makeBoard>) {
  return {
    get body() {
      board.body = next;
      return { id, funnelStage: stage, stageUpdatedAt: new Date().toISOString(), moved: true };
    },
  };
}

async function moveWithMenu(name: string, stage: string) {
  await userEvent.click(screen.getByRole('button', { name: `Move ${name} to another stage` }));
  await userEvent.click(await screen.findByTestId(`funnel-move-to-${stage}`));
}

beforeEach(() => {
  layOutBoard();
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.success).mockClear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('FunnelTrackerPage', () => {
  it('shows the twelve stages in order, each with its count, and the cards with their facts', async () => {
    renderPage();
    expect(await screen.findAllByTestId('funnel-card')).toHaveLength(2);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'New prospect', 'Cold lead', 'Warm prospect', 'Contacted', 'Interested', 'Demo scheduled', 'Follow-up', 'Negotiation', 'Proposal sent',
      'Enrolled (End stage)', 'Not interested (End stage)', 'On hold',
    ]);
    expect(within(column('interested')).getByTestId('funnel-column-count')).toHaveTextContent('40');
    expect(within(column('enrolled')).getByTestId('funnel-column-count')).toHaveTextContent('0');
    const card = within(column('interested')).getByTestId('funnel-card');
    expect(card).toHaveTextContent('Ana Adams');
    expect(card).toHaveTextContent('Pure Skin Studio');
    expect(card).toHaveTextContent('Interested');
    expect(card).toHaveTextContent('62');
    expect(within(card).getByTestId('funnel-card-time')).toHaveTextContent('3 days in this stage');
    expect(screen.getByTestId('funnel-total')).toHaveTextContent('41 prospects in your funnel');
    // More than the first cards: the rest are a click away.
    expect(within(column('interested')).getByTestId('funnel-column-more')).toHaveTextContent('Show 25 more');
  });

  it('shows a free user the lock screen with the upgrade, and never asks for the board', async () => {
    const fetchMock = renderPage({}, { premium: false });
    expect(await screen.findByTestId('funnel-locked')).toHaveTextContent('The funnel tracker is a Premium feature');
    await userEvent.click(screen.getByTestId('funnel-upgrade'));
    expect(await screen.findByTestId('upgrade-modal')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/funnel'))).toBe(false);
  });

  it('moves a card from the menu at once and stores the new stage', async () => {
    const board = { body: BOARD as unknown };
    const fetchMock = renderPage({ 'GET /api/funnel': board, [`PATCH /api/funnel/prospects/${BEN_ID}`]: accept(board, BEN_ID, 'interested', makeBoard({ interested: [BEN, ANA] }, { interested: 41 })) });
    await screen.findAllByTestId('funnel-card');
    await moveWithMenu('Ben Berger', 'interested');
    await waitFor(() => expect(calls(fetchMock, 'PATCH')).toHaveLength(1));
    expect(String(calls(fetchMock, 'PATCH')[0][0])).toBe(`/api/funnel/prospects/${BEN_ID}`);
    expect(JSON.parse(String(calls(fetchMock, 'PATCH')[0][1]?.body))).toEqual({ stage: 'interested' });
    expect(within(column('interested')).getByText('Ben Berger')).toBeInTheDocument();
    expect(within(column('interested')).getByTestId('funnel-column-count')).toHaveTextContent('41');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Ben Berger moved to Interested'));
  });

  it('asks before a move to an end stage: cancel leaves the card, confirm moves it', async () => {
    const board = { body: BOARD as unknown };
    const fetchMock = renderPage({ 'GET /api/funnel': board, [`PATCH /api/funnel/prospects/${ANA_ID}`]: accept(board, ANA_ID, 'enrolled', makeBoard({ contacted: [BEN], enrolled: [ANA] }, { interested: 39 })) });
    await screen.findAllByTestId('funnel-card');
    await moveWithMenu('Ana Adams', 'enrolled');
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog).toHaveTextContent('Mark Ana Adams as enrolled?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls(fetchMock, 'PATCH')).toHaveLength(0);
    expect(within(column('interested')).getByText('Ana Adams')).toBeInTheDocument();

    await moveWithMenu('Ana Adams', 'enrolled');
    await userEvent.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: 'Mark as enrolled' }));
    await waitFor(() => expect(calls(fetchMock, 'PATCH')).toHaveLength(1));
    expect(JSON.parse(String(calls(fetchMock, 'PATCH')[0][1]?.body))).toEqual({ stage: 'enrolled' });
    expect(within(column('enrolled')).getByText('Ana Adams')).toBeInTheDocument();
  });

  it('puts the card back and says the stage update failed when the server refuses', async () => {
    let refuse: () => void = () => undefined;
    const fetchMock = renderPage({ [`PATCH /api/funnel/prospects/${BEN_ID}`]: () => new Promise<never>((_, reject) => (refuse = () => reject(new TypeError('offline')))) });
    await screen.findAllByTestId('funnel-card');
    await moveWithMenu('Ben Berger', 'negotiation');
    await waitFor(() => expect(calls(fetchMock, 'PATCH')).toHaveLength(1));
    expect(within(column('negotiation')).getByText('Ben Berger')).toBeInTheDocument();
    await act(async () => refuse());
    await waitFor(() => expect(within(column('contacted')).getByText('Ben Berger')).toBeInTheDocument());
    expect(within(column('negotiation')).queryByText('Ben Berger')).not.toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Stage update failed', { description: 'Ben Berger is back in Contacted. Please try again.' });
  });

  it('moves a card with the keyboard, and announces it for screen readers', async () => {
    const board = { body: BOARD as unknown };
    const fetchMock = renderPage({ 'GET /api/funnel': board, [`PATCH /api/funnel/prospects/${BEN_ID}`]: accept(board, BEN_ID, 'interested', makeBoard({ interested: [BEN, ANA] }, { interested: 41 })) });
    await screen.findAllByTestId('funnel-card');
    screen.getByRole('button', { name: 'Move Ben Berger' }).focus();
    await userEvent.keyboard(' ');
    // The sensor starts listening for the next keys on the next tick.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(calls(fetchMock, 'PATCH')).toHaveLength(1));
    expect(JSON.parse(String(calls(fetchMock, 'PATCH')[0][1]?.body))).toEqual({ stage: 'interested' });
    await waitFor(() => expect(document.body).toHaveTextContent('Ben Berger was dropped in the Interested stage.'));
  });

  it('opens the prospect profile drawer from a card: details, link to the full page, and the stage timeline', async () => {
    renderPage({
      [`GET /api/prospects/${ANA_ID}`]: { body: makeProspect() },
      [`GET /api/funnel/prospects/${ANA_ID}/events`]: {
        body: {
          items: [
            { id: 'e2', from: 'contacted', to: 'interested', at: '2026-03-04T12:00:00.000Z' },
            { id: 'e1', from: null, to: 'contacted', at: '2026-02-28T09:00:00.000Z' },
          ],
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Open Ana Adams' }));
    const drawer = await screen.findByTestId('funnel-drawer');
    expect(await within(drawer).findByRole('heading', { name: 'Ana Adams' })).toBeInTheDocument();
    expect(drawer).toHaveTextContent('ana@example.com');
    expect(drawer).toHaveTextContent('+1 555 0100');
    expect(within(drawer).getByTestId('funnel-drawer-stage')).toHaveTextContent('Interested');
    expect(within(drawer).getByTestId('funnel-drawer-profile')).toHaveAttribute('href', `/prospects/${ANA_ID}`);
    const events = await within(drawer).findAllByTestId('funnel-event');
    expect(events[0]).toHaveTextContent(/from\s*Contacted\s*to\s*Interested/);
    expect(events[1]).toHaveTextContent('Entered the funnel');
    expect(events[1]).toHaveTextContent('Contacted');
    expect(within(events[0]).getByText(/Mar 4, 2026/)).toHaveAttribute('datetime', '2026-03-04T12:00:00.000Z');
  });

  it('says when the prospect is gone, and when the timeline could not load', async () => {
    renderPage({ [`GET /api/funnel/prospects/${ANA_ID}/events`]: { status: 500, body: { error: { code: 'internal', message: 'boom' } } } }, { url: `/funnel-tracker?prospect=${ANA_ID}` });
    expect(await screen.findByTestId('funnel-drawer-error')).toHaveTextContent('Prospect not found');
    cleanup();
    renderPage(
      { [`GET /api/prospects/${ANA_ID}`]: { body: makeProspect() }, [`GET /api/funnel/prospects/${ANA_ID}/events`]: { status: 500, body: { error: { code: 'internal', message: 'boom' } } } },
      { url: `/funnel-tracker?prospect=${ANA_ID}` },
    );
    expect(await screen.findByText('Timeline fetch failed.')).toBeInTheDocument();
  });

  it('sends the name search to the server', async () => {
    const fetchMock = renderPage();
    await screen.findAllByTestId('funnel-card');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search prospects by name' }), 'ana');
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/funnel?q=ana')).toBe(true));
  });

  it('is honest when there is nothing yet, and offers a retry when the board fails', async () => {
    renderPage({ 'GET /api/funnel': { body: makeBoard({}) } });
    const empty = await screen.findByTestId('funnel-empty');
    expect(empty).toHaveTextContent('No prospects yet');
    expect(within(empty).getByRole('link', { name: 'Go to prospects' })).toHaveAttribute('href', '/prospects');
    cleanup();
    const answer = { status: 500, body: { error: { code: 'internal', message: 'boom' } } as unknown };
    renderPage({ 'GET /api/funnel': answer });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your funnel.');
    answer.status = 200;
    answer.body = BOARD;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('funnel-card')).toHaveLength(2);
  });
});
