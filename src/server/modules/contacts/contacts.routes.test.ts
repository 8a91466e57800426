import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, call, type TTestApp } from '../../test/test-app.js';
import { createUser } from '../../test/accounts.js';
import { created, personBody } from '../../test/records.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ freePlanLimits: { prospects: 1, activities: 500, goals: 5, team_members: 25, tasks: 500 } });
});
afterAll(() => t.close());

describe('contacts', () => {
  it('refuses a second contact with the same email (any case) with 409 and the spec message', async () => {
    const u = await createUser(t.app);
    const body = personBody();
    await created(t.app, u.cookie, '/api/contacts', body);
    const res = await call(t.app, 'POST', '/api/contacts', { cookie: u.cookie, body: { ...body, email: body.email.toUpperCase() } });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'conflict', message: 'A contact with this email already exists.', fields: { email: 'A contact with this email already exists.' } });
  });

  it('allows the same email for two different owners', async () => {
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    const body = personBody();
    await created(t.app, a.cookie, '/api/contacts', body);
    await created(t.app, b.cookie, '/api/contacts', body);
  });

  it('refuses an invalid status', async () => {
    const u = await createUser(t.app);
    const res = await call(t.app, 'POST', '/api/contacts', { cookie: u.cookie, body: personBody({ status: 'lukewarm' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.status).toBe('Choose a valid contact status');
  });

  it('also adds the person as prospect and team member when asked', async () => {
    const u = await createUser(t.app);
    const body = personBody();
    await created(t.app, u.cookie, '/api/contacts', { ...body, alsoAddAsProspect: true, alsoAddAsTeamMember: true });
    const people = (await call(t.app, 'GET', `/api/people?q=${body.lastName}`, { cookie: u.cookie })).json();
    expect(people.items.map((p: { type: string }) => p.type).sort()).toEqual(['contact', 'prospect', 'teamMember']);
  });

  it('saves nothing when the extra prospect is over the free limit', async () => {
    const u = await createUser(t.app);
    await created(t.app, u.cookie, '/api/prospects', personBody());
    const body = personBody();
    const res = await call(t.app, 'POST', '/api/contacts', { cookie: u.cookie, body: { ...body, alsoAddAsProspect: true } });
    expect(res.statusCode).toBe(402);
    expect((await call(t.app, 'GET', `/api/contacts?q=${body.lastName}`, { cookie: u.cookie })).json().total).toBe(0);
  });

  it('updates, refuses a duplicate email on update, deletes; 404 for strangers', async () => {
    const u = await createUser(t.app);
    const stranger = await createUser(t.app);
    const one = await created(t.app, u.cookie, '/api/contacts', personBody());
    const two = await created<{ id: string; email: string }>(t.app, u.cookie, '/api/contacts', personBody());
    expect((await call(t.app, 'PATCH', `/api/contacts/${one.id}`, { cookie: u.cookie, body: { status: 'hot', company: '' } })).json()).toMatchObject({ status: 'hot', company: null });
    expect((await call(t.app, 'PATCH', `/api/contacts/${one.id}`, { cookie: u.cookie, body: { email: two.email } })).statusCode).toBe(409);
    expect((await call(t.app, 'PATCH', `/api/contacts/${one.id}`, { cookie: stranger.cookie, body: { status: 'hot' } })).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/contacts/${one.id}`, { cookie: stranger.cookie })).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/contacts/${one.id}`, { cookie: u.cookie })).statusCode).toBe(204);
    expect((await call(t.app, 'GET', `/api/contacts/${one.id}`, { cookie: u.cookie })).statusCode).toBe(404);
  });

  it('keeps social links like a prospect, validated the same way', async () => {
    const u = await createUser(t.app);
    const c = await created(t.app, u.cookie, '/api/contacts', personBody({ socialMedia: { linkedin: 'https://linkedin.com/in/ana', whatsapp: '+34 600 000 000' } }));
    expect(c.socialMedia).toEqual({ linkedin: 'https://linkedin.com/in/ana', whatsapp: '+34 600 000 000' });
    const patched = await call(t.app, 'PATCH', `/api/contacts/${c.id}`, { cookie: u.cookie, body: { socialMedia: { instagram: '@ana' } } });
    expect(patched.json().socialMedia).toEqual({ instagram: '@ana' });
    expect((await call(t.app, 'GET', `/api/contacts?q=${encodeURIComponent(String(c.lastName))}`, { cookie: u.cookie })).json().items[0].socialMedia).toEqual({ instagram: '@ana' });

    const bad = await call(t.app, 'POST', '/api/contacts', { cookie: u.cookie, body: personBody({ socialMedia: { myspace: 'x', linkedin: 'y'.repeat(301) } }) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('validation_failed');
    expect(Object.keys(bad.json().error.fields).some((key) => key.startsWith('socialMedia'))).toBe(true);
    expect((await call(t.app, 'POST', '/api/contacts', { cookie: u.cookie, body: personBody({ socialMedia: 'nope' }) })).statusCode).toBe(400);
    // A lone surrogate is stored as U+FFFD, as in the text columns; the jsonb column refused it (a 500).
    const lone = await call(t.app, 'PATCH', `/api/contacts/${c.id}`, { cookie: u.cookie, body: { socialMedia: { other: 'x\udc00' } } });
    expect(lone.statusCode, lone.body).toBe(200);
    expect(lone.json().socialMedia).toEqual({ other: 'x\uFFFD' });
  });

  it('still refuses a duplicate contact email with 409 while other duplicates only warn', async () => {
    const u = await createUser(t.app);
    const first = personBody({ phone: '+1 555 777 0000' });
    await created(t.app, u.cookie, '/api/contacts', first);
    await created(t.app, u.cookie, '/api/contacts', personBody({ phone: '15557770000' }));
    expect((await call(t.app, 'POST', '/api/contacts', { cookie: u.cookie, body: { ...first, lastName: 'Other' } })).statusCode).toBe(409);
  });
});
