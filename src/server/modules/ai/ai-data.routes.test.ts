import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_LIMITS, type TAiUsage, type TChatSession, type TChatSessionSummary, type TUserData } from '../../../shared/ai/chat.schema.js';
import { call, createTestApp, type TTestApp } from '../../test/test-app.js';
import { created, personBody } from '../../test/records.js';
import { adminUser, insertChat, setQuota, userOn, type TTestUser } from './ai.test-support.js';

let t: TTestApp;
let seller: TTestUser;
let other: TTestUser;

beforeAll(async () => {
  t = await createTestApp();
  [seller, other] = await Promise.all([userOn(t.app, 'trial'), userOn(t.app, 'premium')]);
});
afterAll(() => t.close());

const get = <T>(url: string, user: TTestUser = seller) => call(t.app, 'GET', url, { cookie: user.cookie }).then((r) => ({ status: r.statusCode, body: r.json() as T }));

describe('GET /api/ai/usage', () => {
  it('answers the allowance: monthly limit for premium access, packs as additional, the cycle started', async () => {
    await setQuota(t.app, seller.userId, { additional: 500, used: 20 });
    const { status, body } = await get<TAiUsage>('/api/ai/usage');
    expect(status).toBe(200);
    expect(body).toMatchObject({ access: 'coming_soon', monthlyLimit: 100, additionalMessages: 500, used: 20, remaining: 580, usagePercent: 3 });
    expect(new Date(body.cycleEndsAt!).getTime()).toBeGreaterThan(Date.now());
  });

  it('gives a free user no monthly allowance and an admin access', async () => {
    const free = await userOn(t.app, 'free');
    expect((await get<TAiUsage>('/api/ai/usage', free)).body).toMatchObject({ access: 'coming_soon', monthlyLimit: 0, remaining: 0, usagePercent: 0 });
    expect((await get<TAiUsage>('/api/ai/usage', await adminUser(t.app))).body).toMatchObject({ access: 'admin', monthlyLimit: 100, remaining: 100 });
  });

  it('starts the count again once the cycle has ended, spending the monthly part before the packs', async () => {
    const u = await userOn(t.app, 'premium');
    await setQuota(t.app, u.userId, { additional: 50, used: 130, cycleEnd: new Date(Date.now() - 86_400_000) });
    const { body } = await get<TAiUsage>('/api/ai/usage', u);
    expect(body).toMatchObject({ monthlyLimit: 100, additionalMessages: 20, used: 0, remaining: 120 });
    expect(new Date(body.cycleEndsAt!).getTime()).toBeGreaterThan(Date.now());
  });

  it('asks for a session', async () => {
    expect((await call(t.app, 'GET', '/api/ai/usage')).statusCode).toBe(401);
  });
});

describe('GET /api/user-data', () => {
  it("answers the owner's prospects, team members and contacts only, searchable on name, company, full name and email", async () => {
    const post = (u: TTestUser, url: string, body: Record<string, unknown>) => created(t.app, u.cookie, url, personBody(body));
    const maria = await post(seller, '/api/prospects', { firstName: 'María', lastName: 'Lopez', companyName: 'Sunrise Wellness' });
    await post(seller, '/api/prospects', { firstName: 'Tom', lastName: 'Baker', email: 'tom.baker@bakery.example' });
    const carlos = await post(seller, '/api/team-members', { firstName: 'Carlos', lastName: 'Diaz' });
    const ana = await post(seller, '/api/contacts', { firstName: 'Ana', lastName: 'Silva', company: 'Acme Foods' });
    const twin = await post(other, '/api/prospects', { firstName: 'María', lastName: 'Lopez', companyName: 'Sunrise Wellness' });

    const all = (await get<TUserData>('/api/user-data')).body;
    expect(all.prospects.map((p) => p.name).sort()).toEqual(['María Lopez', 'Tom Baker']);
    expect(all.prospects.find((p) => p.id === maria.id)).toMatchObject({ company: 'Sunrise Wellness', status: 'cold_lead' });
    expect(all.teamMembers).toEqual([expect.objectContaining({ id: carlos.id, name: 'Carlos Diaz', company: null, status: 'active' })]);
    // Prospects and team members are mirrored as contacts by the people directory.
    expect(all.contacts).toContainEqual(expect.objectContaining({ id: ana.id, company: 'Acme Foods' }));
    expect(all.totals).toEqual({ prospects: 2, teamMembers: 1, contacts: all.contacts.length });
    expect(JSON.stringify(all)).not.toContain(twin.id);

    const search = async (q: string) => (await get<TUserData>(`/api/user-data?q=${encodeURIComponent(q)}`)).body;
    expect((await search('maria lopez')).prospects.map((p) => p.id)).toEqual([maria.id]);
    expect((await search('sunrise')).prospects.map((p) => p.id)).toEqual([maria.id]);
    expect((await search('bakery.example')).prospects.map((p) => p.name)).toEqual(['Tom Baker']);
    expect((await search('acme')).contacts.map((c) => c.id)).toEqual([ana.id]);
    const none = await search('zzqx');
    expect(none.totals).toEqual({ prospects: 0, teamMembers: 0, contacts: 0 });
    expect((await search('50%_')).prospects).toEqual([]);
  });

  it('refuses an over-long or unknown query field', async () => {
    expect((await get(`/api/user-data?q=${'x'.repeat(101)}`)).status).toBe(400);
    expect((await get('/api/user-data?other=1')).status).toBe(400);
  });
});

describe('stored chats', () => {
  it('lists the owner’s chats newest first, opens, renames and deletes them; another user’s are 404', async () => {
    const older = await insertChat(t.app, seller.userId, 'Pipeline review', 30);
    const newer = await insertChat(t.app, seller.userId, 'Team check-in', 5);
    const foreign = await insertChat(t.app, other.userId, 'Not yours', 1);

    const list = (await get<TChatSessionSummary[]>('/api/ai/sessions')).body;
    expect(list.map((s) => s.id)).toEqual([newer, older]);
    expect(list[0]).toMatchObject({ title: 'Team check-in', messageCount: 1 });

    const one = (await get<TChatSession>(`/api/ai/sessions/${older}`)).body;
    expect(one.messages).toEqual([expect.objectContaining({ role: 'user', content: 'About Pipeline review', reasoning: null, provider: null })]);

    const renamed = await call(t.app, 'PATCH', `/api/ai/sessions/${older}`, { cookie: seller.cookie, body: { title: '  March pipeline  ' } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: older, title: 'March pipeline', messageCount: 1 });
    const blank = await call(t.app, 'PATCH', `/api/ai/sessions/${older}`, { cookie: seller.cookie, body: { title: ' ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields.title).toBe('Title is required');

    for (const [method, body] of [['GET'], ['PATCH', { title: 'Mine now' }], ['DELETE']] as const) {
      const res = await call(t.app, method, `/api/ai/sessions/${foreign}`, { cookie: seller.cookie, body });
      expect(res.statusCode, method).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
    expect((await get('/api/ai/sessions/not-a-uuid')).status).toBe(404);

    expect((await call(t.app, 'DELETE', `/api/ai/sessions/${older}`, { cookie: seller.cookie })).statusCode).toBe(204);
    expect((await get(`/api/ai/sessions/${older}`)).status).toBe(404);
    expect((await get<TChatSessionSummary[]>('/api/ai/sessions', other)).body.map((s) => s.id)).toEqual([foreign]);
    expect(AI_LIMITS.storedChats).toBe(10);
  });
});
