import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_SUMMARY, makeProfile } from '../../../app/test-utils';
import { makeMember, mockApi, renderPage, stubLayout } from '../test-utils';
import { TeamPage } from './TeamPage';

const MARIA = makeMember({ sponsorName: 'Ana Lopez', customTeam: { id: '33333333-3333-4333-8333-333333333333', teamName: 'North' } });
const JON = makeMember({ id: '22222222-2222-4222-8222-222222222222', firstName: 'Jon', lastName: 'Snow', name: 'Jon Snow', email: 'jon@example.com', rank: 'bronze' });

function baseRoutes(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/me': { body: makeProfile({ phone: '+34 600 111 222' }) },
    'GET /api/dashboard/summary': { body: { ...EMPTY_SUMMARY, quickStats: { ...EMPTY_SUMMARY.quickStats, teamSize: 2 }, sponsor: { name: 'Luis Upline', email: 'luis@example.com', phone: null } } },
    'GET /api/teams': { body: { items: [], total: 0, page: 1, pageSize: 100 } },
    'GET /api/team-members': { body: { items: [MARIA, JON], total: 2, page: 1, pageSize: 24 } },
    'GET /api/team-members/options': { body: [] },
    [`GET /api/team-members/${MARIA.id}/rank-progress`]: {
      body: { memberId: MARIA.id, rank: 'gold', nextRank: 'platinum', requirements: [{ key: 'directRecruits', required: 5, current: 4 }, { key: 'teamSize', required: 50, current: 20 }], progressPercent: 40 },
    },
    [`GET /api/team-members/${JON.id}/rank-progress`]: { body: { memberId: JON.id, rank: 'bronze', nextRank: 'silver', requirements: [], progressPercent: 0 } },
    ...extra,
  });
}

beforeEach(() => {
  localStorage.clear();
  stubLayout();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('TeamPage members', () => {
  it('shows own info, the upline and a card per member with its rank progress', async () => {
    baseRoutes();
    renderPage(<TeamPage />, '/team', '/team');
    const cards = await screen.findAllByTestId('team-member-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText('Maria Diaz')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Gold')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Ana Lopez')).toBeInTheDocument();
    expect(within(cards[0]).getByText('North')).toBeInTheDocument();
    expect(await within(cards[0]).findByRole('progressbar', { name: 'Maria Diaz: progress to Platinum' })).toHaveAttribute('aria-valuenow', '40');
    expect(within(cards[0]).getByText('Direct recruits 4/5')).toBeInTheDocument();
    const own = screen.getByTestId('team-own-info');
    expect(await within(own).findByText('Luis Upline')).toBeInTheDocument();
    expect(within(own).getByText('+34 600 111 222')).toBeInTheDocument();
  });

  it('switches to the list view and remembers it', async () => {
    baseRoutes();
    renderPage(<TeamPage />, '/team', '/team');
    await screen.findAllByTestId('team-member-card');
    await userEvent.click(screen.getByTestId('team-view-list'));
    expect(await screen.findAllByTestId('team-member-row')).toHaveLength(2);
    expect(localStorage.getItem('upline-team-view')).toBe('list');
  });

  it('marks the members who joined with the seller’s link, in cards and in the list', async () => {
    baseRoutes({ 'GET /api/team-members': { body: { items: [MARIA, { ...JON, linkedUserId: 'u9' }], total: 2, page: 1, pageSize: 24 } } });
    renderPage(<TeamPage />, '/team', '/team');
    const cards = await screen.findAllByTestId('team-member-card');
    expect(within(cards[0]).queryByTestId('team-member-linked')).not.toBeInTheDocument();
    expect(within(cards[1]).getByTestId('team-member-linked')).toHaveTextContent('Joined with your link');
    await userEvent.click(screen.getByTestId('team-view-list'));
    const rows = await screen.findAllByTestId('team-member-row');
    expect(within(rows[0]).queryByTestId('team-member-linked')).not.toBeInTheDocument();
    expect(within(rows[1]).getByTestId('team-member-linked')).toBeInTheDocument();
  });

  it('sends the filters to the API', async () => {
    const fetchMock = baseRoutes();
    renderPage(<TeamPage />, '/team', '/team');
    await screen.findAllByTestId('team-member-card');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filter by rank' }), 'gold');
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('rank=gold'))).toBe(true));
  });

  it('checks required fields before sending', async () => {
    const fetchMock = baseRoutes();
    renderPage(<TeamPage />, '/team', '/team');
    await userEvent.click(screen.getByTestId('team-member-add'));
    const form = await screen.findByTestId('team-member-form');
    await userEvent.click(within(form).getByTestId('member-submit'));
    expect(within(form).getByText('First name is required')).toBeInTheDocument();
    expect(within(form).getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByTestId('member-firstName')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('opens the upgrade prompt when the free plan is full', async () => {
    baseRoutes({
      'POST /api/team-members': { status: 402, body: { error: { code: 'limit_reached', message: 'limit', details: { limit: 25, entity: 'team_members' } } } },
    });
    renderPage(<TeamPage />, '/team', '/team');
    await userEvent.click(screen.getByTestId('team-member-add'));
    // Pasted rather than typed: a keystroke at a time re-renders the whole form each time.
    for (const [field, text] of [['member-firstName', 'Eva'], ['member-lastName', 'Ruiz'], ['member-email', 'eva@example.com']]) {
      await userEvent.click(await screen.findByTestId(field));
      await userEvent.paste(text);
    }
    await userEvent.click(screen.getByTestId('member-submit'));
    expect(await screen.findByTestId('upgrade-modal')).toBeInTheDocument();
  });

  it('picks a sponsor and edits through PUT, showing the server text when it fails', async () => {
    let sent: unknown;
    baseRoutes({
      'GET /api/team-members/options': { body: [{ id: MARIA.id, name: 'Maria Diaz' }, { id: JON.id, name: 'Jon Snow' }] },
      [`PUT /api/team-members/${JON.id}`]: (_url, body) => {
        sent = body;
        return { status: 400, body: { error: { code: 'validation_failed', message: 'A member cannot sponsor their own upline' } } };
      },
    });
    renderPage(<TeamPage />, '/team', '/team');
    const cards = await screen.findAllByTestId('team-member-card');
    await userEvent.click(within(cards[1]).getByTestId('team-member-actions'));
    await userEvent.click(await screen.findByTestId('team-member-edit'));
    const sponsor = await screen.findByTestId('member-sponsor');
    await userEvent.click(sponsor);
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).queryByText('Jon Snow')).not.toBeInTheDocument();
    await userEvent.click(await within(listbox).findByText('Maria Diaz'));
    expect(sponsor).toHaveTextContent('Maria Diaz');
    await userEvent.click(screen.getByTestId('member-submit'));
    expect(await screen.findByText('A member cannot sponsor their own upline')).toBeInTheDocument();
    expect(sent).toMatchObject({ sponsorId: MARIA.id, firstName: 'Jon', email: 'jon@example.com' });
  });

  it("puts the server's sponsor error under the sponsor field", async () => {
    baseRoutes({
      [`PUT /api/team-members/${MARIA.id}`]: {
        status: 400,
        body: { error: { code: 'validation_failed', message: 'Some fields are invalid', fields: { sponsorId: 'A member cannot be sponsored by themselves or by someone in their own downline' } } },
      },
    });
    renderPage(<TeamPage />, '/team', '/team');
    const cards = await screen.findAllByTestId('team-member-card');
    await userEvent.click(within(cards[0]).getByTestId('team-member-actions'));
    await userEvent.click(await screen.findByTestId('team-member-edit'));
    await userEvent.click(await screen.findByTestId('member-submit'));
    expect(await screen.findByText('A member cannot be sponsored by themselves or by someone in their own downline')).toBeInTheDocument();
    expect(screen.getByTestId('member-sponsor')).toHaveAttribute('aria-invalid', 'true');
  });
});
