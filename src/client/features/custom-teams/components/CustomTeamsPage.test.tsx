import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCustomTeam } from '@shared/team/team.schema';
import { mockApi, renderPage, stubLayout } from '../../team/test-utils';
import { CustomTeamsPage } from './CustomTeamsPage';

const NORTH: TCustomTeam = {
  id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  teamName: 'North',
  description: 'Leads from the north region',
  memberCount: 1,
  members: [{ teamMemberId: 'm1', name: 'Maria Diaz', rank: 'gold', addedAt: '2026-01-05T10:00:00.000Z' }],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function routes(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/teams': { body: { items: [NORTH], total: 1, page: 1, pageSize: 100 } },
    [`GET /api/teams/${NORTH.id}`]: { body: NORTH },
    'GET /api/team-members/options': { body: [{ id: 'm2', name: 'Jon Snow' }] },
    ...extra,
  });
}

beforeEach(stubLayout);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('CustomTeamsPage', () => {
  it('lists the teams with their member counts and shows the first one', async () => {
    routes();
    renderPage(<CustomTeamsPage />, '/custom-teams-management', '/custom-teams-management');
    const item = await screen.findByTestId('custom-team-item');
    expect(within(item).getByText('North')).toBeInTheDocument();
    expect(within(item).getByText('Members: 1')).toBeInTheDocument();
    const detail = await screen.findByTestId('custom-team-detail');
    expect(await within(detail).findByText('Maria Diaz')).toBeInTheDocument();
  });

  it('says so when the member already belongs to a custom team', async () => {
    routes({
      [`POST /api/teams/${NORTH.id}/members`]: { status: 409, body: { error: { code: 'conflict', message: 'This member already belongs to a custom team' } } },
    });
    renderPage(<CustomTeamsPage />, '/custom-teams-management', '/custom-teams-management');
    const input = await screen.findByTestId('custom-team-add-member');
    await userEvent.click(input);
    await userEvent.click(await screen.findByRole('option', { name: 'Jon Snow' }));
    await userEvent.click(screen.getByTestId('custom-team-add-submit'));
    expect(await screen.findByText('Jon Snow already belongs to a custom team. Remove them from it first.')).toBeInTheDocument();
  });

  it('requires a team name', async () => {
    const fetchMock = routes();
    renderPage(<CustomTeamsPage />, '/custom-teams-management', '/custom-teams-management');
    await userEvent.click(await screen.findByTestId('custom-team-add'));
    await userEvent.click(await screen.findByTestId('custom-team-submit'));
    expect(screen.getByText('Team name is required')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
