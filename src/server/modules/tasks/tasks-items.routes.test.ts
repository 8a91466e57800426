import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_SUBTASKS_MAX } from '../../../shared/tasks/tasks.constants.js';
import type { TSubtask, TTask, TTaskComment, TTaskDetail } from '../../../shared/tasks/tasks.schema.js';
import { createTestApp, call, type TTestApp } from '../../test/test-app.js';
import { createUser } from '../../test/accounts.js';
import { created } from '../../test/records.js';

let t: TTestApp;
let u: Awaited<ReturnType<typeof createUser>>;
let other: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  u = await createUser(t.app, { firstName: 'Maria', lastName: 'Lopez' });
  other = await createUser(t.app);
});
afterAll(() => t.close());

const detailOf = async (id: string) => (await call(t.app, 'GET', `/api/tasks/${id}`, { cookie: u.cookie })).json() as TTaskDetail;

describe('subtasks', () => {
  it('are added last, ticked off, renamed and removed, each with its own done flag', async () => {
    const task = await created<TTask>(t.app, u.cookie, '/api/tasks', { title: 'Prepare the presentation', subtasks: [{ title: 'Slides' }] });
    const notes = await created<TSubtask>(t.app, u.cookie, `/api/tasks/${task.id}/subtasks`, { title: 'Speaker notes' });
    expect(notes).toMatchObject({ title: 'Speaker notes', done: false, position: 1 });
    const ticked = await call(t.app, 'PATCH', `/api/tasks/${task.id}/subtasks/${notes.id}`, { cookie: u.cookie, body: { done: true } });
    expect(ticked.json()).toMatchObject({ id: notes.id, done: true, title: 'Speaker notes' });
    expect((await call(t.app, 'PATCH', `/api/tasks/${task.id}/subtasks/${notes.id}`, { cookie: u.cookie, body: { title: 'Notes for Q&A' } })).json().title).toBe('Notes for Q&A');
    const detail = await detailOf(task.id);
    expect(detail.subtasks.map((s) => [s.title, s.done])).toEqual([['Slides', false], ['Notes for Q&A', true]]);
    expect(detail).toMatchObject({ subtaskCount: 2, subtasksDone: 1 });
    // Ticking every subtask does not complete the task: that stays the seller's call.
    expect(detail.status).toBe('pending');

    expect((await call(t.app, 'DELETE', `/api/tasks/${task.id}/subtasks/${notes.id}`, { cookie: u.cookie })).statusCode).toBe(204);
    expect((await call(t.app, 'DELETE', `/api/tasks/${task.id}/subtasks/${notes.id}`, { cookie: u.cookie })).statusCode).toBe(404);
    expect((await detailOf(task.id)).subtasks.map((s) => s.title)).toEqual(['Slides']);
  });

  it('refuses bad input and another account’s task or subtask with 404', async () => {
    const task = await created<TTask>(t.app, u.cookie, '/api/tasks', { title: 'Mine', subtasks: [{ title: 'One' }] });
    const [subtask] = (await detailOf(task.id)).subtasks;
    const theirs = await created<TTask>(t.app, other.cookie, '/api/tasks', { title: 'Theirs', subtasks: [{ title: 'Their step' }] });
    const theirSubtask = ((await call(t.app, 'GET', `/api/tasks/${theirs.id}`, { cookie: other.cookie })).json() as TTaskDetail).subtasks[0];

    expect((await call(t.app, 'POST', `/api/tasks/${task.id}/subtasks`, { cookie: u.cookie, body: { title: '' } })).json().error.fields.title).toBe('Title is required');
    expect((await call(t.app, 'PATCH', `/api/tasks/${task.id}/subtasks/${subtask.id}`, { cookie: u.cookie, body: { done: 'yes' } })).statusCode).toBe(400);
    for (const [method, url] of [
      ['POST', `/api/tasks/${theirs.id}/subtasks`],
      ['PATCH', `/api/tasks/${theirs.id}/subtasks/${theirSubtask.id}`],
      ['PATCH', `/api/tasks/${task.id}/subtasks/${theirSubtask.id}`],
      ['PATCH', `/api/tasks/${theirs.id}/subtasks/${subtask.id}`],
      ['DELETE', `/api/tasks/${task.id}/subtasks/${theirSubtask.id}`],
    ] as const) {
      const res = await call(t.app, method, url, { cookie: u.cookie, body: method === 'DELETE' ? undefined : { title: 'Taken over', done: true } });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(((await call(t.app, 'GET', `/api/tasks/${theirs.id}`, { cookie: other.cookie })).json() as TTaskDetail).subtasks[0]).toMatchObject({ title: 'Their step', done: false });
  });

  it(`holds at most ${TASK_SUBTASKS_MAX} subtasks per task`, async () => {
    const task = await created<TTask>(t.app, u.cookie, '/api/tasks', { title: 'Long checklist', subtasks: Array.from({ length: TASK_SUBTASKS_MAX }, (_, i) => ({ title: `Step ${i}` })) });
    const res = await call(t.app, 'POST', `/api/tasks/${task.id}/subtasks`, { cookie: u.cookie, body: { title: 'One too many' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.title).toBe(`A task has at most ${TASK_SUBTASKS_MAX} subtasks`);
    const tooMany = await call(t.app, 'POST', '/api/tasks', { cookie: u.cookie, body: { title: 'x', subtasks: Array.from({ length: TASK_SUBTASKS_MAX + 1 }, () => ({ title: 's' })) } });
    expect(tooMany.statusCode).toBe(400);
  });
});

describe('comments', () => {
  it('carry their author and time, oldest first, and can be removed', async () => {
    const task = await created<TTask>(t.app, u.cookie, '/api/tasks', { title: 'Call Ana' });
    const first = await created<TTaskComment>(t.app, u.cookie, `/api/tasks/${task.id}/comments`, { body: '  No answer, try again tomorrow ' });
    expect(first).toMatchObject({ body: 'No answer, try again tomorrow', author: { id: u.userId, name: 'Maria Lopez' } });
    expect(Math.abs(Date.parse(first.createdAt) - Date.now())).toBeLessThan(60_000);
    const second = await created<TTaskComment>(t.app, u.cookie, `/api/tasks/${task.id}/comments`, { body: 'She wants the catalogue' });
    const detail = await detailOf(task.id);
    expect(detail.commentCount).toBe(2);
    expect(detail.comments.map((c) => c.id)).toEqual([first.id, second.id]);

    expect((await call(t.app, 'POST', `/api/tasks/${task.id}/comments`, { cookie: u.cookie, body: { body: ' ' } })).json().error.fields.body).toBe('Comment cannot be empty');
    expect((await call(t.app, 'POST', `/api/tasks/${task.id}/comments`, { cookie: other.cookie, body: { body: 'Hi' } })).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/tasks/${task.id}/comments/${first.id}`, { cookie: other.cookie })).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/tasks/${task.id}/comments/${first.id}`, { cookie: u.cookie })).statusCode).toBe(204);
    expect((await detailOf(task.id)).comments.map((c) => c.body)).toEqual(['She wants the catalogue']);
  });
});
