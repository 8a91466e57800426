import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter, stubFetch } from '../../../app/test-utils';
import { UpgradePromptProvider } from '../../../components/premium/UpgradePrompt';
import { TASK_ID_2, TASK_ID_3, makeDetail, makeTask } from '../test-fixtures';
import { TasksPage } from './TasksPage';

// Noon, local time: the same day in any time zone the tests run in.
const MARCH_9 = new Date(2026, 2, 9, 12).toISOString();
const MARCH_20 = new Date(2026, 2, 20, 12).toISOString();

function renderCalendar(answers: Parameters<typeof stubFetch>[0] = {}, fetchImpl?: typeof fetch) {
  const fetchMock = stubFetch(answers);
  if (fetchImpl) vi.stubGlobal('fetch', fetchImpl);
  renderWithRouter(
    <UpgradePromptProvider>
      <TasksPage />
    </UpgradePromptProvider>,
    { url: '/tasks?view=calendar&month=2026-03', path: '/tasks' },
  );
  return fetchMock;
}

const listCalls = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost')).filter((url) => url.pathname === '/api/tasks');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TasksPage, calendar view', () => {
  it('reads every task due in the weeks shown, 100 at a time, and places each on its day', async () => {
    // Two pages: the first answers 100 of 101 tasks, the second the last one.
    const pages: Record<string, unknown> = {
      '1': { items: [makeTask({ dueAt: MARCH_9, title: 'Call Maria' }), ...Array.from({ length: 99 }, (_, i) => makeTask({ id: `7d3e1c20-5a4b-4c8d-9e0f-1${String(i).padStart(11, '0')}`, dueAt: MARCH_9, title: `Filler ${i}` }))], total: 101, page: 1, pageSize: 100 },
      '2': { items: [makeTask({ id: TASK_ID_2, dueAt: MARCH_20, title: 'Team webinar', status: 'overdue' })], total: 101, page: 2, pageSize: 100 },
    };
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => new Response(JSON.stringify(pages[new URL(String(input), 'http://localhost').searchParams.get('page') ?? ''])));
    renderCalendar({}, fetchMock as unknown as typeof fetch);
    expect(await screen.findByTestId('calendar-month')).toHaveTextContent('March 2026');
    await waitFor(() => expect(listCalls(fetchMock)).toHaveLength(2));
    const [first, second] = listCalls(fetchMock);
    expect(first.searchParams.get('pageSize')).toBe('100');
    expect(first.searchParams.get('page')).toBe('1');
    expect(second.searchParams.get('page')).toBe('2');
    // The grid starts on the first day of the week holding March 1 and ends after the week holding March 31.
    expect(new Date(first.searchParams.get('dueFrom')!).getTime()).toBeLessThanOrEqual(new Date(2026, 2, 1).getTime());
    expect(new Date(first.searchParams.get('dueTo')!).getTime()).toBeGreaterThan(new Date(2026, 2, 31).getTime());

    const days = await screen.findAllByTestId('calendar-day');
    const march9 = days.find((day) => day.textContent?.includes('Monday, March 9, 2026'))!;
    expect(within(march9).getByText('Call Maria')).toBeInTheDocument();
    expect(within(march9).getByText('+97 more')).toBeInTheDocument();
    const march20 = days.find((day) => day.textContent?.includes('Friday, March 20, 2026'))!;
    expect(within(march20).getByTestId('calendar-task')).toHaveClass('text-destructive');
  });

  it('goes to the next month and opens a task by clicking it', async () => {
    const fetchMock = renderCalendar({
      'GET /api/tasks': { body: { items: [makeTask({ id: TASK_ID_3, dueAt: MARCH_9, title: 'Call Maria' })], total: 1, page: 1, pageSize: 100 } },
      [`GET /api/tasks/${TASK_ID_3}`]: { body: makeDetail({ id: TASK_ID_3, title: 'Call Maria' }) },
    });
    await userEvent.click(await screen.findByText('Call Maria'));
    expect(await within(await screen.findByTestId('task-detail')).findByTestId('task-detail-title')).toHaveTextContent('Call Maria');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByTestId('calendar-next'));
    expect(await screen.findByTestId('calendar-month')).toHaveTextContent('April 2026');
    await waitFor(() => expect(listCalls(fetchMock).some((url) => new Date(url.searchParams.get('dueFrom')!).getMonth() >= 2 && new Date(url.searchParams.get('dueTo')!).getMonth() === 4)).toBe(true));
  });
});
