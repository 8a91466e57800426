import type { TTask, TTaskBoard, TTaskDetail } from '@shared/tasks/tasks.schema';

export const TASK_ID = '7d3e1c20-5a4b-4c8d-9e0f-000000000001';
export const TASK_ID_2 = '7d3e1c20-5a4b-4c8d-9e0f-000000000002';
export const TASK_ID_3 = '7d3e1c20-5a4b-4c8d-9e0f-000000000003';

export function makeTask(overrides: Partial<TTask> = {}): TTask {
  return {
    id: TASK_ID,
    title: 'Call Maria about the starter kit',
    description: null,
    dueAt: '2026-03-02T10:30:00.000Z',
    remindAt: null,
    priority: 'high',
    recurrence: 'none',
    status: 'pending',
    column: 'todo',
    completedAt: null,
    tags: [],
    estimatedHours: null,
    actualHours: null,
    assignee: null,
    linked: null,
    seriesId: null,
    subtaskCount: 0,
    subtasksDone: 0,
    commentCount: 0,
    attachmentCount: 0,
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}

export function makeDetail(overrides: Partial<TTaskDetail> = {}): TTaskDetail {
  return { ...makeTask(), subtasks: [], comments: [], attachments: [], ...overrides };
}

export function makeBoard(todo: TTask[], done: TTask[] = [], archived: TTask[] = []): TTaskBoard {
  return {
    columns: [
      { column: 'todo', total: todo.length, items: todo },
      { column: 'done', total: done.length, items: done },
      { column: 'archived', total: archived.length, items: archived },
    ],
  };
}

export const page = <T,>(items: T[], total = items.length) => ({ items, total, page: 1, pageSize: 20 });
