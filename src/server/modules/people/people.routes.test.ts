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
