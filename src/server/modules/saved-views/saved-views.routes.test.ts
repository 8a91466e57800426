import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_VIEWS_PER_SCOPE_MAX } from '../../../shared/saved-views/saved-views.schema.js';
import { createTestApp, call, type TTestApp } from '../../test/test-app.js';
import { createUser } from '../../test/accounts.js';
import { created } from '../../test/records.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type TView = { id: string; scope: string; name: string; state: Record<string, string>; createdAt: string; updatedAt: string };

const save = (cookie: string, body: unknown) => call(t.app, 'POST', '/api/saved-views', { cookie, body });
const list = async (cookie: string, query = '') => (await call(t.app, 'GET', `/api/saved-views${query}`, { cookie })).json() as { items: TView[] };

describe('saved views', () => {
  it('saves, lists by name per list, renames, overwrites and deletes', async () => {
    const u = await createUser(t.app);
    const overdue = await created<TView>(t.app, u.cookie, '/api/saved-views', { scope: 'tasks', name: '  Overdue calls ', state: { status: 'overdue', view: 'kanban' } });
    expect(overdue).toMatchObject({ scope: 'tasks', name: 'Overdue calls', state: { status: 'overdue', view: 'kanban' } });
    expect(Date.parse(overdue.createdAt)).not.toBeNaN();
    await created(t.app, u.cookie, '/api/saved-views', { scope: 'tasks', name: 'all high', state: { priority: 'high' } });
    await created(t.app, u.cookie, '/api/saved-views', { scope: 'people', name: 'Prospects', state: {} });

    expect((await list(u.cookie, '?scope=tasks')).items.map((v) => v.name)).toEqual(['all high', 'Overdue calls']);
    expect((await list(u.cookie, '?scope=people')).items.map((v) => v.name)).toEqual(['Prospects']);
    expect((await list(u.cookie)).items).toHaveLength(3);

    const renamed = await call(t.app, 'PATCH', `/api/saved-views/${overdue.id}`, { cookie: u.cookie, body: { name: 'Late calls' } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: overdue.id, name: 'Late calls', state: { status: 'overdue', view: 'kanban' } });
    const overwritten = await call(t.app, 'PATCH', `/api/saved-views/${overdue.id}`, { cookie: u.cookie, body: { state: { status: 'pending' } } });
    expect(overwritten.json()).toMatchObject({ name: 'Late calls', state: { status: 'pending' } });

    expect((await call(t.app, 'DELETE', `/api/saved-views/${overdue.id}`, { cookie: u.cookie })).statusCode).toBe(204);
    expect((await list(u.cookie, '?scope=tasks')).items.map((v) => v.name)).toEqual(['all high']);
    expect((await call(t.app, 'DELETE', `/api/saved-views/${overdue.id}`, { cookie: u.cookie })).statusCode).toBe(404);
  });

  it('requires a name (spec: saved view name required), at most 60 characters', async () => {
    const u = await createUser(t.app);
    for (const name of [undefined, '', '   ']) {
      const res = await save(u.cookie, { scope: 'tasks', name, state: {} });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'validation_failed', fields: { name: 'Name is required' } });
    }
    expect((await save(u.cookie, { scope: 'tasks', name: 'x'.repeat(61), state: {} })).json().error.fields.name).toBe('This value is too long');
    const view = await created<TView>(t.app, u.cookie, '/api/saved-views', { scope: 'tasks', name: 'x'.repeat(60), state: {} });
    const blank = await call(t.app, 'PATCH', `/api/saved-views/${view.id}`, { cookie: u.cookie, body: { name: ' ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields.name).toBe('Name is required');
    expect((await call(t.app, 'PATCH', `/api/saved-views/${view.id}`, { cookie: u.cookie, body: {} })).statusCode).toBe(400);
  });

  it('refuses a duplicate name in the same list, any case, with 409; other lists and users may reuse it', async () => {
    const u = await createUser(t.app);
    const other = await createUser(t.app);
    const first = await created<TView>(t.app, u.cookie, '/api/saved-views', { scope: 'tasks', name: 'This week', state: {} });
    const duplicate = await save(u.cookie, { scope: 'tasks', name: 'THIS WEEK', state: { q: 'x' } });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toEqual({ code: 'conflict', message: 'A view with this name already exists', fields: { name: 'A view with this name already exists' } });
    await created(t.app, u.cookie, '/api/saved-views', { scope: 'people', name: 'This week', state: {} });
    await created(t.app, other.cookie, '/api/saved-views', { scope: 'tasks', name: 'This week', state: {} });

    const second = await created<TView>(t.app, u.cookie, '/api/saved-views', { scope: 'tasks', name: 'Next week', state: {} });
    const clash = await call(t.app, 'PATCH', `/api/saved-views/${second.id}`, { cookie: u.cookie, body: { name: 'this week' } });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.fields.name).toBe('A view with this name already exists');
    // Its own name in another case is a rename, not a clash.
    expect((await call(t.app, 'PATCH', `/api/saved-views/${first.id}`, { cookie: u.cookie, body: { name: 'THIS week' } })).statusCode).toBe(200);
  });

  it('answers one 201 and 409s when the same name is saved many times at once', async () => {
    const u = await createUser(t.app);
    const answers = await Promise.all(Array.from({ length: 6 }, () => save(u.cookie, { scope: 'pipeline', name: 'Hot deals', state: { stage: 'proposal' } })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
  });

  it('refuses an unknown scope, a malformed state and unknown fields with 400', async () => {
    const u = await createUser(t.app);
    const bad = async (body: unknown) => {
      const res = await save(u.cookie, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
      return res.json().error.fields as Record<string, string>;
    };
    expect((await bad({ scope: 'deals', name: 'A', state: {} })).scope).toBe('Choose one of: pipeline, tasks, people');
    expect(Object.keys(await bad({ scope: 'tasks', name: 'A' }))).toEqual(['state']);
    expect(Object.keys(await bad({ scope: 'tasks', name: 'A', state: { status: 3 } }))).toEqual(['state.status']);
    expect(Object.keys(await bad({ scope: 'tasks', name: 'A', state: { 'bad key': 'x' } }))).toEqual(['state.bad key']);
    expect(Object.keys(await bad({ scope: 'tasks', name: 'A', state: { q: 'x'.repeat(401) } }))).toEqual(['state.q']);
    expect(Object.keys(await bad({ scope: 'tasks', name: 'A', state: { q: 'a\uD800b' } }))).toEqual(['state.q']);
    expect(Object.keys(await bad({ scope: 'tasks', name: 'A', state: { q: 'nul\u0000' } }))).toEqual(['state.q']);
    const many = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`k${i}`, 'v']));
    expect(Object.keys(await bad({ scope: 'tasks', name: 'A', state: many }))).toEqual(['state']);
    expect(Object.keys(await bad({ scope: 'tasks', name: 'A', state: {}, userId: 'someone' }))).toEqual(['userId']);
    expect((await call(t.app, 'GET', '/api/saved-views?scope=deals', { cookie: u.cookie })).statusCode).toBe(400);
  });

  it(`keeps at most ${SAVED_VIEWS_PER_SCOPE_MAX} views per list`, async () => {
    const u = await createUser(t.app);
    await Promise.all(Array.from({ length: SAVED_VIEWS_PER_SCOPE_MAX }, (_, i) => created(t.app, u.cookie, '/api/saved-views', { scope: 'people', name: `View ${i}`, state: {} })));
    const full = await save(u.cookie, { scope: 'people', name: 'One more', state: {} });
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toMatchObject({ code: 'conflict', reason: 'saved_views_full', details: { max: SAVED_VIEWS_PER_SCOPE_MAX } });
    expect(full.json().error.message).toMatch(/up to 50 saved views per list/);
    await created(t.app, u.cookie, '/api/saved-views', { scope: 'tasks', name: 'One more', state: {} });
    expect((await list(u.cookie, '?scope=people')).items).toHaveLength(SAVED_VIEWS_PER_SCOPE_MAX);
  });

  it("answers 404 for another user's view and a malformed id, and never lists it", async () => {
    const owner = await createUser(t.app);
    const intruder = await createUser(t.app);
    const view = await created<TView>(t.app, owner.cookie, '/api/saved-views', { scope: 'tasks', name: 'Mine', state: { q: 'secret' } });
    for (const id of [view.id, randomUUID(), 'not-an-id']) {
      expect((await call(t.app, 'PATCH', `/api/saved-views/${id}`, { cookie: intruder.cookie, body: { name: 'Taken' } })).statusCode).toBe(404);
      expect((await call(t.app, 'DELETE', `/api/saved-views/${id}`, { cookie: intruder.cookie })).statusCode).toBe(404);
    }
    expect((await list(intruder.cookie)).items).toEqual([]);
    expect((await list(owner.cookie)).items).toMatchObject([{ id: view.id, name: 'Mine', state: { q: 'secret' } }]);
    expect((await call(t.app, 'GET', '/api/saved-views')).statusCode).toBe(401);
  });
});
