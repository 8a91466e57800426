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

  it('needs a session, with the spec message', async () => {
    const res = await call(t.app, 'POST', '/api/search', { body: { query: 'john' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('You must be logged in to search.');
  });
});
