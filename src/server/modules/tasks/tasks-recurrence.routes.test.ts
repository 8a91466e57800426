import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTask, TTaskDetail, TTaskUpdateResult } from '../../../shared/tasks/tasks.schema.js';
import { createTestApp, call, type TTestApp } from '../../test/test-app.js';
import { createUser } from '../../test/accounts.js';
import { created, personBody } from '../../test/records.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type TUser = Awaited<ReturnType<typeof createUser>>;

async function userIn(timeZone: string): Promise<TUser> {
  const u = await createUser(t.app);
  const res = await call(t.app, 'PATCH', '/api/me', { cookie: u.cookie, body: { timeZone } });
  expect(res.statusCode, res.body).toBe(200);
  return u;
}

const complete = (u: TUser, id: string) => call(t.app, 'PATCH', `/api/tasks/${id}`, { cookie: u.cookie, body: { status: 'completed' } });

/** Completes each occurrence in turn and answers the due times of the series, first included. */
async function dueTimes(u: TUser, first: TTask, count: number): Promise<string[]> {
  const dues = [first.dueAt!];
  let current = first.id;
  for (let i = 0; i < count; i++) {
    const res = await complete(u, current);
    expect(res.statusCode, res.body).toBe(200);
    const next = (res.json() as TTaskUpdateResult).nextOccurrence!;
    expect(next).not.toBeNull();
    dues.push(next.dueAt!);
    current = next.id;
  }
  return dues;
}

const seriesOf = async (u: TUser, title: string) => ((await call(t.app, 'GET', `/api/tasks?q=${encodeURIComponent(title)}&pageSize=100`, { cookie: u.cookie })).json().items as TTask[]).filter((x) => x.title === title);

describe('recurring tasks', () => {
  it('keep the month end: Jan 31 → Feb 28 → Mar 31 → Apr 30', async () => {
    const u = await userIn('UTC');
    const first = await created<TTask>(t.app, u.cookie, '/api/tasks', { title: 'Monthly order reminder', dueAt: '2026-01-31T10:00:00.000Z', recurrence: 'monthly' });
    expect(await dueTimes(u, first, 3)).toEqual(['2026-01-31T10:00:00.000Z', '2026-02-28T10:00:00.000Z', '2026-03-31T10:00:00.000Z', '2026-04-30T10:00:00.000Z']);
  });

  it('keep the local time across DST in the owner’s zone (Europe/Berlin), weekly and daily', async () => {
    const u = await userIn('Europe/Berlin');
    // Monday 9:00 in Berlin: 08:00Z in winter time, 07:00Z once summer time starts on March 29.
    const weekly = await created<TTask>(t.app, u.cookie, '/api/tasks', { title: 'Weekly team call', dueAt: '2026-03-23T08:00:00.000Z', recurrence: 'weekly' });
    expect(await dueTimes(u, weekly, 2)).toEqual(['2026-03-23T08:00:00.000Z', '2026-03-30T07:00:00.000Z', '2026-04-06T07:00:00.000Z']);
    const daily = await created<TTask>(t.app, u.cookie, '/api/tasks', { title: 'Daily stretch', dueAt: '2026-10-24T07:30:00.000Z', recurrence: 'daily' });
    // 9:30 in Berlin on both sides of the October change back to winter time.
    expect(await dueTimes(u, daily, 2)).toEqual(['2026-10-24T07:30:00.000Z', '2026-10-25T08:30:00.000Z', '2026-10-26T08:30:00.000Z']);
  });

  it('carry content, links and subtasks (reopened) into the next occurrence, with the reminder lead time', async () => {
    const u = await userIn('UTC');
    const prospect = await created(t.app, u.cookie, '/api/prospects', personBody({ firstName: 'Rosa', lastName: 'Petrov' }));
    const first = await created<TTask>(t.app, u.cookie, '/api/tasks', {
      title: 'Check in with Rosa',
      description: 'Ask how the products work for her',
      dueAt: '2026-05-04T09:00:00.000Z',
      remindAt: '2026-05-04T08:30:00.000Z',
      recurrence: 'weekly',
      priority: 'high',
      tags: ['customer'],
      estimatedHours: 0.5,
      actualHours: 0.75,
      prospectId: prospect.id,
      subtasks: [{ title: 'Ask about reorder', done: true }],
    });
    const next = (await complete(u, first.id)).json().nextOccurrence as TTask;
    expect(next).toMatchObject({
      title: 'Check in with Rosa',
      description: 'Ask how the products work for her',
      dueAt: '2026-05-11T09:00:00.000Z',
      remindAt: '2026-05-11T08:30:00.000Z',
      recurrence: 'weekly',
      priority: 'high',
      tags: ['customer'],
      estimatedHours: 0.5,
      actualHours: null,
      linked: { type: 'prospect', id: prospect.id, name: 'Rosa Petrov' },
      seriesId: first.id,
      completedAt: null,
      subtaskCount: 1,
      subtasksDone: 0,
    });
    const detail = (await call(t.app, 'GET', `/api/tasks/${next.id}`, { cookie: u.cookie })).json() as TTaskDetail;
    expect(detail.subtasks.map((s) => [s.title, s.done])).toEqual([['Ask about reorder', false]]);
  });

  it('create the next occurrence once: complete, reopen and complete again', async () => {
    const u = await userIn('UTC');
    const first = await created<TTask>(t.app, u.cookie, '/api/tasks', { title: 'Post a story', dueAt: '2026-06-01T12:00:00.000Z', recurrence: 'daily' });
    expect((await complete(u, first.id)).json().nextOccurrence).not.toBeNull();
    expect((await call(t.app, 'PATCH', `/api/tasks/${first.id}`, { cookie: u.cookie, body: { status: 'pending' } })).json().completedAt).toBeNull();
    expect((await complete(u, first.id)).json().nextOccurrence).toBeNull();
    expect((await complete(u, first.id)).json().nextOccurrence).toBeNull();
    expect((await seriesOf(u, 'Post a story')).map((x) => x.dueAt).sort()).toEqual(['2026-06-01T12:00:00.000Z', '2026-06-02T12:00:00.000Z']);
  });

  it('create exactly one next occurrence under 10 parallel completions', async () => {
    const u = await userIn('UTC');
    const first = await created<TTask>(t.app, u.cookie, '/api/tasks', { title: 'Race to done', dueAt: '2026-07-01T12:00:00.000Z', recurrence: 'weekly', subtasks: [{ title: 'One' }] });
    const answers = await Promise.all(Array.from({ length: 10 }, () => complete(u, first.id)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const nexts = answers.map((r) => (r.json() as TTaskUpdateResult).nextOccurrence).filter(Boolean);
    expect(nexts).toHaveLength(1);
    const series = await seriesOf(u, 'Race to done');
    expect(series.map((x) => x.dueAt).sort()).toEqual(['2026-07-01T12:00:00.000Z', '2026-07-08T12:00:00.000Z']);
    expect(series.find((x) => x.id === nexts[0]!.id)!.subtaskCount).toBe(1);
  });

  it('go through the same completion from the bulk action, once, whatever is selected twice', async () => {
    const u = await userIn('UTC');
    const a = await created<TTask>(t.app, u.cookie, '/api/tasks', { title: 'Bulk weekly', dueAt: '2026-08-03T09:00:00.000Z', recurrence: 'weekly' });
    const b = await created<TTask>(t.app, u.cookie, '/api/tasks', { title: 'Bulk plain' });
    const bulk = (action: string, ids: string[]) => call(t.app, 'POST', '/api/tasks/bulk', { cookie: u.cookie, body: { action, ids } });
    const [first, second] = await Promise.all([bulk('complete', [a.id, b.id, a.id.toUpperCase()]), bulk('complete', [a.id])]);
    expect(first.json().updated + second.json().updated).toBe(2);
    expect((await bulk('uncomplete', [a.id, b.id])).json()).toEqual({ updated: 2 });
    expect((await bulk('complete', [a.id])).json()).toEqual({ updated: 1 });
    expect((await seriesOf(u, 'Bulk weekly')).map((x) => x.dueAt).sort()).toEqual(['2026-08-03T09:00:00.000Z', '2026-08-10T09:00:00.000Z']);
  });

  it('end at the last storable time: completing the occurrence of the last day completes it and makes none after (it answered 500)', async () => {
    const u = await userIn('UTC');
    for (const recurrence of ['daily', 'weekly', 'monthly']) {
      const last = await created<TTask>(t.app, u.cookie, '/api/tasks', { title: `Last ${recurrence}`, dueAt: '9999-12-31T23:59:59.000Z', recurrence });
      const res = await complete(u, last.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'completed', nextOccurrence: null });
      expect(await seriesOf(u, `Last ${recurrence}`)).toHaveLength(1);
    }
  });

  it('move with their due date: a new time re-anchors the following occurrences', async () => {
    const u = await userIn('UTC');
    const first = await created<TTask>(t.app, u.cookie, '/api/tasks', { title: 'Team training', dueAt: '2026-09-07T17:00:00.000Z', recurrence: 'weekly' });
    await call(t.app, 'PATCH', `/api/tasks/${first.id}`, { cookie: u.cookie, body: { dueAt: '2026-09-08T18:00:00.000Z' } });
    const next = (await complete(u, first.id)).json().nextOccurrence as TTask;
    expect(next.dueAt).toBe('2026-09-15T18:00:00.000Z');
    // A task made recurring later starts its series at its due date.
    const plain = await created<TTask>(t.app, u.cookie, '/api/tasks', { title: 'Became monthly', dueAt: '2026-01-30T08:00:00.000Z' });
    expect((await call(t.app, 'PATCH', `/api/tasks/${plain.id}`, { cookie: u.cookie, body: { recurrence: 'monthly' } })).json().seriesId).toBe(plain.id);
    expect(((await complete(u, plain.id)).json().nextOccurrence as TTask).dueAt).toBe('2026-02-28T08:00:00.000Z');
  });
});
