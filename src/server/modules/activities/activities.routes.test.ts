import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, call, type TTestApp } from '../../test/test-app.js';
import { createUser } from '../../test/accounts.js';
import { created, personBody } from '../../test/records.js';
import { recordStatements } from '../../test/statements.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ freePlanLimits: { prospects: 100, activities: 3, goals: 5, team_members: 25, tasks: 500 } });
});
afterAll(() => t.close());

describe('activities', () => {
  it('needs title and type; links only to the owner’s prospects', async () => {
    const u = await createUser(t.app);
    const stranger = await createUser(t.app);
    const theirs = await created(t.app, stranger.cookie, '/api/prospects', personBody());
    const missing = await call(t.app, 'POST', '/api/activities', { cookie: u.cookie, body: {} });
    expect(Object.keys(missing.json().error.fields).sort()).toEqual(['title', 'type']);
    const foreign = await call(t.app, 'POST', '/api/activities', { cookie: u.cookie, body: { title: 'Call', type: 'call', prospectId: theirs.id } });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields.prospectId).toBe('Choose one of your prospects');
    // An id nobody has is refused the same way (the row is never written with a dangling link).
    const unknown = await call(t.app, 'POST', '/api/activities', { cookie: u.cookie, body: { title: 'Call', type: 'call', prospectId: randomUUID() } });
    expect(unknown.statusCode, unknown.body).toBe(400);
    expect(unknown.json().error.fields.prospectId).toBe('Choose one of your prospects');
    expect((await call(t.app, 'GET', '/api/activities', { cookie: u.cookie })).json().total).toBe(0);
  });

  it('writes an activity in one statement inside its transaction, and stops a free user at the limit with 402, writing nothing', async () => {
    const u = await createUser(t.app);
    const p = await created(t.app, u.cookie, '/api/prospects', personBody({ firstName: 'Ada' }));
    const statements = recordStatements(t.app);
    let first;
    try {
      first = await created(t.app, u.cookie, '/api/activities', { title: 'Intro call', type: 'call', prospectId: p.id });
      // Inside its transaction, one statement: the count, the linked prospect, the insert.
      expect(statements.texts().filter((text) => !/^(begin|commit)$/i.test(text.trim()))).toHaveLength(1);
    } finally {
      statements.restore();
    }
    expect(first).toMatchObject({ title: 'Intro call', prospect: { id: p.id, name: expect.stringContaining('Ada') } });
    await created(t.app, u.cookie, '/api/activities', { title: 'Second', type: 'email' });
    await created(t.app, u.cookie, '/api/activities', { title: 'Third', type: 'email' });
    const over = await call(t.app, 'POST', '/api/activities', { cookie: u.cookie, body: { title: 'Fourth', type: 'call', prospectId: p.id } });
    expect(over.statusCode).toBe(402);
    expect(over.json().error).toMatchObject({ code: 'limit_reached', message: "You've reached the limit of 3 activities for the free plan", details: { limit: 3, entity: 'activities' } });
    expect((await call(t.app, 'GET', '/api/activities', { cookie: u.cookie })).json().total).toBe(3);
    expect((await call(t.app, 'GET', `/api/prospects/${p.id}`, { cookie: u.cookie })).json().interactionCount).toBe(1);
  });

  it('lists newest first with the prospect name, counts per type, and exports CSV safely', async () => {
    const u = await createUser(t.app);
    const p = await created(t.app, u.cookie, '/api/prospects', personBody({ firstName: 'Lia' }));
    const first = await created(t.app, u.cookie, '/api/activities', { title: 'First', type: 'call', prospectId: p.id });
    const second = await created(t.app, u.cookie, '/api/activities', { title: '=HYPERLINK("http://evil")', type: 'email', completed: true, status: 'completed' });
    // A created activity is answered as it reads back afterwards, the linked prospect's name included.
    expect(first).toEqual((await call(t.app, 'GET', `/api/activities/${first.id}`, { cookie: u.cookie })).json());
    expect(second).toEqual((await call(t.app, 'GET', `/api/activities/${second.id}`, { cookie: u.cookie })).json());
    const list = (await call(t.app, 'GET', '/api/activities', { cookie: u.cookie })).json();
    expect(list.items.map((a: { title: string }) => a.title)).toEqual(['=HYPERLINK("http://evil")', 'First']);
    expect(list.items[1].prospect.name).toContain('Lia');
    expect((await call(t.app, 'GET', '/api/activities/metrics', { cookie: u.cookie })).json()).toMatchObject({ total: 2, completed: 1 });
    const csv = await call(t.app, 'GET', '/api/activities/export.csv?type=email', { cookie: u.cookie });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toMatch(/^title,type,status/);
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv.body).not.toContain('First');
  });
});
