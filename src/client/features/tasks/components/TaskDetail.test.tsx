import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { TASK_ATTACHMENT_MAX_BYTES } from '@shared/tasks/tasks.constants';
import { renderWithRouter, stubFetch } from '../../../app/test-utils';
import { TASK_ID, makeDetail } from '../test-fixtures';
import { TaskDetail } from './TaskDetail';
import { TaskSheet } from './TaskSheet';
import { spyOnToasts } from '../../../test/toasts';

beforeEach(spyOnToasts);

const SUBTASK_ID = '9b2c0d10-1111-4222-8333-000000000001';
const COMMENT_ID = '9b2c0d10-1111-4222-8333-000000000002';

const DETAIL = makeDetail({
  subtasks: [{ id: SUBTASK_ID, title: 'Print the brochure', done: false, position: 0 }],
  comments: [{ id: COMMENT_ID, body: 'She prefers mornings', author: { id: 'u1', name: 'Ana Lopez' }, createdAt: new Date(Date.now() - 2 * 3_600_000).toISOString() }],
  attachments: [{ id: '9b2c0d10-1111-4222-8333-000000000003', fileName: 'price-list.pdf', mimeType: 'application/pdf', sizeBytes: 250_000, createdAt: '2026-03-01T09:00:00.000Z', url: `/api/tasks/${TASK_ID}/attachments/x` }],
});

const handlers = { onEdit: vi.fn(), onToggleComplete: vi.fn(), onDuplicate: vi.fn(), onDelete: vi.fn() };

function renderDetail(answers: Parameters<typeof stubFetch>[0] = {}) {
  const fetchMock = stubFetch({ [`GET /api/tasks/${TASK_ID}`]: { body: DETAIL }, ...answers });
  renderWithRouter(
    <TaskSheet open onClose={() => undefined} label="Task">
      <TaskDetail id={TASK_ID} handlers={handlers} />
    </TaskSheet>,
    { url: '/tasks', path: '/tasks' },
  );
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof stubFetch>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => init?.method === method && new URL(String(url), 'http://localhost').pathname === path);

beforeEach(() => vi.mocked(toast.error).mockClear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TaskDetail', () => {
  it('shows the task with its subtasks, files (with their size) and comments (author, how long ago)', async () => {
    renderDetail();
    expect(await screen.findByTestId('task-detail-title')).toHaveTextContent('Call Maria about the starter kit');
    expect(within(screen.getByTestId('task-subtasks')).getByRole('checkbox', { name: 'Print the brochure' })).not.toBeChecked();
    const file = screen.getByTestId('attachment');
    expect(within(file).getByRole('link', { name: 'price-list.pdf' })).toHaveAttribute('href', `/api/tasks/${TASK_ID}/attachments/x`);
    expect(file).toHaveTextContent('244.1 kB');
    const comment = screen.getByTestId('comment');
    expect(comment).toHaveTextContent('Ana Lopez');
    expect(comment).toHaveTextContent('2 hours ago');
  });

  it('adds a subtask, ticks it and renames it', async () => {
    const fetchMock = renderDetail({
      [`POST /api/tasks/${TASK_ID}/subtasks`]: { status: 201, body: { id: '9b2c0d10-1111-4222-8333-000000000009', title: 'Pack samples', done: false, position: 1 } },
      [`PATCH /api/tasks/${TASK_ID}/subtasks/${SUBTASK_ID}`]: { body: { id: SUBTASK_ID, title: 'Print the brochure', done: true, position: 0 } },
    });
    await userEvent.type(await screen.findByTestId('subtask-new'), 'Pack samples');
    await userEvent.click(screen.getByTestId('subtask-add'));
    await waitFor(() => expect(calls(fetchMock, 'POST', `/api/tasks/${TASK_ID}/subtasks`)).toHaveLength(1));
    expect(JSON.parse(String(calls(fetchMock, 'POST', `/api/tasks/${TASK_ID}/subtasks`)[0][1]?.body))).toEqual({ title: 'Pack samples' });
    await waitFor(() => expect(screen.getByTestId('subtask-new')).toHaveValue(''));

    await userEvent.click(screen.getByRole('checkbox', { name: 'Print the brochure' }));
    await waitFor(() => expect(calls(fetchMock, 'PATCH', `/api/tasks/${TASK_ID}/subtasks/${SUBTASK_ID}`)).toHaveLength(1));
    expect(JSON.parse(String(calls(fetchMock, 'PATCH', `/api/tasks/${TASK_ID}/subtasks/${SUBTASK_ID}`)[0][1]?.body))).toEqual({ done: true });

    await userEvent.click(screen.getByRole('button', { name: 'Rename Print the brochure' }));
    const input = screen.getByTestId('subtask-rename-input');
    await userEvent.clear(input);
    await userEvent.type(input, 'Print two brochures{Enter}');
    await waitFor(() => expect(calls(fetchMock, 'PATCH', `/api/tasks/${TASK_ID}/subtasks/${SUBTASK_ID}`)).toHaveLength(2));
    expect(JSON.parse(String(calls(fetchMock, 'PATCH', `/api/tasks/${TASK_ID}/subtasks/${SUBTASK_ID}`)[1][1]?.body))).toEqual({ title: 'Print two brochures' });
  });

  it('adds a comment, and refuses an empty one without sending it', async () => {
    const fetchMock = renderDetail({
      [`POST /api/tasks/${TASK_ID}/comments`]: { status: 201, body: { id: '9b2c0d10-1111-4222-8333-000000000008', body: 'Called, no answer', author: { id: 'u1', name: 'Ana Lopez' }, createdAt: new Date().toISOString() } },
    });
    await userEvent.click(await screen.findByTestId('comment-add'));
    expect(await screen.findByText('Comment cannot be empty')).toBeInTheDocument();
    expect(calls(fetchMock, 'POST', `/api/tasks/${TASK_ID}/comments`)).toHaveLength(0);
    await userEvent.type(screen.getByTestId('comment-new'), 'Called, no answer');
    await userEvent.click(screen.getByTestId('comment-add'));
    await waitFor(() => expect(calls(fetchMock, 'POST', `/api/tasks/${TASK_ID}/comments`)).toHaveLength(1));
    expect(JSON.parse(String(calls(fetchMock, 'POST', `/api/tasks/${TASK_ID}/comments`)[0][1]?.body))).toEqual({ body: 'Called, no answer' });
    await waitFor(() => expect(screen.getByTestId('comment-new')).toHaveValue(''));
  });

  it('refuses a file over the size limit before sending anything', async () => {
    const fetchMock = renderDetail();
    await screen.findByTestId('task-detail-title');
    const big = new File(['x'], 'video.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: TASK_ATTACHMENT_MAX_BYTES + 1 });
    await userEvent.upload(screen.getByTestId('attachment-input'), big);
    expect(await screen.findByTestId('attachment-problem')).toHaveTextContent('video.pdf is too large: files can be up to 10 MB.');
    expect(calls(fetchMock, 'POST', `/api/tasks/${TASK_ID}/attachments`)).toHaveLength(0);
  });

  it('refuses a type that is not accepted, and shows the server’s word on a file it refuses', async () => {
    const fetchMock = renderDetail({
      [`POST /api/tasks/${TASK_ID}/attachments`]: { status: 415, body: { error: { code: 'unsupported_media_type', message: 'The file’s content is not an accepted type' } } },
    });
    await screen.findByTestId('task-detail-title');
    const input = screen.getByTestId('attachment-input');
    await userEvent.upload(input, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }), { applyAccept: false });
    expect(await screen.findByTestId('attachment-problem')).toHaveTextContent('setup.exe is not a type of file that can be attached.');
    expect(calls(fetchMock, 'POST', `/api/tasks/${TASK_ID}/attachments`)).toHaveLength(0);

    await userEvent.upload(input, new File(['not really'], 'notes.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(calls(fetchMock, 'POST', `/api/tasks/${TASK_ID}/attachments`)).toHaveLength(1));
    expect(calls(fetchMock, 'POST', `/api/tasks/${TASK_ID}/attachments`)[0][1]?.body).toBeInstanceOf(FormData);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('notes.pdf is not a type of file that can be attached.', { description: 'The file’s content is not an accepted type' }));
  });
});
