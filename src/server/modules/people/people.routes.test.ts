import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, call, type TTestApp } from '../../test/test-app.js';
import { createUser } from '../../test/accounts.js';
import { created, personBody } from '../../test/records.js';

let t: TTestApp;
let u: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  u = await createUser(t.app);
  const other = await createUser(t.app);
  await created(t.app, u.cookie, '/api/contacts', personBody({ firstName: 'carla', lastName: 'Zimmer' }));
  await created(t.app, u.cookie, '/api/prospects', personBody({ firstName: 'Bruno', lastName: 'Alves' }));
  await created(t.app, u.cookie, '/api/team-members', personBody({ firstName: 'Anna', lastName: 'Berg' }));
  await created(t.app, other.cookie, '/api/contacts', personBody({ firstName: 'Aaron', lastName: 'Other' }));
});
afterAll(() => t.close());

describe('GET /api/people', () => {
  it('merges contacts, prospects and team members, sorted by full name, with exact totals', async () => {
    const res = (await call(t.app, 'GET', '/api/people', { cookie: u.cookie })).json();
    // The prospect and the team member also became contacts (same email): 3 contacts in all.
    expect(res.total).toBe(5);
    const items = res.items as { name: string; type: string }[];
    expect(items.map((p) => p.name)).toEqual(['Anna Berg', 'Anna Berg', 'Bruno Alves', 'Bruno Alves', 'carla Zimmer']);
    expect(items.map((p) => p.type).sort()).toEqual(['contact', 'contact', 'contact', 'prospect', 'teamMember']);
  });

  it('answers each person’s times as the record’s own endpoint does', async () => {
    const items = (await call(t.app, 'GET', '/api/people', { cookie: u.cookie })).json().items as { id: string; type: string; createdAt: string; updatedAt: string; lastContacted: string | null }[];
    const path = { contact: '/api/contacts', prospect: '/api/prospects', teamMember: '/api/team-members' } as Record<string, string>;
    for (const person of items) {
      const own = (await call(t.app, 'GET', `${path[person.type]}/${person.id}`, { cookie: u.cookie })).json();
      expect([person.createdAt, person.updatedAt]).toEqual([own.createdAt, own.updatedAt]);
      expect(person.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      if (person.type !== 'teamMember') expect(person.lastContacted).toBe(own.lastContacted ?? null);
    }
  });

  it('filters by type and pages', async () => {
    const page = (await call(t.app, 'GET', '/api/people?type=contact&pageSize=2&page=2', { cookie: u.cookie })).json();
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.items).toHaveLength(1);
    expect(page.items[0].type).toBe('contact');
  });

  it('searches first or last name, case-insensitively', async () => {
    const res = (await call(t.app, 'GET', '/api/people?q=CARL', { cookie: u.cookie })).json();
    expect(res.total).toBe(1);
    expect((await call(t.app, 'GET', '/api/people?q=alv&type=prospect', { cookie: u.cookie })).json().items[0].lastName).toBe('Alves');
    expect((await call(t.app, 'GET', '/api/people?q=%25', { cookie: u.cookie })).json().total).toBe(0);
  });

  it('answers an unknown type with a clear 400', async () => {
    const res = await call(t.app, 'GET', '/api/people?type=lead', { cookie: u.cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.type).toContain('Unknown person type');
  });
});

describe('GET /api/people/duplicates', () => {
  it("finds the owner's people by email (any case) or phone digits, and says what matched", async () => {
    const a = await createUser(t.app);
    const stranger = await createUser(t.app);
    const contact = await created(t.app, a.cookie, '/api/contacts', personBody({ firstName: 'Rosa', lastName: 'Diaz', email: 'rosa.diaz@ex.com', phone: '+1 (555) 010-2030' }));
    const member = await created(t.app, a.cookie, '/api/team-members', personBody({ firstName: undefined, lastName: undefined, name: 'Tom Diaz', phone: '1-555-010-2030' }));
    await created(t.app, stranger.cookie, '/api/contacts', personBody({ email: 'rosa.diaz@ex.com', phone: '15550102030' }));

    const byEmail = (await call(t.app, 'GET', '/api/people/duplicates?email=ROSA.Diaz@ex.com', { cookie: a.cookie })).json();
    expect(byEmail.matches).toEqual([{ type: 'contact', id: contact.id, name: 'Rosa Diaz', email: 'rosa.diaz@ex.com', phone: '+1 (555) 010-2030', matchedOn: ['email'] }]);

    const byPhone = (await call(t.app, 'GET', `/api/people/duplicates?phone=${encodeURIComponent('+1 555.010.2030')}`, { cookie: a.cookie })).json();
    const found = byPhone.matches.map((m: { type: string; id: string; matchedOn: string[] }) => `${m.type}:${m.id}:${m.matchedOn}`).sort();
    // The team member also became a contact (same email), so three records share the number.
    expect(found).toHaveLength(3);
    expect(found).toContain(`contact:${contact.id}:phone`);
    expect(found).toContain(`teamMember:${member.id}:phone`);

    const both = (await call(t.app, 'GET', `/api/people/duplicates?email=rosa.diaz@ex.com&phone=15550102030`, { cookie: a.cookie })).json();
    expect(both.matches.find((m: { id: string }) => m.id === contact.id).matchedOn).toEqual(['email', 'phone']);
  });

  it('answers no matches for nothing to compare, a short phone or a text without @', async () => {
    const a = await createUser(t.app);
    await created(t.app, a.cookie, '/api/contacts', personBody({ phone: '(12) 34-5' }));
    for (const query of ['', '?phone=12345', '?email=person', '?email=&phone=']) {
      const res = await call(t.app, 'GET', `/api/people/duplicates${query}`, { cookie: a.cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ matches: [] });
    }
  });

  it('answers 400 with fields for overlong input and 401 without a session', async () => {
    const a = await createUser(t.app);
    const res = await call(t.app, 'GET', `/api/people/duplicates?email=${'x'.repeat(300)}`, { cookie: a.cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', fields: { email: expect.any(String) } });
    expect((await call(t.app, 'GET', '/api/people/duplicates?email=a@b.co')).statusCode).toBe(401);
  });

  it('warns but never refuses: a prospect with a known phone is saved', async () => {
    const a = await createUser(t.app);
    await created(t.app, a.cookie, '/api/contacts', personBody({ phone: '+44 20 7946 0000' }));
    await created(t.app, a.cookie, '/api/prospects', personBody({ phone: '+442079460000' }));
    await created(t.app, a.cookie, '/api/team-members', personBody({ phone: '+442079460000' }));
  });

  it('looks people up through the indexes, not by scanning the tables', async () => {
    const { sql } = await import('drizzle-orm');
    const { duplicatesSql } = await import('./people.repository.js');
    const a = await createUser(t.app);
    for (const table of ['contacts', 'prospects', 'team_members']) {
      await t.app.db.execute(sql`insert into ${sql.identifier(table)} (user_id, first_name, last_name, email, phone)
        select ${a.userId}, 'Bulk', 'Person' || i, 'bulk' || i || '@ex.com', '+1 555 ' || lpad(i::text, 7, '0') from generate_series(1, 3000) i`);
      await t.app.db.execute(sql`analyze ${sql.identifier(table)}`);
    }
    const plan = await t.app.db.execute(sql`explain ${duplicatesSql(a.userId, 'bulk42@ex.com', '15550000042', 10)}`);
    const text = (plan as unknown as { rows: { 'QUERY PLAN': string }[] }).rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).not.toContain('Seq Scan');
    for (const index of ['contacts_owner_email_uq', 'contacts_owner_phone_digits_idx', 'prospects_owner_email_idx', 'prospects_owner_phone_digits_idx', 'team_members_owner_email_idx', 'team_members_owner_phone_digits_idx']) {
      expect(text).toContain(index);
    }
    const found = (await call(t.app, 'GET', '/api/people/duplicates?phone=%2B15550000042', { cookie: a.cookie })).json();
    expect(found.matches).toHaveLength(3);
  });
});
