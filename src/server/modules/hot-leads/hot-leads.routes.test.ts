import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, call, type TTestApp } from '../../test/test-app.js';
import { emptyRecord, engage, logActivity, prospectOf, userOn, type TTestUser } from './hot-leads.test-support.js';

let t: TTestApp;
let seller: TTestUser;
let free: TTestUser;
let stranger: TTestUser;

beforeAll(async () => {
  t = await createTestApp();
  [seller, free, stranger] = await Promise.all([userOn(t.app, 'premium'), userOn(t.app, 'free'), userOn(t.app, 'premium')]);
});
afterAll(() => t.close());

const api = (user: TTestUser, method: 'GET' | 'POST', url: string, body?: unknown) => call(t.app, method, url, { cookie: user.cookie, body });
const engagement = (user: TTestUser, prospectId: string, body: unknown) => api(user, 'POST', `/api/prospects/${prospectId}/engagement`, body);

describe('premium access', () => {
  it('answers 403 premium_required to a free user or an ended trial on the list and the refresh', async () => {
    const expired = await userOn(t.app, 'expired_trial');
    for (const user of [free, expired]) {
      for (const [method, url] of [['GET', '/api/hot-leads'], ['GET', '/api/hot-leads?minScore=abc'], ['POST', '/api/hot-leads/refresh']] as const) {
        const res = await api(user, method, url);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().error.code).toBe('premium_required');
      }
    }
  });

  it('opens both to a running trial, and lets every plan record engagement', async () => {
    const trial = await userOn(t.app, 'trial');
    expect((await api(trial, 'GET', '/api/hot-leads')).statusCode).toBe(200);
    expect((await api(trial, 'POST', '/api/hot-leads/refresh')).statusCode).toBe(200);
    const p = await prospectOf(t.app, free.cookie);
    expect((await engagement(free, p.id, { kind: 'open' })).statusCode).toBe(201);
  });

  it('refuses a caller without a session', async () => {
    expect((await call(t.app, 'GET', '/api/hot-leads')).statusCode).toBe(401);
    expect((await call(t.app, 'POST', '/api/hot-leads/refresh')).statusCode).toBe(401);
  });
});

describe('recording engagement', () => {
  it('answers 201 with the event; the time defaults to now and only page time keeps seconds', async () => {
    const p = await prospectOf(t.app, seller.cookie);
    const res = await engagement(seller, p.id, { kind: 'page_time', seconds: 95 });
    expect(res.statusCode, res.body).toBe(201);
    const event = res.json();
    expect(event).toEqual({ id: expect.any(String), prospectId: p.id, kind: 'page_time', seconds: 95, occurredAt: expect.any(String) });
    expect(Math.abs(Date.now() - Date.parse(event.occurredAt))).toBeLessThan(60_000);
    const opened = (await engagement(seller, p.id, { kind: 'open', seconds: 0, occurredAt: '2026-01-05T10:30:00+01:00' })).json();
    expect(opened).toMatchObject({ kind: 'open', seconds: 0, occurredAt: '2026-01-05T09:30:00.000Z' });
  });

  it('answers 404 for another user’s prospect, an unknown one and a malformed id, writing nothing', async () => {
    const theirs = await prospectOf(t.app, stranger.cookie);
    for (const id of [theirs.id, randomUUID(), 'not-a-uuid', '1 OR 1=1']) {
      const res = await engagement(seller, encodeURIComponent(id), { kind: 'sent' });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
    expect(await t.app.database.query('select id from prospect_engagement where prospect_id = $1', [theirs.id])).toEqual([]);
  });

  it('answers 400 validation_failed with the fields at fault', async () => {
    const p = await prospectOf(t.app, seller.cookie);
    const cases: [unknown, string][] = [
      [{}, 'kind'],
      [{ kind: 'visit' }, 'kind'],
      [{ kind: 'page_time' }, 'seconds'],
      [{ kind: 'page_time', seconds: 0 }, 'seconds'],
      [{ kind: 'page_time', seconds: 86_401 }, 'seconds'],
      [{ kind: 'page_time', seconds: '60' }, 'seconds'],
      [{ kind: 'click', seconds: 30 }, 'seconds'],
      [{ kind: 'open', occurredAt: new Date(Date.now() + 86_400_000).toISOString() }, 'occurredAt'],
      [{ kind: 'open', occurredAt: 'last Tuesday' }, 'occurredAt'],
      // PostgreSQL has no year 0 (it answered 500); years below 1000 are refused as everywhere.
      [{ kind: 'open', occurredAt: '0000-01-01T00:00:00Z' }, 'occurredAt'],
      [{ kind: 'open', occurredAt: '0999-12-31T23:59:59Z' }, 'occurredAt'],
      [{ kind: 'open', prospectId: p.id }, 'prospectId'],
    ];
    for (const [body, field] of cases) {
      const res = await engagement(seller, p.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
      expect(Object.keys(res.json().error.fields), JSON.stringify(body)).toContain(field);
    }
    for (const body of ['"open"', '[1]', 'null']) expect((await call(t.app, 'POST', `/api/prospects/${p.id}/engagement`, { cookie: seller.cookie, body, headers: { 'content-type': 'application/json' } })).statusCode).toBe(400);
  });
});

describe('the list', () => {
  let owner: TTestUser;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    owner = await userOn(t.app, 'premium');
    // Scores: Hot Ana 100, Warm Bea 40 (older engagement), Warm Cid 40 (newer), Cool Dan 0; Eve none.
    const add = async (firstName: string) => (ids[firstName] = (await prospectOf(t.app, owner.cookie, { firstName, lastName: 'Lead' })).id);
    for (const name of ['Ana', 'Bea', 'Cid', 'Dan', 'Eve']) await add(name);
    const r = emptyRecord();
    await engage(t.app, owner, ids.Ana!, r, 'sent', { minutesAgo: 50 });
    await engage(t.app, owner, ids.Ana!, r, 'open', { minutesAgo: 40 });
    await engage(t.app, owner, ids.Ana!, r, 'click', { minutesAgo: 30 });
    await engage(t.app, owner, ids.Ana!, r, 'page_time', { seconds: 320, minutesAgo: 20 });
    await engage(t.app, owner, ids.Bea!, r, 'sent', { minutesAgo: 500 });
    await engage(t.app, owner, ids.Bea!, r, 'open', { minutesAgo: 400 });
    await engage(t.app, owner, ids.Cid!, r, 'sent', { minutesAgo: 90 });
    await logActivity(t.app, owner, ids.Cid!, r, { type: 'call', outcome: 'positive_interaction', minutesAgo: 10 });
    await engage(t.app, owner, ids.Dan!, r, 'sent', { minutesAgo: 5 });
    await engage(t.app, stranger, (await prospectOf(t.app, stranger.cookie, { firstName: 'Ana', lastName: 'Lead' })).id, r, 'click');
    await api(stranger, 'POST', '/api/hot-leads/refresh');
  });

  it('is empty with no refresh time before the first refresh', async () => {
    expect((await api(owner, 'GET', '/api/hot-leads')).json()).toEqual({ items: [], total: 0, page: 1, pageSize: 20, refreshedAt: null });
  });

  it('lists scored prospects by score, then newest engagement, with the parts explained', async () => {
    const refreshed = (await api(owner, 'POST', '/api/hot-leads/refresh')).json();
    expect(refreshed).toEqual({ refreshed: 4, refreshedAt: expect.any(String) });
    const page = (await api(owner, 'GET', '/api/hot-leads')).json();
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 20, refreshedAt: refreshed.refreshedAt });
    expect(page.items.map((i: { name: string; score: number }) => [i.name, i.score])).toEqual([['Ana Lead', 100], ['Cid Lead', 40], ['Bea Lead', 40], ['Dan Lead', 0]]);
    expect(page.items[0]).toEqual({
      prospectId: ids.Ana,
      name: 'Ana Lead',
      email: expect.any(String),
      status: 'cold_lead',
      score: 100,
      openRate: 1,
      clickRate: 1,
      timeOnPageScore: 1,
      parts: { open: 40, click: 40, time: 20 },
      interactionCount: 4,
      lastEngagementAt: expect.any(String),
      lastActivityAt: null,
      lastContacted: null,
      refreshedAt: refreshed.refreshedAt,
    });
    // Cid's call is his last activity, as the prospect list shows it.
    expect(page.items[1]).toMatchObject({ parts: { open: 0, click: 40, time: 0 }, interactionCount: 2, lastActivityAt: expect.any(String) });
  });

  it('filters by minimum score and name, and pages', async () => {
    const names = async (query: string) => (await api(owner, 'GET', `/api/hot-leads?${query}`)).json().items.map((i: { name: string }) => i.name);
    expect(await names('minScore=40')).toEqual(['Ana Lead', 'Cid Lead', 'Bea Lead']);
    expect(await names('minScore=41')).toEqual(['Ana Lead']);
    expect(await names('q=bea')).toEqual(['Bea Lead']);
    expect(await names('q=lead&minScore=1')).toEqual(['Ana Lead', 'Cid Lead', 'Bea Lead']);
    expect(await names('q=%25')).toEqual([]);
    const second = (await api(owner, 'GET', '/api/hot-leads?page=2&pageSize=3')).json();
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(second.items.map((i: { name: string }) => i.name)).toEqual(['Dan Lead']);
  });

  it('keeps the total right when a scored prospect is deleted', async () => {
    expect((await call(t.app, 'DELETE', `/api/prospects/${ids.Dan}`, { cookie: owner.cookie })).statusCode).toBe(204);
    for (const query of ['', '?q=lead', '?minScore=0']) {
      const page = (await api(owner, 'GET', `/api/hot-leads${query}`)).json();
      expect(page.total, query).toBe(3);
      expect(page.items.map((i: { name: string }) => i.name)).toEqual(['Ana Lead', 'Cid Lead', 'Bea Lead']);
    }
  });

  it('refuses a bad query with the field at fault', async () => {
    for (const [query, field] of [['minScore=101', 'minScore'], ['minScore=-1', 'minScore'], ['minScore=ten', 'minScore'], ['pageSize=500', 'pageSize'], ['page=0', 'page']]) {
      const res = await api(owner, 'GET', `/api/hot-leads?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().error.fields)).toContain(field);
    }
  });
});
