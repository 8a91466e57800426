import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, call, type TTestApp } from '../../test/test-app.js';
import { createUser } from '../../test/accounts.js';
import { created, personBody } from '../../test/records.js';
import { bulkContacts } from '../../db/seed/large-data.js';

let t: TTestApp;
let u: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  u = await createUser(t.app);
  const other = await createUser(t.app);
  await created(t.app, u.cookie, '/api/contacts', personBody({ firstName: 'John', lastName: 'Smith' }));
  await created(t.app, u.cookie, '/api/prospects', personBody({ firstName: 'José', lastName: 'Núñez' }));
  await created(t.app, u.cookie, '/api/team-members', personBody({ firstName: 'Greta', lastName: 'Olsen' }));
  await created(t.app, other.cookie, '/api/contacts', personBody({ firstName: 'John', lastName: 'Smithers' }));
});
afterAll(() => t.close());

const search = (body: unknown, cookie = u.cookie) => call(t.app, 'POST', '/api/search', { cookie, body });

describe('POST /api/search', () => {
  it('finds a contact by a misspelled name, only among the owner’s records', async () => {
    const res = await search({ query: 'jonh smiht', filters: ['contacts'] });
    expect(res.statusCode).toBe(200);
    const contacts = res.json().results.contacts;
    expect(contacts.map((r: { label: string }) => r.label)).toEqual(['John Smith']);
    expect(contacts[0]).toMatchObject({ id: expect.any(String), url: expect.stringContaining('/contacts') });
  });

  it('ignores accents and case, and groups by category', async () => {
    const res = (await search({ query: 'JOSE nunez' })).json();
    expect(res.results.prospects[0]).toMatchObject({ label: 'José Núñez', url: expect.stringMatching(/^\/prospects\//) });
    expect(Object.keys(res.results).sort()).toEqual(['contacts', 'deals', 'messages', 'prospects', 'tasks', 'teamMembers']);
    expect((await search({ query: 'gr', filters: ['teamMembers'] })).json().results.teamMembers[0].label).toBe('Greta Olsen');
  });

  it('answers bad input with 400, never a 500', async () => {
    expect((await search({ query: '' })).statusCode).toBe(400);
    expect((await search({ query: 'x'.repeat(10_000) })).statusCode).toBe(400);
    expect((await search({ query: 'john', filters: ['invoices'] })).statusCode).toBe(400);
    for (const query of ["'&|!:*()", "') or 1=1 --", '%_\\', '<script>']) {
      const res = await search({ query });
      expect(res.statusCode, query).toBe(200);
    }
  });

  it('follows renames, deletions and bulk inserts of the records it finds', async () => {
    const labels = async (query: string) => (await search({ query, filters: ['contacts'] })).json().results.contacts.map((r: { label: string }) => r.label);
    const termRows = async (term: string) => (await t.app.database.query<{ rows: number }>(`select rows from search_terms where user_id = $1 and kind = 'contacts' and term = $2`, [u.userId, term]))[0]?.rows ?? 0;
    const first = await created(t.app, u.cookie, '/api/contacts', personBody({ firstName: 'Wilhelmina', lastName: 'Quartermaine' }));
    const second = await created(t.app, u.cookie, '/api/contacts', personBody({ firstName: 'Wilhelmina', lastName: 'Quartermaine' }));
    expect(await termRows('wilhelmina quartermaine')).toBe(2);

    expect((await call(t.app, 'PATCH', `/api/contacts/${first.id}`, { cookie: u.cookie, body: { lastName: 'Quincey' } })).statusCode).toBe(200);
    expect((await labels('wilhelmina quincy'))[0]).toBe('Wilhelmina Quincey');
    expect(await termRows('wilhelmina quartermaine')).toBe(1);

    expect((await call(t.app, 'DELETE', `/api/contacts/${second.id}`, { cookie: u.cookie })).statusCode).toBe(204);
    expect(await termRows('wilhelmina quartermaine')).toBe(0);
    expect(await labels('wilhelmina quartermane')).not.toContain('Wilhelmina Quartermaine');

    // One statement inserting many records of few names: counted per name, at most 8 answered.
    await bulkContacts(t.app.db, u.userId, 300, 10_000);
    const [{ sum }] = await t.app.database.query<{ sum: number }>(`select sum(rows)::int as sum from search_terms where user_id = $1 and kind = 'contacts'`, [u.userId]);
    const [{ count }] = await t.app.database.query<{ count: number }>(`select count(*)::int as count from contacts where user_id = $1`, [u.userId]);
    expect(sum).toBe(count);
    expect(await labels('jonas fishcer')).toHaveLength(8);
  });

  it('finds records by the words of their email, company, notes and tags, after the name matches', async () => {
    const labels = async (query: string, filters = ['contacts']) => {
      const results = (await search({ query, filters })).json().results;
      return filters.flatMap((f) => results[f].map((r: { label: string }) => r.label));
    };
    await created(t.app, u.cookie, '/api/contacts', personBody({ firstName: 'Mara', lastName: 'Lind', company: 'Zephyrine Wellness', notes: 'Met at the Lisbon expo', tags: ['vip-lounge'] }));
    await created(t.app, u.cookie, '/api/prospects', personBody({ firstName: 'Tomas', lastName: 'Berg', companyName: 'Zéphyrine Spa', industry: 'Beauty' }));
    await created(t.app, u.cookie, '/api/contacts', personBody({ firstName: 'Zephyrine', lastName: 'Wells' }));
    await created(t.app, u.cookie, '/api/contacts', personBody({ firstName: 'Olaf', lastName: 'Other', email: 'olaf.unique@zephyrmail.test' }));
    const other = await createUser(t.app);
    await created(t.app, other.cookie, '/api/contacts', personBody({ firstName: 'Not', lastName: 'Mine', company: 'Zephyrine Wellness' }));

    // The name match comes first, then the company; accents folded; prefixes of 3+ letters match.
    expect(await labels('zephyrine')).toEqual(['Zephyrine Wells', 'Mara Lind']);
    expect(await labels('ZEPHYR WELL', ['contacts', 'prospects'])).toEqual(['Zephyrine Wells', 'Mara Lind']);
    expect(await labels('zéphyrine spa', ['prospects'])).toEqual(['Tomas Berg']);
    expect(await labels('lisbon expo')).toEqual(['Mara Lind']);
    expect(await labels('vip-lounge')).toEqual(['Mara Lind']);
    expect(await labels('olaf.unique@zephyrmail.test')).toEqual(['Olaf Other']);
    // Every word must match, and query syntax is only text.
    expect(await labels('lisbon tokyo')).toEqual([]);
    for (const query of ["lisbon' | 'tokyo", 'lisbon:* | x', "zephyrine & !wellness", '\\lisbon\\']) {
      const res = await search({ query, filters: ['contacts'] });
      expect(res.statusCode, query).toBe(200);
    }
    expect(await labels("lisbon' | 'tokyo")).toEqual([]);
  });

  it('matches short text on the start of a name, with LIKE characters taken literally', async () => {
    expect((await search({ query: 'ol', filters: ['teamMembers'] })).json().results.teamMembers.map((r: { label: string }) => r.label)).toEqual(['Greta Olsen']);
    expect((await search({ query: '%', filters: ['contacts', 'prospects', 'teamMembers'] })).json().results).toEqual({ contacts: [], prospects: [], teamMembers: [] });
  });

  it('needs a session, with the spec message', async () => {
    const res = await call(t.app, 'POST', '/api/search', { body: { query: 'john' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('You must be logged in to search.');
  });
});
