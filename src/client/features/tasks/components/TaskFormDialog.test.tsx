import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter, stubFetch } from '../../../app/test-utils';
import { UpgradePromptProvider } from '../../../components/premium/UpgradePrompt';
import { localToIso } from '../lib/task-form';
import { TASK_ID, makeTask } from '../test-fixtures';
import { TaskFormDialog } from './TaskFormDialog';

function renderDialog(task: Parameters<typeof TaskFormDialog>[0]['task'], answers: Parameters<typeof stubFetch>[0] = {}) {
  const fetchMock = stubFetch(answers);
  const onOpenChange = vi.fn();
  renderWithRouter(
    <UpgradePromptProvider>
      <TaskFormDialog open task={task} onOpenChange={onOpenChange} />
    </UpgradePromptProvider>,
    { url: '/tasks', path: '/tasks' },
  );
  return { fetchMock, onOpenChange };
}

const sent = (fetchMock: ReturnType<typeof stubFetch>, method: string) => fetchMock.mock.calls.filter(([, init]) => init?.method === method).map(([, init]) => JSON.parse(String(init?.body)));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TaskFormDialog', () => {
  it('shows the shared schema’s field errors and sends nothing until they are fixed', async () => {
    const { fetchMock } = renderDialog(null);
    await userEvent.selectOptions(screen.getByTestId('task-recurrence'), 'weekly');
    await userEvent.click(screen.getByTestId('task-submit'));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('A recurring task needs a due date')).toBeInTheDocument();
    expect(screen.getByTestId('task-title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('task-recurrence')).toHaveAttribute('aria-invalid', 'true');
    expect(sent(fetchMock, 'POST')).toHaveLength(0);
  });

  it('creates a task with its local due date and time as an ISO instant with the offset', async () => {
    const { fetchMock, onOpenChange } = renderDialog(null, { 'POST /api/tasks': { status: 201, body: makeTask() } });
    await userEvent.type(screen.getByTestId('task-title'), 'Send the starter kit');
    await userEvent.type(screen.getByTestId('task-dueDate'), '2026-03-09');
    await userEvent.type(screen.getByTestId('task-dueTime'), '14:30');
    await userEvent.selectOptions(screen.getByTestId('task-recurrence'), 'weekly');
    await userEvent.selectOptions(screen.getByTestId('task-priority'), 'urgent');
    await userEvent.type(screen.getByTestId('task-estimatedHours'), '1.5');
    await userEvent.type(document.getElementById('task-tags')!, 'kit{Enter}');
    await userEvent.click(screen.getByTestId('task-submit'));
    await waitFor(() => expect(sent(fetchMock, 'POST')).toHaveLength(1));
    const body = sent(fetchMock, 'POST')[0];
    expect(body).toMatchObject({ title: 'Send the starter kit', recurrence: 'weekly', priority: 'urgent', estimatedHours: 1.5, tags: ['kit'], assigneeId: null, prospectId: null });
    expect(body.dueAt).toBe(localToIso('2026-03-09', '14:30'));
    expect(body.dueAt).toMatch(/^2026-03-09T14:30:00(Z|[+-]\d{2}:\d{2})$/);
    expect(new Date(body.dueAt).getTime()).toBe(new Date(2026, 2, 9, 14, 30).getTime());
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('edits only what changed', async () => {
    const task = makeTask({ status: 'overdue', description: 'Bring samples' });
    const { fetchMock } = renderDialog(task, { [`PATCH /api/tasks/${TASK_ID}`]: { body: { ...task, nextOccurrence: null } } });
    const title = screen.getByTestId('task-title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Call Maria back');
    await userEvent.click(screen.getByTestId('task-submit'));
    await waitFor(() => expect(sent(fetchMock, 'PATCH')).toEqual([{ title: 'Call Maria back' }]));
  });

  it('opens the upgrade prompt when the free plan is full', async () => {
    renderDialog(null, { 'POST /api/tasks': { status: 402, body: { error: { code: 'limit_reached', message: 'Limit', details: { limit: 500, entity: 'tasks' } } } } });
    await userEvent.type(screen.getByTestId('task-title'), 'One more');
    await userEvent.click(screen.getByTestId('task-submit'));
    expect(await screen.findByTestId('upgrade-modal')).toBeInTheDocument();
  });
});
