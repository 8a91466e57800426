import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_MESSAGES, type TSystemAlert } from '../../../shared/alerts/alerts.schema.js';
import { createUser } from '../../test/accounts.js';
import { call, createTestApp, type TTestApp } from '../../test/test-app.js';
import type { TTestUser } from '../follow-ups/follow-ups.test-support.js';
import { makeAdmin } from '../admin/admin.test-support.js';

let t: TTestApp;
let admin: TTestUser;
let user: TTestUser;
const api = (who: TTestUser | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) => call(t.app, method, url, { cookie: who?.cookie, body });
const activeIds = async () => ((await api(user, 'GET', '/api/alerts')).json() as TSystemAlert[]).map((a) => a.id);

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t.app, await createUser(t.app));
  user = await createUser(t.app);
});
afterAll(() => t.close());

describe('system alerts', () => {
  it('admins create, edit, deactivate and delete; users see the active ones, newest first', async () => {
    const first = await api(admin, 'POST', '/api/admin/alerts', { content: 'Scheduled upgrade tonight', type: 'info' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ content: 'Scheduled upgrade tonight', type: 'info', active: true });
    const second = (await api(admin, 'POST', '/api/admin/alerts', { content: 'Payments delayed', type: 'critical' })).json() as TSystemAlert;
    const hidden = (await api(admin, 'POST', '/api/admin/alerts', { content: 'Draft', type: 'warning', active: false })).json() as TSystemAlert;
    expect(await activeIds()).toEqual([second.id, first.json().id]);

    const edited = await api(admin, 'PATCH', `/api/admin/alerts/${second.id}`, { active: false, content: 'Payments back to normal' });
    expect(edited.json()).toMatchObject({ active: false, content: 'Payments back to normal', type: 'critical' });
    expect(await activeIds()).toEqual([first.json().id]);

    expect((await api(admin, 'DELETE', `/api/admin/alerts/${hidden.id}`)).statusCode).toBe(204);
    expect((await api(admin, 'DELETE', `/api/admin/alerts/${hidden.id}`)).statusCode).toBe(404);
    const all = (await api(admin, 'GET', '/api/admin/alerts')).json() as TSystemAlert[];
    expect(all.map((a) => a.id)).toEqual([second.id, first.json().id]);
  });

  it('refuses bad input with the contract error and never a 500', async () => {
    const cases: [unknown, string][] = [
      [{ content: '  ', type: 'info' }, 'content'],
      [{ content: 'x', type: 'urgent' }, 'type'],
      [{ content: 'x'.repeat(1001), type: 'info' }, 'content'],
      [{ content: 'x', type: 'info', active: 'yes' }, 'active'],
      [{ content: 'x', type: 'info', extra: 1 }, 'extra'],
    ];
    for (const [body, field] of cases) {
      const res = await api(admin, 'POST', '/api/admin/alerts', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields).toHaveProperty(field);
    }
    expect((await api(admin, 'POST', '/api/admin/alerts', { type: 'info' })).json().error.fields.content).toBe(ALERT_MESSAGES.contentRequired);
    const alert = (await api(admin, 'POST', '/api/admin/alerts', { content: 'ok', type: 'info' })).json() as TSystemAlert;
    expect((await api(admin, 'PATCH', `/api/admin/alerts/${alert.id}`, {})).statusCode).toBe(400);
    expect((await api(admin, 'PATCH', '/api/admin/alerts/00000000-0000-4000-8000-000000000000', { active: false })).statusCode).toBe(404);
    expect((await api(admin, 'PATCH', '/api/admin/alerts/not-an-id', { active: false })).statusCode).toBe(404);
  });

  it('asks for a session to read and an admin to write', async () => {
    expect((await api(null, 'GET', '/api/alerts')).statusCode).toBe(401);
    expect((await api(user, 'POST', '/api/admin/alerts', { content: 'x', type: 'info' })).statusCode).toBe(403);
  });
});
