import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { renderWithRouter, stubFetch } from '../../../app/test-utils';
import { UpgradePromptProvider } from '../../../components/premium/UpgradePrompt';
import { TASK_ID, TASK_ID_2, makeDetail, makeTask, page } from '../test-fixtures';
import { TasksPage } from './TasksPage';
import { spyOnToasts } from '../../../test/toasts';

beforeEach(spyOnToasts);

const TASKS = [
  makeTask({ recurrence: 'weekly', subtaskCount: 3, subtasksDone: 1, tags: ['kit'], status: 'overdue', dueAt: '2026-01-05T09:00:00.000Z' }),
  makeTask({ id: TASK_ID_2, title: 'Send the welcome email', priority: 'low', status: 'completed', column: 'done', dueAt: null }),
];

function renderPage(answers: Parameters<typeof stubFetch>[0] = {}, url = '/tasks') {
  const fetchMock = stubFetch({ 'GET /api/tasks': { body: page(TASKS, 45) }, ...answers });
  renderWithRouter(
    <UpgradePromptProvider>
      <TasksPage />
    </UpgradePromptProvider>,
    { url, path: '/tasks' },
  );
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof stubFetch>, method: string, path?: string) =>
  fetchMock.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === method && (!path || new URL(String(url), 'http://localhost').pathname === path));

beforeEach(() => vi.mocked(toast.success).mockClear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TasksPage, list view', () => {
  it('lists the tasks with the status the server answered, priority, repeat and subtasks, and pages them', async () => {
    renderPage();
    const rows = await screen.findAllByTestId('task-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByTestId('task-status-badge')).toHaveTextContent('Overdue');
    expect(within(rows[0]).getByTestId('task-status-badge')).toHaveClass('text-destructive');
    expect(within(rows[0]).getByText('High priority')).toBeInTheDocument();
    expect(within(rows[0]).getByTestId('task-recurrence-icon')).toHaveTextContent('Every week');
    expect(within(rows[0]).getByText('1 of 3 subtasks done')).toBeInTheDocument();
    expect(within(rows[1]).getByTestId('task-status-badge')).toHaveTextContent('Completed');
    expect(within(rows[1]).getByText('No due date')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('sorts by a column header, then the other way round', async () => {
    const fetchMock = renderPage();
    await screen.findAllByTestId('task-row');
    expect(screen.getByRole('columnheader', { name: /Due/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByTestId('task-sort-title'));
    await waitFor(() => expect(calls(fetchMock, 'GET', '/api/tasks').some(([url]) => String(url).includes('sort=title%3Aasc'))).toBe(true));
    expect(screen.getByRole('columnheader', { name: /Task/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByTestId('task-sort-title'));
    await waitFor(() => expect(calls(fetchMock, 'GET', '/api/tasks').some(([url]) => String(url).includes('sort=title%3Adesc'))).toBe(true));
  });

  it('completes the selected tasks in bulk', async () => {
    const fetchMock = renderPage({ 'POST /api/tasks/bulk': { body: { updated: 2 } } });
    await screen.findAllByTestId('task-row');
    await userEvent.click(screen.getByTestId('task-select-all'));
    expect(screen.getByTestId('task-bulk-bar')).toHaveTextContent('2 selected');
    await userEvent.click(screen.getByTestId('task-bulk-complete'));
    await waitFor(() => expect(calls(fetchMock, 'POST', '/api/tasks/bulk')).toHaveLength(1));
    expect(JSON.parse(String(calls(fetchMock, 'POST', '/api/tasks/bulk')[0][1]?.body))).toEqual({ action: 'complete', ids: [TASK_ID, TASK_ID_2] });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('2 tasks completed'));
    expect(screen.queryByTestId('task-bulk-bar')).not.toBeInTheDocument();
  });

  it('asks before deleting in bulk', async () => {
    const fetchMock = renderPage({ 'POST /api/tasks/bulk': { body: { updated: 1 } } });
    const rows = await screen.findAllByTestId('task-row');
    await userEvent.click(within(rows[1]).getByTestId('task-select'));
    await userEvent.click(screen.getByTestId('task-bulk-delete'));
    expect(await screen.findByText('Delete 1 task?')).toBeInTheDocument();
    expect(calls(fetchMock, 'POST', '/api/tasks/bulk')).toHaveLength(0);
    await userEvent.click(screen.getByTestId('confirm-action'));
    await waitFor(() => expect(JSON.parse(String(calls(fetchMock, 'POST', '/api/tasks/bulk')[0][1]?.body))).toEqual({ action: 'delete', ids: [TASK_ID_2] }));
  });

  it('says when the next occurrence of a recurring task is scheduled after completing it', async () => {
    const next = makeTask({ id: TASK_ID_2, dueAt: '2026-01-12T09:00:00.000Z' });
    const fetchMock = renderPage({ [`PATCH /api/tasks/${TASK_ID}`]: { body: { ...makeTask({ status: 'completed', column: 'done' }), nextOccurrence: next } } });
    const rows = await screen.findAllByTestId('task-row');
    await userEvent.click(within(rows[0]).getByTestId('task-menu'));
    await userEvent.click(await screen.findByTestId('task-toggle-complete'));
    await waitFor(() => expect(calls(fetchMock, 'PATCH')).toHaveLength(1));
    expect(JSON.parse(String(calls(fetchMock, 'PATCH')[0][1]?.body))).toEqual({ status: 'completed' });
    const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(next.dueAt!));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(`Next one scheduled for ${when}`));
  });

  it('duplicates a task and opens the upgrade prompt at the free-plan limit', async () => {
    renderPage({ [`POST /api/tasks/${TASK_ID}/duplicate`]: { status: 402, body: { error: { code: 'limit_reached', message: 'Limit', details: { limit: 500, entity: 'tasks' } } } } });
    const rows = await screen.findAllByTestId('task-row');
    await userEvent.click(within(rows[0]).getByTestId('task-menu'));
    await userEvent.click(await screen.findByTestId('task-duplicate'));
    expect(await screen.findByTestId('upgrade-modal')).toBeInTheDocument();
  });

  it('opens the task of ?task=<id> in its detail', async () => {
    renderPage({ [`GET /api/tasks/${TASK_ID}`]: { body: makeDetail({ title: 'Call Maria about the starter kit' }) } }, `/tasks?task=${TASK_ID}`);
    const detail = await screen.findByTestId('task-detail');
    expect(await within(detail).findByTestId('task-detail-title')).toHaveTextContent('Call Maria about the starter kit');
  });

  it('keeps the filters in the address and sends them to the API', async () => {
    const fetchMock = renderPage({}, '/tasks?status=overdue&priority=high&q=maria');
    await screen.findAllByTestId('task-row');
    expect(screen.getByTestId('task-filter-status')).toHaveValue('overdue');
    expect(screen.getByTestId('task-filter-priority')).toHaveValue('high');
    const url = String(calls(fetchMock, 'GET', '/api/tasks')[0][0]);
    expect(url).toContain('status=overdue');
    expect(url).toContain('priority=high');
    expect(url).toContain('q=maria');
  });

  it('says honestly that there are no tasks yet, with a way to create one', async () => {
    renderPage({ 'GET /api/tasks': { body: page([]) } });
    const empty = await screen.findByTestId('tasks-empty');
    expect(empty).toHaveTextContent('No tasks yet');
    await userEvent.click(within(empty).getByRole('button', { name: 'New task' }));
    expect(await screen.findByTestId('task-dialog')).toBeInTheDocument();
  });

  it('shows cards with a sort menu on a phone', async () => {
    const width = window.innerWidth;
    window.innerWidth = 390;
    try {
      const fetchMock = renderPage();
      const cards = await screen.findByTestId('task-cards');
      expect(within(cards).getAllByTestId('task-row')).toHaveLength(2);
      expect(screen.queryByTestId('task-table')).not.toBeInTheDocument();
      await userEvent.selectOptions(screen.getByTestId('task-sort'), 'priority:desc');
      await waitFor(() => expect(calls(fetchMock, 'GET', '/api/tasks').some(([url]) => String(url).includes('sort=priority%3Adesc'))).toBe(true));
    } finally {
      window.innerWidth = width;
    }
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const fetchMock = renderPage({ 'GET /api/tasks': { status: 500, body: { error: { code: 'internal', message: 'boom' } } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls(fetchMock, 'GET', '/api/tasks').length).toBeGreaterThanOrEqual(2));
  });
});
