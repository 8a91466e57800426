import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, call, type TTestApp } from '../../test/test-app.js';
import { createUser } from '../../test/accounts.js';
import { created, personBody } from '../../test/records.js';
import { recordStatements } from '../../test/statements.js';

let t: TTestApp;
let owner: Awaited<ReturnType<typeof createUser>>;
let stranger: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp({ freePlanLimits: { prospects: 3, activities: 500, goals: 5, team_members: 25, tasks: 500 } });
  owner = await createUser(t.app);
  stranger = await createUser(t.app);
});
afterAll(() => t.close());

describe('prospects', () => {
  it('needs first name, last name and a valid email; checks phone and enums', async () => {
    const res = await call(t.app, 'POST', '/api/prospects', { cookie: owner.cookie, body: { firstName: ' ', email: 'nope', phone: 'x', status: 'hot', leadScore: 101, extra: 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      status: expect.any(String),
      leadScore: expect.any(String),
      extra: 'Unknown field',
    });
  });

  it('refuses a date whose year PostgreSQL or JavaScript cannot take with 400, writing nothing', async () => {
    for (const birthday of ['0000-01-01', '0099-06-15']) {
      const res = await call(t.app, 'POST', '/api/prospects', { cookie: stranger.cookie, body: { ...personBody(), birthday } });
      expect(res.statusCode, birthday).toBe(400);
      expect(res.json().error.fields.birthday).toBe('Use the date format YYYY-MM-DD');
    }
    // An offset behind UTC carries 9999-12-31 into the year 10000, which PostgreSQL refused (a 500).
    const late = await call(t.app, 'POST', '/api/prospects', { cookie: stranger.cookie, body: { ...personBody(), lastContacted: '9999-12-31T23:59:59-12:00' } });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.fields).toEqual({ lastContacted: 'Use an ISO date and time' });
    expect((await call(t.app, 'GET', '/api/prospects', { cookie: stranger.cookie })).json().total).toBe(0);
  });

  it('stores a lone surrogate in a social profile as U+FFFD, as the text columns do; the jsonb column refused it (a 500)', async () => {
    const u = await createUser(t.app);
    const p = await created(t.app, u.cookie, '/api/prospects', personBody({ notes: 'a\ud800b', socialMedia: { linkedin: 'a\ud800b' } }));
    expect(p).toMatchObject({ notes: 'a\uFFFDb', socialMedia: { linkedin: 'a\uFFFDb' } });
    const patched = await call(t.app, 'PATCH', `/api/prospects/${p.id}`, { cookie: u.cookie, body: { socialMedia: { twitter: '\udc00' } } });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await call(t.app, 'GET', `/api/prospects/${p.id}`, { cookie: u.cookie })).json().socialMedia).toEqual({ twitter: '\uFFFD' });
  });

  it('creates a prospect and upserts the contact with that email', async () => {
    const body = personBody({ phone: '+1 555 0101', status: 'interested', socialMedia: { linkedin: 'https://linkedin.com/in/x' }, tags: ['vip'] });
    const p = await created(t.app, owner.cookie, '/api/prospects', body);
    expect(p).toMatchObject({ firstName: 'Test', status: 'interested', socialMedia: { linkedin: 'https://linkedin.com/in/x' }, tags: ['vip'], name: `Test ${body.lastName}` });
    const contacts = (await call(t.app, 'GET', `/api/contacts?q=${body.lastName}`, { cookie: owner.cookie })).json();
    expect(contacts.items).toHaveLength(1);
    expect(contacts.items[0]).toMatchObject({ email: body.email, phone: '+1 555 0101' });

    const renamed = await call(t.app, 'PATCH', `/api/prospects/${p.id}`, { cookie: owner.cookie, body: { lastName: 'Renamed' } });
    expect(renamed.json().lastName).toBe('Renamed');
    const after = (await call(t.app, 'GET', `/api/contacts?q=Renamed`, { cookie: owner.cookie })).json();
    expect(after.items[0].email).toBe(body.email);
  });

  it('creates a prospect, its contact and the free-plan check in one statement inside its transaction', async () => {
    const u = await createUser(t.app);
    await call(t.app, 'GET', '/api/prospects', { cookie: u.cookie });
    const statements = recordStatements(t.app);
    let p;
    try {
      p = await created(t.app, u.cookie, '/api/prospects', personBody({ funnelStage: 'contacted' }));
      expect(statements.texts().filter((text) => !/^(begin|commit)$/i.test(text.trim()))).toHaveLength(1);
    } finally {
      statements.restore();
    }
    expect(p.stageUpdatedAt).not.toBeNull();
    expect((await call(t.app, 'GET', `/api/contacts?q=${p.lastName}`, { cookie: u.cookie })).json().total).toBe(1);
  });

  it('answers a PATCH from its one UPDATE; a new funnel stage restarts the stage clock, the same stage again leaves it', async () => {
    const u = await createUser(t.app);
    const p = await created(t.app, u.cookie, '/api/prospects', personBody());
    expect(p.stageUpdatedAt).toBeNull();
    const statements = recordStatements(t.app);
    let notes;
    try {
      notes = await call(t.app, 'PATCH', `/api/prospects/${p.id}`, { cookie: u.cookie, body: { notes: 'Met at the fair', leadScore: 40 } });
      expect(notes.statusCode, notes.body).toBe(200);
      // No transaction: the UPDATE alone.
      expect(statements.texts()).toHaveLength(1);
    } finally {
      statements.restore();
    }
    expect(notes.json()).toMatchObject({ notes: 'Met at the fair', leadScore: 40, stageUpdatedAt: null });

    const staged = (await call(t.app, 'PATCH', `/api/prospects/${p.id}`, { cookie: u.cookie, body: { funnelStage: 'contacted' } })).json();
    expect(staged.stageUpdatedAt).not.toBeNull();
    const same = (await call(t.app, 'PATCH', `/api/prospects/${p.id}`, { cookie: u.cookie, body: { funnelStage: 'contacted', notes: 'again' } })).json();
    expect(same.stageUpdatedAt).toBe(staged.stageUpdatedAt);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const moved = (await call(t.app, 'PATCH', `/api/prospects/${p.id}`, { cookie: u.cookie, body: { funnelStage: 'demo_scheduled' } })).json();
    expect(Date.parse(moved.stageUpdatedAt)).toBeGreaterThan(Date.parse(staged.stageUpdatedAt));
    const cleared = (await call(t.app, 'PATCH', `/api/prospects/${p.id}`, { cookie: u.cookie, body: { funnelStage: null } })).json();
    expect(cleared).toMatchObject({ funnelStage: null });
    expect(Date.parse(cleared.stageUpdatedAt)).toBeGreaterThanOrEqual(Date.parse(moved.stageUpdatedAt));
  });

  it("hides another user's prospect behind 404, for reads and writes", async () => {
    const p = await created(t.app, owner.cookie, '/api/prospects', personBody());
    for (const [method, body] of [['GET'], ['PATCH', { notes: 'x' }], ['DELETE']] as const) {
      const res = await call(t.app, method, `/api/prospects/${p.id}`, { cookie: stranger.cookie, body });
      expect(res.statusCode).toBe(404);
    }
    expect((await call(t.app, 'GET', '/api/prospects/not-a-uuid', { cookie: owner.cookie })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/prospects/${p.id}`, { cookie: owner.cookie })).statusCode).toBe(200);
  });

  it('lists with filters, search, sort and exact totals', async () => {
    const u = await createUser(t.app);
    await t.app.db.execute((await import('drizzle-orm')).sql`update user_profiles set membership_tier = 'premium' where user_id = ${u.userId}`);
    for (const [first, status] of [['Zed', 'enrolled'], ['Amy', 'interested'], ['Bob', 'interested']] as const) {
      await created(t.app, u.cookie, '/api/prospects', personBody({ firstName: first, status }));
    }
    const res = (await call(t.app, 'GET', '/api/prospects?status=interested&sort=firstName:asc&pageSize=1', { cookie: u.cookie })).json();
    expect(res).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(res.items[0].firstName).toBe('Amy');
    expect((await call(t.app, 'GET', '/api/prospects?q=zED', { cookie: u.cookie })).json().total).toBe(1);
    expect((await call(t.app, 'GET', '/api/prospects?sort=password:asc', { cookie: u.cookie })).statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/api/prospects?pageSize=1000', { cookie: u.cookie })).statusCode).toBe(400);
  });

  it('keeps comments with their @mentions', async () => {
    const p = await created(t.app, owner.cookie, '/api/prospects', personBody());
    const c = await created(t.app, owner.cookie, `/api/prospects/${p.id}/comments`, { body: 'Call back tomorrow, loop in @maria.lopez and @ben' });
    expect(c.mentions).toEqual(['maria.lopez', 'ben']);
    expect((await call(t.app, 'POST', `/api/prospects/${p.id}/comments`, { cookie: owner.cookie, body: { body: '  ' } })).statusCode).toBe(400);
    expect((await call(t.app, 'GET', `/api/prospects/${p.id}/comments`, { cookie: stranger.cookie })).statusCode).toBe(404);
    const list = (await call(t.app, 'GET', `/api/prospects/${p.id}/comments`, { cookie: owner.cookie })).json();
    expect(list).toHaveLength(1);
    expect((await call(t.app, 'DELETE', `/api/prospects/${p.id}/comments/${c.id}`, { cookie: owner.cookie })).statusCode).toBe(204);
  });

  it('stops a free user at the limit with 402 and the spec message, writing nothing', async () => {
    const u = await createUser(t.app);
    for (let i = 0; i < 3; i++) await created(t.app, u.cookie, '/api/prospects', personBody());
    const body = personBody();
    const res = await call(t.app, 'POST', '/api/prospects', { cookie: u.cookie, body });
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toMatchObject({ code: 'limit_reached', message: "You've reached the limit of 3 prospects for the free plan", details: { limit: 3, entity: 'prospects' } });
    expect((await call(t.app, 'GET', '/api/prospects', { cookie: u.cookie })).json().total).toBe(3);
    expect((await call(t.app, 'GET', `/api/contacts?q=${body.lastName}`, { cookie: u.cookie })).json().total).toBe(0);
  });

  it('lets premium access and a running trial past the limit', async () => {
    const u = await createUser(t.app);
    const { sql } = await import('drizzle-orm');
    await t.app.db.execute(sql`update user_profiles set membership_tier = 'trial', trial_ends_at = now() + interval '1 day' where user_id = ${u.userId}`);
    for (let i = 0; i < 5; i++) await created(t.app, u.cookie, '/api/prospects', personBody());
  });

  it('holds the limit under parallel requests', async () => {
    const u = await createUser(t.app);
    const results = await Promise.all(Array.from({ length: 6 }, () => call(t.app, 'POST', '/api/prospects', { cookie: u.cookie, body: personBody() })));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 402)).toHaveLength(3);
  });

  it('derives interaction count and last activity from the activities, and refuses them as input', async () => {
    const u = await createUser(t.app);
    const p = await created(t.app, u.cookie, '/api/prospects', personBody());
    expect(p).toMatchObject({ interactionCount: 0, lastActivityAt: null, predictiveScore: expect.any(Number) });
    const typed = await call(t.app, 'PATCH', `/api/prospects/${p.id}`, { cookie: u.cookie, body: { interactionCount: 9 } });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().error.fields.interactionCount).toBe('Unknown field');

    const a1 = await created(t.app, u.cookie, '/api/activities', { title: 'Call', type: 'call', prospectId: p.id });
    const a2 = await created(t.app, u.cookie, '/api/activities', { title: 'Demo', type: 'demo', prospectId: p.id });
    await created(t.app, u.cookie, '/api/activities', { title: 'Unrelated', type: 'call' });
    let read = (await call(t.app, 'GET', `/api/prospects/${p.id}`, { cookie: u.cookie })).json();
    expect(read.interactionCount).toBe(2);
    expect(read.lastActivityAt).toBe(a2.createdAt);
    expect(read.predictiveScore).toBeGreaterThan(p.predictiveScore as number);

    await call(t.app, 'PATCH', `/api/activities/${a2.id}`, { cookie: u.cookie, body: { status: 'cancelled' } });
    read = (await call(t.app, 'GET', `/api/prospects/${p.id}`, { cookie: u.cookie })).json();
    expect(read).toMatchObject({ interactionCount: 1, lastActivityAt: a1.createdAt });
    expect((await call(t.app, 'DELETE', `/api/activities/${a1.id}`, { cookie: u.cookie })).statusCode).toBe(204);
    read = (await call(t.app, 'GET', `/api/prospects/${p.id}`, { cookie: u.cookie })).json();
    expect(read).toMatchObject({ interactionCount: 0, lastActivityAt: null });
  });

  it('tells the story: activities, comments and stage changes on one timeline, newest first', async () => {
    const u = await createUser(t.app);
    const p = await created(t.app, u.cookie, '/api/prospects', personBody({ status: 'cold_lead' }));
    await created(t.app, u.cookie, '/api/activities', { title: 'First call', type: 'call', prospectId: p.id, outcome: 'positive_interaction' });
    await call(t.app, 'PATCH', `/api/prospects/${p.id}`, { cookie: u.cookie, body: { status: 'interested', funnelStage: 'contacted' } });
    await created(t.app, u.cookie, `/api/prospects/${p.id}/comments`, { body: 'Wants a demo next week' });
    // An update that leaves the status as it is records no change.
    await call(t.app, 'PATCH', `/api/prospects/${p.id}`, { cookie: u.cookie, body: { status: 'interested', notes: 'x' } });

    const res = await call(t.app, 'GET', `/api/prospects/${p.id}/timeline`, { cookie: u.cookie });
    expect(res.statusCode).toBe(200);
    const { items, truncated } = res.json();
    expect(truncated).toBe(false);
    expect(items.map((i: { kind: string }) => i.kind)).toEqual(['comment', 'stageChange', 'stageChange', 'activity', 'created']);
    const changes = items.filter((i: { kind: string }) => i.kind === 'stageChange').map((i: { change: unknown }) => i.change);
    expect(changes).toEqual(expect.arrayContaining([{ field: 'status', from: 'cold_lead', to: 'interested' }, { field: 'funnel_stage', from: null, to: 'contacted' }]));
    expect(items[0].comment.body).toBe('Wants a demo next week');
    expect(items[3].activity).toMatchObject({ title: 'First call', type: 'call', outcome: 'positive_interaction' });
    const times = items.map((i: { at: string }) => i.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("answers another user's timeline and a bad id with 404", async () => {
    const u = await createUser(t.app);
    const p = await created(t.app, u.cookie, '/api/prospects', personBody());
    expect((await call(t.app, 'GET', `/api/prospects/${p.id}/timeline`, { cookie: stranger.cookie })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/prospects/nope/timeline', { cookie: u.cookie })).statusCode).toBe(404);
  });
});
