import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { renderWithRouter, stubFetch } from '../../../app/test-utils';
import { UpgradePromptProvider } from '../../../components/premium/UpgradePrompt';
import { TASK_ID, TASK_ID_2, makeBoard, makeTask } from '../test-fixtures';
import { TasksPage } from './TasksPage';
import { spyOnToasts } from '../../../test/toasts';

beforeEach(spyOnToasts);

const BOARD = makeBoard([makeTask(), makeTask({ id: TASK_ID_2, title: 'Post the new video' })], [], []);

/** jsdom lays nothing out: the columns stand side by side, 300 px wide, each card inside its own. */
const COLUMN_LEFT: Record<string, number> = { todo: 0, done: 320, archived: 640 };
function layOutBoard() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const column = this.closest('[data-kanban-column]')?.getAttribute('data-kanban-column');
    if (!column) return new DOMRect(0, 0, 0, 0);
    const left = COLUMN_LEFT[column];
    if (this.hasAttribute('data-kanban-column')) return new DOMRect(left, 0, 300, 600);
    return new DOMRect(left + 10, 60, 280, 80);
  });
}

function renderBoard(answers: Parameters<typeof stubFetch>[0] = {}) {
  const fetchMock = stubFetch({ 'GET /api/tasks/board': { body: BOARD }, ...answers });
  renderWithRouter(
    <UpgradePromptProvider>
      <TasksPage />
    </UpgradePromptProvider>,
    { url: '/tasks?view=kanban', path: '/tasks' },
  );
  return fetchMock;
}

const patches = (fetchMock: ReturnType<typeof stubFetch>) => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');
const column = (name: string) => screen.getByTestId(`kanban-column-${name}`);

/** The keyboard path: Space on the card's move button picks it up, → carries it one column right, Space drops it. */
async function moveRightWithKeyboard(title: string) {
  screen.getByRole('button', { name: `Move ${title}` }).focus();
  await userEvent.keyboard(' ');
  // The sensor starts listening for the next keys on the next tick.
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  await userEvent.keyboard('{ArrowRight}');
  await userEvent.keyboard(' ');
}

beforeEach(() => {
  layOutBoard();
  vi.mocked(toast.error).mockClear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('TasksPage, kanban view', () => {
  it('shows the three columns with their totals', async () => {
    renderBoard();
    expect(await screen.findAllByTestId('kanban-card')).toHaveLength(2);
    expect(within(column('todo')).getByTestId('kanban-column-total')).toHaveTextContent('2');
    expect(within(column('done')).getByTestId('kanban-column-total')).toHaveTextContent('0');
    expect(within(column('archived')).getByRole('heading')).toHaveTextContent('Archived');
  });

  it('moves a card to done from the keyboard: the card moves at once and the PATCH completes the task', async () => {
    const done = makeTask({ status: 'completed', column: 'done' });
    // The board as the server answers it: once the PATCH is in, the task is done.
    const board = { body: BOARD };
    const fetchMock = renderBoard({
      'GET /api/tasks/board': board,
      [`PATCH /api/tasks/${TASK_ID}`]: {
        get body() {
          board.body = makeBoard([makeTask({ id: TASK_ID_2, title: 'Post the new video' })], [done]);
          return { ...done, nextOccurrence: null };
        },
      },
    });
    await screen.findAllByTestId('kanban-card');
    await moveRightWithKeyboard('Call Maria about the starter kit');
    await waitFor(() => expect(patches(fetchMock)).toHaveLength(1));
    expect(String(patches(fetchMock)[0][0])).toBe(`/api/tasks/${TASK_ID}`);
    expect(JSON.parse(String(patches(fetchMock)[0][1]?.body))).toEqual({ status: 'completed' });
    expect(within(column('done')).getByText('Call Maria about the starter kit')).toBeInTheDocument();
    expect(within(column('done')).getByTestId('kanban-column-total')).toHaveTextContent('1');
  });

  it('puts the card back and says so when the server refuses the move', async () => {
    let refuse: (response: Response) => void = () => undefined;
    const fetchMock = renderBoard({
      [`PATCH /api/tasks/${TASK_ID}`]: () => new Promise<never>((_, reject) => (refuse = () => reject(new TypeError('offline')))),
    });
    await screen.findAllByTestId('kanban-card');
    await moveRightWithKeyboard('Call Maria about the starter kit');
    await waitFor(() => expect(patches(fetchMock)).toHaveLength(1));
    // Optimistic: in done while the request is out.
    expect(within(column('done')).getByText('Call Maria about the starter kit')).toBeInTheDocument();
    await act(async () => refuse(new Response()));
    await waitFor(() => expect(within(column('todo')).getByText('Call Maria about the starter kit')).toBeInTheDocument());
    expect(toast.error).toHaveBeenCalledWith('The task could not be moved; it is back where it was.');
  });

  it('announces the drag for screen readers', async () => {
    renderBoard({ [`PATCH /api/tasks/${TASK_ID}`]: { body: { ...makeTask({ status: 'completed', column: 'done' }), nextOccurrence: null } } });
    await screen.findAllByTestId('kanban-card');
    await moveRightWithKeyboard('Call Maria about the starter kit');
    await waitFor(() => expect(document.body).toHaveTextContent('Call Maria about the starter kit was dropped in the Done column.'));
  });
});
