import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { createTestApp, call, type TTestApp } from '../test/test-app.js';
import { createUser } from '../test/accounts.js';
import { created } from '../test/records.js';
import { activities, contacts, prospects, teamMembers } from '../db/schema/index.js';
import { CONTACT_Q_FIELDS } from '../modules/contacts/contacts.repository.js';
import { PROSPECT_Q_FIELDS } from '../modules/prospects/prospects.repository.js';
import { MEMBER_Q_FIELDS } from '../modules/team/team.repository.js';
import { ACTIVITY_Q_FIELDS } from '../modules/activities/activities.repository.js';
import { matchText } from './list.js';

let t: TTestApp;
let owner: Awaited<ReturnType<typeof createUser>>;
let stranger: Awaited<ReturnType<typeof createUser>>;

const PEOPLE = [
  { firstName: 'Silvia', lastName: 'Berg', email: 'silvia.berg@northwind.test', company: 'Sigma 100%' },
  { firstName: 'Elsie', lastName: 'Marsh', email: 'elsie@contoso.test', company: 'Acme_Tools' },
  { firstName: 'Ann', lastName: 'Bergström', email: 'ann@fabrikam.test', company: null },
  { firstName: 'Simon', lastName: 'Oakes', email: 'so@acme.test', company: 'ACME' },
];

const names = (body: { items: { firstName: string }[] }) => body.items.map((i) => i.firstName).sort();
const list = async (url: string, cookie = owner.cookie) => {
  const res = await call(t.app, 'GET', url, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body.total).toBe(body.items.length);
  return body;
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.app);
  stranger = await createUser(t.app);
  for (const p of PEOPLE) {
    await created(t.app, owner.cookie, '/api/contacts', p);
    await created(t.app, owner.cookie, '/api/prospects', { firstName: p.firstName, lastName: p.lastName, email: p.email, companyName: p.company });
    await created(t.app, owner.cookie, '/api/team-members', { firstName: p.firstName, lastName: p.lastName, email: p.email });
    // Someone else's look-alike never shows up in the owner's lists.
    await created(t.app, stranger.cookie, '/api/contacts', { ...p, email: `x.${p.email}` });
  }
  await created(t.app, owner.cookie, '/api/activities', { title: 'Call Silvia', type: 'call', description: 'Talked about the Sigma order' });
  await created(t.app, owner.cookie, '/api/activities', { title: 'Demo for Elsie', type: 'demo', contentTitle: 'Spring catalogue' });
}, 60_000);
afterAll(() => t.close());

describe('list q filter: 3+ characters match a substring of any listed field', () => {
  it.each([
    ['lvi', ['Silvia']], // inside a first name
    ['ERG', ['Ann', 'Silvia']], // inside last names, any case
    ['contoso', ['Elsie']], // the email
    ['acme', ['Elsie', 'Simon']], // company (and email), once per record
    ['0%', []], // two characters: a name prefix, and no name starts so
    ['100%', ['Silvia']], // % is a literal character
    ['e_t', ['Elsie']], // so is _
    ['nnber', []], // never across two fields (first name Ann + last name Berg…)
    ['xqzvy', []],
  ])('contacts q=%s', async (q, expected) => {
    expect(names(await list(`/api/contacts?q=${encodeURIComponent(q)}`))).toEqual(expected);
  });

  it('prospects, team members and activities filter the same way', async () => {
    expect(names(await list('/api/prospects?q=sigm'))).toEqual(['Silvia']);
    expect(names(await list('/api/prospects?q=fabrikam'))).toEqual(['Ann']);
    expect(names(await list('/api/team-members?q=arsh'))).toEqual(['Elsie']);
    expect(names(await list('/api/team-members?q=northwind'))).toEqual(['Silvia']);
    const titles = async (q: string) => (await list(`/api/activities?q=${q}`)).items.map((a: { title: string }) => a.title);
    expect(await titles('sigma')).toEqual(['Call Silvia']); // description
    expect(await titles('catalog')).toEqual(['Demo for Elsie']); // content title
  });

  it('matches what a substring test over the fields finds, for every 3-character piece of them', async () => {
    const fields = PEOPLE.map((p) => [p.firstName, p.lastName, p.email, p.company ?? ''].map((f) => f.toLowerCase()));
    // Not those with a space at either end: the API trims q.
    const pieces = new Set(fields.flatMap((f) => f.flatMap((text) => [...text].map((_, i) => text.slice(i, i + 3)).filter((s) => s.length === 3 && s.trim() === s))));
    for (const piece of pieces) {
      const expected = PEOPLE.filter((_, i) => fields[i].some((f) => f.includes(piece))).map((p) => p.firstName).sort();
      expect(names(await list(`/api/contacts?q=${encodeURIComponent(piece)}`)), piece).toEqual(expected);
    }
  });
});

describe('list q filter: 1 or 2 characters match the start of a name', () => {
  it('first or last name start, any case; not the middle of a name, nor email or company', async () => {
    expect(names(await list('/api/contacts?q=si'))).toEqual(['Silvia', 'Simon']); // not Elsie
    expect(names(await list('/api/contacts?q=B'))).toEqual(['Ann', 'Silvia']); // last names Berg, Bergström
    expect(names(await list('/api/contacts?q=ac'))).toEqual([]); // Acme is a company
    expect(names(await list('/api/team-members?q=oa'))).toEqual(['Simon']);
    expect(names(await list('/api/prospects?q=el'))).toEqual(['Elsie']);
  });

  it("an activity's title start", async () => {
    expect((await list('/api/activities?q=de')).items.map((a: { title: string }) => a.title)).toEqual(['Demo for Elsie']);
    expect((await list('/api/activities?q=si')).total).toBe(0); // "Silvia" is not the title's start
  });

  it("stays within the owner's records", async () => {
    expect((await list('/api/contacts?q=si', stranger.cookie)).total).toBe(2);
    expect((await list('/api/contacts?q=acme', stranger.cookie)).total).toBe(2);
  });
});

describe('list q filter: indexes', () => {
  /** The plan of a count under the filter alone, sequential scans off: it names the index the filter can use. */
  async function planOf(table: PgTable, where: SQL | undefined): Promise<string> {
    const query = t.app.db.select({ n: count() }).from(table).where(where).toSQL();
    await t.app.database.query('set enable_seqscan = off');
    try {
      const rows = await t.app.database.query<{ 'QUERY PLAN': string }>(`explain ${query.sql}`, query.params);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    } finally {
      await t.app.database.query('reset enable_seqscan');
    }
  }

  it.each([
    ['contacts', CONTACT_Q_FIELDS, 'contacts_list_text_trgm'],
    ['prospects', PROSPECT_Q_FIELDS, 'prospects_list_text_trgm'],
    ['team_members', MEMBER_Q_FIELDS, 'team_members_list_text_trgm'],
    ['activities', ACTIVITY_Q_FIELDS, 'activities_list_text_trgm'],
  ] as const)('%s: a substring through the trigram index of the stored list text, a short query through an index too', async (name, fields, textIndex) => {
    const table = { contacts, prospects, team_members: teamMembers, activities }[name];
    expect(await planOf(table, matchText('acme', fields))).toContain(textIndex);
    // The name's trigram index on PostgreSQL; PGlite's C collation also lets a btree on the name answer a prefix.
    expect(await planOf(table, matchText('si', fields))).not.toContain('Seq Scan');
  });

  // Migration 0040: the owner leads the trigram indexes, so the owner's condition narrows the index
  // scan itself instead of every owner's matches being fetched and filtered (a plan on this little
  // data would pick a btree; the bench's 100,000 contacts show the difference, docs/scaling.md).
  it.each([
    ['contacts', 'contacts_list_text_trgm', 'contacts_names_trgm'],
    ['prospects', 'prospects_list_text_trgm', 'prospects_names_trgm'],
    ['team_members', 'team_members_list_text_trgm', 'team_members_names_trgm'],
    ['activities', 'activities_list_text_trgm', 'activities_title_trgm'],
  ] as const)('%s: the trigram indexes of q lead with the owner', async (_name, textIndex, prefixIndex) => {
    const rows = await t.app.database.query<{ index: string; first: string }>(
      `select c.relname as index, a.attname as first from pg_index i join pg_class c on c.oid = i.indexrelid
       join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0] where c.relname = any($1) order by 1`,
      [[textIndex, prefixIndex]],
    );
    expect(rows).toEqual([textIndex, prefixIndex].sort().map((index) => ({ index, first: 'user_id' })));
  });

  it.each([
    ['contacts', CONTACT_Q_FIELDS],
    ['prospects', PROSPECT_Q_FIELDS],
    ['team_members', MEMBER_Q_FIELDS],
    ['activities', ACTIVITY_Q_FIELDS],
  ] as const)("%s: the stored list text joins the repository's columns, in their order, lowercased", async (name, fields) => {
    const table = { contacts, prospects, team_members: teamMembers, activities }[name];
    const joined = sql`lower(upline_list_text(${sql.join(fields.columns, sql`, `)}))`;
    const [{ rows, differing }] = await t.app.db
      .select({ rows: count(), differing: sql<number>`count(*) filter (where ${fields.text} is distinct from ${joined})`.mapWith(Number) })
      .from(table);
    expect(rows).toBeGreaterThan(0);
    expect(differing).toBe(0);
  });
});
