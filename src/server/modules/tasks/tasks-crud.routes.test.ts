import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_PLAN_LIMITS_DEFAULT } from '../../../shared/limits/free-plan.rules.js';
import type { TTask, TTaskDetail } from '../../../shared/tasks/tasks.schema.js';
import { createTestApp, call, type TTestApp } from '../../test/test-app.js';
import { createUser } from '../../test/accounts.js';
import { created, personBody } from '../../test/records.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ freePlanLimits: { ...FREE_PLAN_LIMITS_DEFAULT, tasks: 6 } });
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const inHours = (h: number) => new Date(Date.now() + h * HOUR).toISOString();

describe('tasks: create, read, update, delete', () => {
  it('keeps every field of spec 02 §3, with subtasks, links and an assignee of the owner', async () => {
    const u = await createUser(t.app);
    const prospect = await created(t.app, u.cookie, '/api/prospects', personBody({ firstName: 'Lia', lastName: 'Moreau' }));
    const member = await created(t.app, u.cookie, '/api/team-members', personBody({ firstName: 'Omar', lastName: 'Haddad' }));
    const task = await created<TTask>(t.app, u.cookie, '/api/tasks', {
      title: '  Call Lia about the starter kit ',
      description: 'She asked about prices',
      dueAt: inHours(48),
      priority: 'high',
      status: 'scheduled',
      tags: ['call', 'kit'],
      estimatedHours: 1.5,
      actualHours: 0.25,
      assigneeId: member.id,
      prospectId: prospect.id,
      subtasks: [{ title: 'Prepare prices' }, { title: 'Send samples', done: true }],
    });
    expect(task).toMatchObject({
      title: 'Call Lia about the starter kit',
      description: 'She asked about prices',
      priority: 'high',
      recurrence: 'none',
      status: 'scheduled',
      column: 'todo',
      completedAt: null,
      tags: ['call', 'kit'],
      estimatedHours: 1.5,
      actualHours: 0.25,
      assignee: { id: member.id, name: 'Omar Haddad' },
      linked: { type: 'prospect', id: prospect.id, name: 'Lia Moreau' },
      seriesId: null,
      subtaskCount: 2,
      subtasksDone: 1,
      commentCount: 0,
      attachmentCount: 0,
    });
    const detail = (await call(t.app, 'GET', `/api/tasks/${task.id}`, { cookie: u.cookie })).json() as TTaskDetail;
    expect(detail.subtasks.map((s) => [s.title, s.done, s.position])).toEqual([['Prepare prices', false, 0], ['Send samples', true, 1]]);
    expect(detail.comments).toEqual([]);
    expect(detail.attachments).toEqual([]);

    // A new link replaces the old one (a task is about one person at most); the assignee can go.
    const contact = await created(t.app, u.cookie, '/api/contacts', personBody({ firstName: 'Ines', lastName: 'Costa' }));
    const patched = await call(t.app, 'PATCH', `/api/tasks/${task.id}`, { cookie: u.cookie, body: { contactId: contact.id, assigneeId: null, status: 'inProgress', actualHours: 2 } });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ linked: { type: 'contact', id: contact.id, name: 'Ines Costa' }, assignee: null, status: 'inProgress', actualHours: 2, nextOccurrence: null });

    expect((await call(t.app, 'DELETE', `/api/tasks/${task.id}`, { cookie: u.cookie })).statusCode).toBe(204);
    expect((await call(t.app, 'GET', `/api/tasks/${task.id}`, { cookie: u.cookie })).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/tasks/${task.id}`, { cookie: u.cookie })).statusCode).toBe(404);
  });

  it('stamps completedAt on completion and clears it when reopened', async () => {
    const u = await createUser(t.app);
    const task = await created<TTask>(t.app, u.cookie, '/api/tasks', { title: 'Order samples' });
    const done = (await call(t.app, 'PATCH', `/api/tasks/${task.id}`, { cookie: u.cookie, body: { status: 'completed' } })).json();
    expect(done).toMatchObject({ status: 'completed', column: 'done', nextOccurrence: null });
    expect(Date.parse(done.completedAt)).toBeGreaterThan(Date.now() - 60_000);
    // Editing a completed task keeps the moment it was completed.
    const again = (await call(t.app, 'PATCH', `/api/tasks/${task.id}`, { cookie: u.cookie, body: { status: 'completed', title: 'Order samples now' } })).json();
    expect(again.completedAt).toBe(done.completedAt);
    const reopened = (await call(t.app, 'PATCH', `/api/tasks/${task.id}`, { cookie: u.cookie, body: { status: 'pending' } })).json();
    expect(reopened).toMatchObject({ status: 'pending', column: 'todo', completedAt: null });
  });

  it('reads overdue from the due date without anyone editing the task', async () => {
    const u = await createUser(t.app);
    const late = await created<TTask>(t.app, u.cookie, '/api/tasks', { title: 'Late', dueAt: inHours(-2), status: 'scheduled' });
    const soon = await created<TTask>(t.app, u.cookie, '/api/tasks', { title: 'Soon', dueAt: inHours(2) });
    const doneLate = await created<TTask>(t.app, u.cookie, '/api/tasks', { title: 'Done late', dueAt: inHours(-5), status: 'completed' });
    expect([late.status, soon.status, doneLate.status]).toEqual(['overdue', 'pending', 'completed']);
    const ids = async (query: string) => ((await call(t.app, 'GET', `/api/tasks?${query}`, { cookie: u.cookie })).json().items as TTask[]).map((x) => x.title);
    expect(await ids('status=overdue')).toEqual(['Late']);
    expect(await ids('status=scheduled')).toEqual([]);
    expect(await ids('status=pending')).toEqual(['Soon']);
    expect(await ids('status=completed')).toEqual(['Done late']);
    expect(await ids('column=todo')).toEqual(['Late', 'Soon']);
    // Setting "overdue" by hand is refused: it follows from the date.
    const res = await call(t.app, 'PATCH', `/api/tasks/${soon.id}`, { cookie: u.cookie, body: { status: 'overdue' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.status).toBe('Overdue follows from the due date; choose another status');
  });

  it('filters, sorts and pages the list', async () => {
    const u = await createUser(t.app);
    const prospect = await created(t.app, u.cookie, '/api/prospects', personBody());
    await created(t.app, u.cookie, '/api/tasks', { title: 'Prepare the presentation', priority: 'low', dueAt: inHours(30), tags: ['event'] });
    await created(t.app, u.cookie, '/api/tasks', { title: 'Weekly team call', priority: 'urgent', dueAt: inHours(10), description: 'Zoom link in the group chat' });
    await created(t.app, u.cookie, '/api/tasks', { title: 'Follow up with the new lead', priority: 'medium', prospectId: prospect.id });
    const list = async (query: string) => {
      const res = await call(t.app, 'GET', `/api/tasks?${query}`, { cookie: u.cookie });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { items: TTask[]; total: number; page: number; pageSize: number };
    };
    const titles = async (query: string) => (await list(query)).items.map((x) => x.title);
    // Due first (soonest), tasks without a due date last.
    expect(await titles('')).toEqual(['Weekly team call', 'Prepare the presentation', 'Follow up with the new lead']);
    expect(await titles('sort=dueAt:desc')).toEqual(['Prepare the presentation', 'Weekly team call', 'Follow up with the new lead']);
    expect(await titles('sort=priority:desc')).toEqual(['Weekly team call', 'Follow up with the new lead', 'Prepare the presentation']);
    expect(await titles('sort=title:asc')).toEqual(['Follow up with the new lead', 'Prepare the presentation', 'Weekly team call']);
    expect(await titles('q=presentat')).toEqual(['Prepare the presentation']);
    expect(await titles('q=zoom')).toEqual(['Weekly team call']);
    expect(await titles('q=we')).toEqual(['Weekly team call']);
    expect(await titles('q=100%25')).toEqual([]);
    expect(await titles('priority=urgent')).toEqual(['Weekly team call']);
    expect(await titles('tag=event')).toEqual(['Prepare the presentation']);
    expect(await titles(`prospectId=${prospect.id}`)).toEqual(['Follow up with the new lead']);
    expect(await titles(`dueFrom=${encodeURIComponent(inHours(20))}&dueTo=${encodeURIComponent(inHours(40))}`)).toEqual(['Prepare the presentation']);
    const page2 = await list('pageSize=2&page=2');
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.items.map((x) => x.title)).toEqual(['Follow up with the new lead']);
    for (const bad of ['sort=owner:asc', 'status=done', 'priority=asap', 'pageSize=1000', 'dueFrom=tomorrow', 'prospectId=42']) {
      expect((await call(t.app, 'GET', `/api/tasks?${bad}`, { cookie: u.cookie })).statusCode, bad).toBe(400);
    }
  });

  it('duplicates a task as an open copy with its subtasks, in a series of its own', async () => {
    const u = await createUser(t.app);
    await call(t.app, 'PATCH', '/api/me', { cookie: u.cookie, body: { language: 'fr' } });
    const source = await created<TTask>(t.app, u.cookie, '/api/tasks', { title: 'Monthly order reminder', dueAt: inHours(5), recurrence: 'monthly', subtasks: [{ title: 'Check stock', done: true }] });
    await call(t.app, 'PATCH', `/api/tasks/${source.id}`, { cookie: u.cookie, body: { status: 'completed' } });
    const copy = await created<TTaskDetail>(t.app, u.cookie, `/api/tasks/${source.id}/duplicate`, undefined);
    expect(copy).toMatchObject({ title: 'Monthly order reminder (copie)', status: 'pending', completedAt: null, recurrence: 'monthly', dueAt: source.dueAt, subtaskCount: 1, subtasksDone: 0 });
    expect(copy.id).not.toBe(source.id);
    expect(copy.seriesId).toBe(copy.id);
    expect(source.seriesId).toBe(source.id);
    expect((await call(t.app, 'POST', `/api/tasks/${crypto.randomUUID()}/duplicate`, { cookie: u.cookie })).statusCode).toBe(404);
  });
});

describe('tasks: bad input and other accounts', () => {
  it('answers every bad field with 400 and its message', async () => {
    const u = await createUser(t.app);
    const post = (body: unknown) => call(t.app, 'POST', '/api/tasks', { cookie: u.cookie, body });
    const fieldsOf = async (body: unknown) => {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
      return res.json().error.fields as Record<string, string>;
    };
    expect((await fieldsOf({})).title).toBe('Title is required');
    expect((await fieldsOf({ title: '   ' })).title).toBe('Title is required');
    expect(Object.keys(await fieldsOf({ title: 'x', priority: 'asap', status: 'done', recurrence: 'yearly' })).sort()).toEqual(['priority', 'recurrence', 'status']);
    expect((await fieldsOf({ title: 'x', recurrence: 'weekly' })).recurrence).toBe('A recurring task needs a due date');
    expect((await fieldsOf({ title: 'x', dueAt: 'next friday' })).dueAt).toBe('Use an ISO date and time');
    expect((await fieldsOf({ title: 'x', estimatedHours: -1 })).estimatedHours).toBe('Hours cannot be negative');
    expect((await fieldsOf({ title: 'x', tags: Array.from({ length: 21 }, (_, i) => `t${i}`) })).tags).toBe('At most 20 tags');
    expect(Object.keys(await fieldsOf({ title: 'x', prospectId: crypto.randomUUID(), contactId: crypto.randomUUID() }))).toEqual(['prospectId']);
    expect((await fieldsOf({ title: 'x', owner: 'me' })).owner).toBe('Unknown field');
    expect((await post('not json')).statusCode).toBe(400);

    const plain = await created<TTask>(t.app, u.cookie, '/api/tasks', { title: 'No due date' });
    const patch = await call(t.app, 'PATCH', `/api/tasks/${plain.id}`, { cookie: u.cookie, body: { recurrence: 'daily' } });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().error.fields.recurrence).toBe('A recurring task needs a due date');
    const recurring = await created<TTask>(t.app, u.cookie, '/api/tasks', { title: 'Daily check', recurrence: 'daily', dueAt: inHours(1) });
    expect((await call(t.app, 'PATCH', `/api/tasks/${recurring.id}`, { cookie: u.cookie, body: { dueAt: null } })).statusCode).toBe(400);
    expect((await call(t.app, 'PATCH', `/api/tasks/${plain.id}`, { cookie: u.cookie, body: { title: '' } })).json().error.fields.title).toBe('Title is required');
  });

  it('refuses a time past 9999-12-31 in UTC (an offset behind UTC) with 400, in a body or a list filter; it answered 500', async () => {
    const u = await createUser(t.app);
    const pastTheEnd = '9999-12-31T23:59:59-12:00';
    for (const field of ['dueAt', 'remindAt']) {
      const res = await call(t.app, 'POST', '/api/tasks', { cookie: u.cookie, body: { title: 'x', [field]: pastTheEnd } });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.fields).toEqual({ [field]: 'Use an ISO date and time' });
    }
    const plain = await created<TTask>(t.app, u.cookie, '/api/tasks', { title: 'Kept as it was', dueAt: '9999-12-31T23:59:59Z' });
    expect((await call(t.app, 'PATCH', `/api/tasks/${plain.id}`, { cookie: u.cookie, body: { dueAt: pastTheEnd } })).json().error.fields).toEqual({ dueAt: 'Use an ISO date and time' });
    expect((await call(t.app, 'GET', `/api/tasks/${plain.id}`, { cookie: u.cookie })).json().dueAt).toBe('9999-12-31T23:59:59.000Z');
    for (const url of ['/api/tasks', '/api/tasks/board']) {
      const res = await call(t.app, 'GET', `${url}?dueTo=${encodeURIComponent(pastTheEnd)}`, { cookie: u.cookie });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.fields).toEqual({ dueTo: 'Use an ISO date and time' });
    }
  });

  it('refuses a link or assignee that is not the owner’s with 404, and hides other accounts’ tasks', async () => {
    const u = await createUser(t.app);
    const other = await createUser(t.app);
    const theirProspect = await created(t.app, other.cookie, '/api/prospects', personBody());
    const theirContact = await created(t.app, other.cookie, '/api/contacts', personBody());
    const theirMember = await created(t.app, other.cookie, '/api/team-members', personBody());
    for (const [field, id] of [['prospectId', theirProspect.id], ['contactId', theirContact.id], ['teamMemberId', theirMember.id], ['assigneeId', theirMember.id], ['prospectId', crypto.randomUUID()]] as const) {
      const res = await call(t.app, 'POST', '/api/tasks', { cookie: u.cookie, body: { title: 'Linked', [field]: id } });
      expect(res.statusCode, field).toBe(404);
      expect(res.json().error.code).toBe('not_found');
      expect(Object.keys(res.json().error.fields)).toEqual([field]);
    }
    const mine = await created<TTask>(t.app, u.cookie, '/api/tasks', { title: 'Mine' });
    const res = await call(t.app, 'PATCH', `/api/tasks/${mine.id}`, { cookie: u.cookie, body: { assigneeId: theirMember.id } });
    expect(res.statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/tasks/${mine.id}`, { cookie: u.cookie })).json().assignee).toBeNull();

    const theirs = await created<TTask>(t.app, other.cookie, '/api/tasks', { title: 'Theirs' });
    for (const [method, url, body] of [
      ['GET', `/api/tasks/${theirs.id}`, undefined],
      ['PATCH', `/api/tasks/${theirs.id}`, { status: 'completed' }],
      ['DELETE', `/api/tasks/${theirs.id}`, undefined],
      ['POST', `/api/tasks/${theirs.id}/duplicate`, undefined],
      ['GET', '/api/tasks/not-a-uuid', undefined],
    ] as const) {
      const r = await call(t.app, method, url, { cookie: u.cookie, body });
      expect(r.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call(t.app, 'GET', '/api/tasks', { cookie: u.cookie })).json().items.map((x: TTask) => x.title)).toEqual(['Mine']);
    expect((await call(t.app, 'GET', `/api/tasks/${theirs.id}`, { cookie: other.cookie })).json().status).toBe('pending');
    expect((await call(t.app, 'GET', '/api/tasks')).statusCode).toBe(401);
  });

  it('stops a free user at the tasks limit with 402, duplicates included', async () => {
    const u = await createUser(t.app);
    let last: TTask | undefined;
    for (let i = 0; i < 6; i++) last = await created<TTask>(t.app, u.cookie, '/api/tasks', { title: `Task ${i}` });
    const res = await call(t.app, 'POST', '/api/tasks', { cookie: u.cookie, body: { title: 'One more' } });
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toMatchObject({ code: 'limit_reached', message: "You've reached the limit of 6 tasks for the free plan" });
    expect((await call(t.app, 'POST', `/api/tasks/${last!.id}/duplicate`, { cookie: u.cookie })).statusCode).toBe(402);
    expect((await call(t.app, 'GET', '/api/tasks', { cookie: u.cookie })).json().total).toBe(6);
  });
});
