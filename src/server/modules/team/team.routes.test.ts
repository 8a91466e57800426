import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, call, type TTestApp } from '../../test/test-app.js';
import { createUser } from '../../test/accounts.js';
import { created, personBody } from '../../test/records.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type TMember = { id: string; name: string };

describe('team members and the downline', () => {
  it('builds a three-level downline and shows it as a tree with counts', async () => {
    const u = await createUser(t.app);
    const top = await created<TMember>(t.app, u.cookie, '/api/team-members', personBody({ firstName: 'Top', rank: 'gold' }));
    const mid = await created<TMember>(t.app, u.cookie, '/api/team-members', personBody({ firstName: 'Mid', sponsorId: top.id }));
    await created(t.app, u.cookie, '/api/team-members', personBody({ firstName: 'Low', sponsorId: mid.id }));
    await created(t.app, u.cookie, '/api/team-members', personBody({ firstName: 'Low2', sponsorId: mid.id, status: 'inactive' }));

    const tree = (await call(t.app, 'GET', '/api/team-members/downline?depth=3', { cookie: u.cookie })).json();
    expect(tree).toHaveLength(1);
    expect(tree[0]).toMatchObject({ id: top.id, level: 1, directCount: 1, downlineCount: 3 });
    expect(tree[0].children[0]).toMatchObject({ id: mid.id, level: 2, directCount: 2, downlineCount: 2 });
    expect(tree[0].children[0].children.map((n: TMember) => n.name.split(' ')[0]).sort()).toEqual(['Low', 'Low2']);

    const sub = (await call(t.app, 'GET', `/api/team-members/downline?rootId=${mid.id}&depth=1`, { cookie: u.cookie })).json();
    expect(sub).toHaveLength(2);

    const stats = (await call(t.app, 'GET', '/api/team-members/downline/stats', { cookie: u.cookie })).json();
    expect(stats).toMatchObject({ total: 4, maxDepth: 3, levels: [{ level: 1, count: 1 }, { level: 2, count: 1 }, { level: 3, count: 2 }] });

    const progress = (await call(t.app, 'GET', `/api/team-members/${mid.id}/rank-progress`, { cookie: u.cookie })).json();
    expect(progress).toMatchObject({ rank: 'associate', nextRank: 'bronze', requirements: [{ key: 'directRecruits', required: 2, current: 1 }, { key: 'teamSize', required: 3, current: 1 }], progressPercent: 33 });
  });

  it('refuses a sponsor loop and a foreign sponsor', async () => {
    const u = await createUser(t.app);
    const stranger = await createUser(t.app);
    const a = await created<TMember>(t.app, u.cookie, '/api/team-members', personBody());
    const b = await created<TMember>(t.app, u.cookie, '/api/team-members', personBody({ sponsorId: a.id }));
    const loop = await call(t.app, 'PUT', `/api/team-members/${a.id}`, { cookie: u.cookie, body: { sponsorId: b.id } });
    expect(loop.statusCode).toBe(400);
    expect(loop.json().error.fields.sponsorId).toContain('downline');
    expect((await call(t.app, 'PATCH', `/api/team-members/${a.id}`, { cookie: u.cookie, body: { sponsorId: a.id } })).statusCode).toBe(400);
    const theirs = await created<TMember>(t.app, stranger.cookie, '/api/team-members', personBody());
    expect((await call(t.app, 'POST', '/api/team-members', { cookie: u.cookie, body: personBody({ sponsorId: theirs.id }) })).statusCode).toBe(400);
    expect((await call(t.app, 'GET', `/api/team-members/downline?rootId=${theirs.id}`, { cookie: u.cookie })).statusCode).toBe(404);
  });

  it('updates through PUT and filters by rank, status and role', async () => {
    const u = await createUser(t.app);
    const m = await created<TMember>(t.app, u.cookie, '/api/team-members', personBody());
    const put = await call(t.app, 'PUT', `/api/team-members/${m.id}`, { cookie: u.cookie, body: { rank: 'diamond', role: 'mentor', status: 'on_leave', uplineName: 'Sam' } });
    expect(put.json()).toMatchObject({ rank: 'diamond', role: 'mentor', status: 'on_leave', uplineName: 'Sam' });
    expect((await call(t.app, 'GET', '/api/team-members?rank=diamond&status=on_leave&role=mentor', { cookie: u.cookie })).json().total).toBe(1);
    expect((await call(t.app, 'GET', '/api/team-members?rank=wood', { cookie: u.cookie })).statusCode).toBe(400);
  });
});

describe('team member name', () => {
  it('takes name alone, split into first and last name, and answers all three', async () => {
    const u = await createUser(t.app);
    const body = personBody({ firstName: undefined, lastName: undefined, name: '  María  de la Cruz ' });
    const m = await created<TMember & { firstName: string; lastName: string }>(t.app, u.cookie, '/api/team-members', body);
    expect(m).toMatchObject({ name: 'María de la Cruz', firstName: 'María', lastName: 'de la Cruz' });
    const read = (await call(t.app, 'GET', `/api/team-members/${m.id}`, { cookie: u.cookie })).json();
    expect(read).toMatchObject({ name: 'María de la Cruz', firstName: 'María', lastName: 'de la Cruz' });
  });

  it('takes first and last name, which win over a name sent beside them', async () => {
    const u = await createUser(t.app);
    const m = await created(t.app, u.cookie, '/api/team-members', personBody({ firstName: 'Ana', lastName: 'Silva', name: 'Someone Else' }));
    expect(m).toMatchObject({ name: 'Ana Silva', firstName: 'Ana', lastName: 'Silva' });
  });

  it('renames through PUT and PATCH with name, or with one part', async () => {
    const u = await createUser(t.app);
    const m = await created<TMember>(t.app, u.cookie, '/api/team-members', personBody());
    const put = await call(t.app, 'PUT', `/api/team-members/${m.id}`, { cookie: u.cookie, body: { name: 'Lucia Diaz Ortega' } });
    expect(put.json()).toMatchObject({ name: 'Lucia Diaz Ortega', firstName: 'Lucia', lastName: 'Diaz Ortega' });
    const patch = await call(t.app, 'PATCH', `/api/team-members/${m.id}`, { cookie: u.cookie, body: { lastName: 'Diaz' } });
    expect(patch.json()).toMatchObject({ name: 'Lucia Diaz', firstName: 'Lucia', lastName: 'Diaz' });
  });

  it('requires a name and an email, with the contract error shape', async () => {
    const u = await createUser(t.app);
    const none = await call(t.app, 'POST', '/api/team-members', { cookie: u.cookie, body: {} });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toMatchObject({ code: 'validation_failed', fields: { name: 'Name is required', email: 'Email is required' } });
    const oneWord = await call(t.app, 'POST', '/api/team-members', { cookie: u.cookie, body: { name: 'Cher', email: 'cher@ex.com' } });
    expect(oneWord.statusCode).toBe(400);
    expect(oneWord.json().error.fields.name).toBe('Enter a first and a last name');
    for (const body of [{ name: 42, email: 'a@ex.com' }, { name: 'x'.repeat(300), email: 'a@ex.com' }, 'plain text']) {
      expect((await call(t.app, 'POST', '/api/team-members', { cookie: u.cookie, body })).statusCode).toBe(400);
    }
    const m = await created<TMember>(t.app, u.cookie, '/api/team-members', personBody());
    expect((await call(t.app, 'PUT', `/api/team-members/${m.id}`, { cookie: u.cookie, body: { name: '' } })).statusCode).toBe(400);
  });
});

describe('custom teams', () => {
  it('holds a member in at most one custom team', async () => {
    const u = await createUser(t.app);
    const m = await created<TMember>(t.app, u.cookie, '/api/team-members', personBody());
    const red = await created<TMember>(t.app, u.cookie, '/api/teams', { teamName: 'Red' });
    const blue = await created<TMember>(t.app, u.cookie, '/api/teams', { teamName: 'Blue' });
    const added = await created<{ memberCount: number }>(t.app, u.cookie, `/api/teams/${red.id}/members`, { teamMemberId: m.id });
    expect(added.memberCount).toBe(1);
    const again = await call(t.app, 'POST', `/api/teams/${blue.id}/members`, { cookie: u.cookie, body: { teamMemberId: m.id } });
    expect(again.statusCode).toBe(409);
    expect((await call(t.app, 'GET', `/api/team-members?customTeamId=${red.id}`, { cookie: u.cookie })).json().items[0].customTeam.teamName).toBe('Red');
    expect((await call(t.app, 'DELETE', `/api/teams/${red.id}/members/${m.id}`, { cookie: u.cookie })).statusCode).toBe(204);
    await created(t.app, u.cookie, `/api/teams/${blue.id}/members`, { teamMemberId: m.id });
  });

  it("refuses another user's member or team with 404", async () => {
    const u = await createUser(t.app);
    const stranger = await createUser(t.app);
    const mine = await created<TMember>(t.app, u.cookie, '/api/teams', { teamName: 'Mine' });
    const theirMember = await created<TMember>(t.app, stranger.cookie, '/api/team-members', personBody());
    expect((await call(t.app, 'POST', `/api/teams/${mine.id}/members`, { cookie: u.cookie, body: { teamMemberId: theirMember.id } })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/teams/${mine.id}`, { cookie: stranger.cookie })).statusCode).toBe(404);
  });
});

describe('the team list at size', () => {
  /**
   * More members than the walk of `readPage` reads: every 3rd on leave, every 5th a mentor, the
   * first 60 (by last name) in a custom team, every 4th with an `acme` email, the last 50 at `late`.
   */
  const MEMBERS = 2_500;
  it('answers every page and total that filtering and sorting the table gives, unfiltered and filtered', async () => {
    const u = await createUser(t.app);
    const team = await created<TMember>(t.app, u.cookie, '/api/teams', { teamName: 'Founders' });
    await t.app.database.query(
      `insert into team_members (user_id, first_name, last_name, email, status, role)
       select $1, 'Member', 'Name' || lpad(i::text, 5, '0'),
              case when i > $2 - 50 then 'm' || i || '@late.test' when i % 4 = 0 then 'm' || i || '@acme.test' else 'm' || i || '@other.test' end,
              case when i % 3 = 0 then 'on_leave' else 'active' end, case when i % 5 = 0 then 'mentor' else 'member' end
       from generate_series(1, $2) i`,
      [u.userId, MEMBERS],
    );
    await t.app.database.query(
      `insert into custom_team_members (user_id, team_id, team_member_id)
       select $1, $2, id from team_members where user_id = $1 order by last_name limit 60`,
      [u.userId, team.id],
    );
    const expected = async (where: string, params: unknown[], page: number, pageSize: number) => {
      const base = `from team_members m where m.user_id = $1${where}`;
      const rows = await t.app.database.query<{ id: string }>(`select m.id ${base} order by m.last_name, m.id limit ${pageSize} offset ${(page - 1) * pageSize}`, [u.userId, ...params]);
      const [{ n }] = await t.app.database.query<{ n: number }>(`select count(*)::int as n ${base}`, [u.userId, ...params]);
      return { ids: rows.map((r) => r.id), total: n };
    };
    const inTeam = ` and exists (select 1 from custom_team_members c where c.team_member_id = m.id and c.team_id = '${team.id}')`;
    const cases: [string, string, unknown[]][] = [
      ['', '', []],
      ['q=acme', ` and m.email like '%acme%'`, []],
      ['q=late', ` and m.email like '%late%'`, []],
      ['status=on_leave&role=mentor', ` and m.status = 'on_leave' and m.role = 'mentor'`, []],
      [`customTeamId=${team.id}`, inTeam, []],
      [`customTeamId=${team.id}&q=acme`, `${inTeam} and m.email like '%acme%'`, []],
    ];
    for (const [filter, where, params] of cases) {
      for (const [page, pageSize] of [[1, 20], [3, 20], [1, 100], [30, 50]]) {
        const res = await call(t.app, 'GET', `/api/team-members?${filter}&page=${page}&pageSize=${pageSize}`, { cookie: u.cookie });
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json();
        expect({ ids: body.items.map((i: TMember) => i.id), total: body.total }, `${filter} page ${page} of ${pageSize}`).toEqual(await expected(where, params, page, pageSize));
      }
    }
    const [first] = (await call(t.app, 'GET', `/api/team-members?customTeamId=${team.id}&pageSize=1`, { cookie: u.cookie })).json().items;
    expect(first.customTeam).toEqual({ id: team.id, teamName: 'Founders' });
  });
});
