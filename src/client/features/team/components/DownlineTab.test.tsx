import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TDownlineNode, TDownlineStats } from '@shared/team/team.schema';
import { mockApi, renderPage, stubLayout } from '../test-utils';
import { DownlineTab } from './DownlineTab';

function node(id: string, name: string, directCount: number, children?: TDownlineNode[]): TDownlineNode {
  return { id, name, rank: 'silver', status: 'active', level: 1, directCount, downlineCount: directCount * 2, linkedUserId: null, children };
}

// Ana ─ Ben ─ (Cleo, not loaded until Ben is opened past the first fetch)
// Dan
const FRONT = [node('a', 'Ana Front', 1, [node('b', 'Ben Second', 1)]), node('d', 'Dan Front', 0, [])];
const STATS: TDownlineStats = { total: 4, maxDepth: 3, levels: [{ level: 1, count: 2 }, { level: 2, count: 1 }, { level: 3, count: 1 }], ranks: [{ rank: 'silver', count: 4 }] };

function routes() {
  return mockApi({
    'GET /api/team-members/downline': (url) => {
      const rootId = url.searchParams.get('rootId');
      if (!rootId) return { body: FRONT };
      if (rootId === 'b') return { body: [node('c', 'Cleo Third', 0, [])] };
      if (rootId === 'a') return { body: [node('b', 'Ben Second', 1, [node('c', 'Cleo Third', 0, [])])] };
      return { body: [] };
    },
    'GET /api/team-members/downline/stats': (url) => ({ body: url.searchParams.get('rootId') === 'a' ? { ...STATS, total: 2 } : STATS }),
  });
}

const names = () => screen.getAllByTestId('downline-node').map((el) => el.getAttribute('data-member-name'));

beforeEach(stubLayout);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('DownlineTab', () => {
  it('shows the front line with counts and the stats panel', async () => {
    routes();
    renderPage(<DownlineTab />, '/team', '/team');
    await screen.findAllByTestId('downline-node');
    expect(names()).toEqual(['Ana Front', 'Dan Front']);
    const stats = screen.getByTestId('downline-stats');
    expect(await within(stats).findByText('Level 3')).toBeInTheDocument();
    expect(within(stats).getByText('Silver')).toBeInTheDocument();
  });

  it('opens loaded children at once and fetches deeper ones on demand', async () => {
    const fetchMock = routes();
    renderPage(<DownlineTab />, '/team', '/team');
    await screen.findAllByTestId('downline-node');
    await userEvent.click(screen.getByRole('button', { name: 'Show the downline of Ana Front' }));
    expect(names()).toEqual(['Ana Front', 'Ben Second', 'Dan Front']);
    await userEvent.click(screen.getByRole('button', { name: 'Show the downline of Ben Second' }));
    await waitFor(() => expect(names()).toEqual(['Ana Front', 'Ben Second', 'Cleo Third', 'Dan Front']));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('rootId=b&depth=2'))).toBe(true);
  });

  it('expands every level with the depth control and supports the keyboard', async () => {
    routes();
    renderPage(<DownlineTab />, '/team', '/team');
    await screen.findAllByTestId('downline-node');
    await userEvent.click(screen.getByRole('button', { name: 'Show down to level 2' }));
    await waitFor(() => expect(names()).toEqual(['Ana Front', 'Ben Second', 'Dan Front']));
    screen.getByTestId('downline-tree').focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(names()).toEqual(['Ana Front', 'Dan Front']);
  });

  it('focuses on a member, then goes back to the whole team', async () => {
    routes();
    renderPage(<DownlineTab />, '/team', '/team');
    await screen.findAllByTestId('downline-node');
    await userEvent.click(screen.getByRole('button', { name: 'Show only the downline of Ana Front' }));
    await waitFor(() => expect(names()).toEqual(['Ben Second']));
    expect(within(screen.getByTestId('downline-breadcrumb')).getByText('Ana Front')).toHaveAttribute('aria-current', 'page');
    const stats = screen.getByTestId('downline-stats');
    await waitFor(() => expect(within(stats).getByText('Members').nextElementSibling).toHaveTextContent('2'));
    await userEvent.click(screen.getByRole('button', { name: 'Whole team' }));
    await waitFor(() => expect(names()).toEqual(['Ana Front', 'Dan Front']));
  });
});
