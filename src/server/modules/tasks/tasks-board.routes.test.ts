import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TASK_BOARD_COLUMN_LIMIT, type TTask, type TTaskBoard } from '../../../shared/tasks/tasks.schema.js';
import { statusForColumn } from '../../../shared/tasks/tasks.rules.js';
import { createTestApp, call, type TTestApp } from '../../test/test-app.js';
import { createUser } from '../../test/accounts.js';
import { created } from '../../test/records.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const inHours = (h: number) => new Date(Date.now() + h * HOUR).toISOString();

type TUser = Awaited<ReturnType<typeof createUser>>;
const board = async (u: TUser, query = '') => {
  const res = await call(t.app, 'GET', `/api/tasks/board${query}`, { cookie: u.cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TTaskBoard;
};
const titlesOf = (b: TTaskBoard) => Object.fromEntries(b.columns.map((c) => [c.column, c.items.map((x) => x.title)]));

describe('kanban board', () => {
  it('shows todo, done and archived, each in its order, moved by the same PATCH as a completion', async () => {
    const u = await createUser(t.app);
    const late = await created<TTask>(t.app, u.cookie, '/api/tasks', { title: 'Late call', dueAt: inHours(-3), priority: 'urgent' });
    const soon = await created<TTask>(t.app, u.cookie, '/api/tasks', { title: 'Send catalogue', dueAt: inHours(3), status: 'inProgress' });
    await created<TTask>(t.app, u.cookie, '/api/tasks', { title: 'Someday', dueAt: inHours(10), status: 'scheduled' });
    const old = await created<TTask>(t.app, u.cookie, '/api/tasks', { title: 'Old idea' });
    expect(titlesOf(await board(u))).toEqual({ todo: ['Late call', 'Send catalogue', 'Someday', 'Old idea'], done: [], archived: [] });

    // Kanban drops are PATCHes of the status the column means.
    const drop = (id: string, column: 'todo' | 'done' | 'archived') => call(t.app, 'PATCH', `/api/tasks/${id}`, { cookie: u.cookie, body: { status: statusForColumn(column) } });
    expect((await drop(soon.id, 'done')).json()).toMatchObject({ column: 'done', status: 'completed' });
    expect((await drop(late.id, 'done')).json().column).toBe('done');
    expect((await drop(old.id, 'archived')).json()).toMatchObject({ column: 'archived', status: 'archived' });
    const after = await board(u);
    // Done: most recently completed first.
    expect(titlesOf(after)).toEqual({ todo: ['Someday'], done: ['Late call', 'Send catalogue'], archived: ['Old idea'] });
    expect(after.columns.map((c) => c.total)).toEqual([1, 2, 1]);
    expect((await drop(late.id, 'todo')).json()).toMatchObject({ column: 'todo', status: 'overdue', completedAt: null });

    // The board takes the list's filters.
    expect(titlesOf(await board(u, '?priority=urgent'))).toEqual({ todo: ['Late call'], done: [], archived: [] });
    expect(titlesOf(await board(u, '?q=catal'))).toEqual({ todo: [], done: ['Send catalogue'], archived: [] });
    expect((await call(t.app, 'GET', '/api/tasks/board?column=sideways', { cookie: u.cookie })).statusCode).toBe(400);
  });

  it(`caps each column at ${TASK_BOARD_COLUMN_LIMIT} tasks and tells the full total`, async () => {
    const u = await createUser(t.app);
    const count = TASK_BOARD_COLUMN_LIMIT + 5;
    await t.app.database.query(
      `insert into tasks (user_id, title, due_at, status) select $1, 'Bulk ' || g, now() + g * interval '1 hour', 'pending' from generate_series(1, $2::int) g`,
      [u.userId, count],
    );
    const b = await board(u);
    const todo = b.columns.find((c) => c.column === 'todo')!;
    expect(todo.total).toBe(count);
    expect(todo.items).toHaveLength(TASK_BOARD_COLUMN_LIMIT);
    expect(todo.items[0].title).toBe('Bulk 1');
  });
});

describe('realtime', () => {
  it('tells the owner’s other tabs after each task write, and only after writes that happened', async () => {
    const u = await createUser(t.app);
    const events: unknown[] = [];
    const publish = t.app.realtime.publish;
    t.app.realtime.publish = async (event) => void events.push(event);
    try {
      const task = await created<TTask>(t.app, u.cookie, '/api/tasks', { title: 'Synced' });
      await call(t.app, 'PATCH', `/api/tasks/${task.id}`, { cookie: u.cookie, body: { status: 'completed' } });
      await call(t.app, 'PATCH', `/api/tasks/${task.id}`, { cookie: u.cookie, body: { status: 'nope' } });
      await call(t.app, 'GET', `/api/tasks/${task.id}`, { cookie: u.cookie });
      await vi.waitFor(() => expect(events).toHaveLength(2));
      expect(events).toEqual([
        { to: { userIds: [u.userId] }, type: 'task.updated', data: { id: null } },
        { to: { userIds: [u.userId] }, type: 'task.updated', data: { id: task.id } },
      ]);
    } finally {
      t.app.realtime.publish = publish;
    }
  });
});

describe('bulk actions', () => {
  it('complete, uncomplete, archive and delete the caller’s tasks only', async () => {
    const u = await createUser(t.app);
    const other = await createUser(t.app);
    const mine = await Promise.all(['A', 'B', 'C'].map((title) => created<TTask>(t.app, u.cookie, '/api/tasks', { title })));
    const theirs = await created<TTask>(t.app, other.cookie, '/api/tasks', { title: 'Not yours' });
    const bulk = (action: string, ids: string[]) => call(t.app, 'POST', '/api/tasks/bulk', { cookie: u.cookie, body: { action, ids } });
    const ids = [...mine.map((x) => x.id), theirs.id];

    expect((await bulk('complete', ids)).json()).toEqual({ updated: 3 });
    expect((await bulk('complete', ids)).json()).toEqual({ updated: 0 });
    expect((await call(t.app, 'GET', `/api/tasks/${theirs.id}`, { cookie: other.cookie })).json().status).toBe('pending');
    expect((await bulk('uncomplete', [mine[0].id])).json()).toEqual({ updated: 1 });
    expect((await bulk('archive', [mine[1].id])).json()).toEqual({ updated: 1 });
    expect(titlesOf(await board(u))).toEqual({ todo: ['A'], done: ['C'], archived: ['B'] });
    expect((await bulk('delete', ids)).json()).toEqual({ updated: 3 });
    expect((await call(t.app, 'GET', '/api/tasks', { cookie: u.cookie })).json().total).toBe(0);
    expect((await call(t.app, 'GET', `/api/tasks/${theirs.id}`, { cookie: other.cookie })).statusCode).toBe(200);
  });

  it('refuses an unknown action, an empty or oversized selection and malformed ids', async () => {
    const u = await createUser(t.app);
    const bulk = (body: unknown) => call(t.app, 'POST', '/api/tasks/bulk', { cookie: u.cookie, body });
    expect((await bulk({ action: 'explode', ids: [crypto.randomUUID()] })).json().error.fields.action).toBeDefined();
    expect((await bulk({ action: 'complete', ids: [] })).json().error.fields.ids).toBe('Choose at least one task');
    expect((await bulk({ action: 'complete', ids: Array.from({ length: 501 }, () => crypto.randomUUID()) })).json().error.fields.ids).toBe('At most 500 tasks at once');
    expect((await bulk({ action: 'delete', ids: ['1; drop table tasks'] })).statusCode).toBe(400);
    expect((await bulk({ action: 'delete', ids: [crypto.randomUUID()] })).json()).toEqual({ updated: 0 });
  });
});
