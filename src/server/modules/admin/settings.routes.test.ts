import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAINTENANCE_MESSAGE, DEFAULT_SECURITY_THRESHOLDS, type TAppSettings } from '../../../shared/admin/settings.schema.js';
import { createUser, signIn } from '../../test/accounts.js';
import { call, createTestApp, type TTestApp } from '../../test/test-app.js';
import type { TTestUser } from '../follow-ups/follow-ups.test-support.js';
import { makeAdmin } from './admin.test-support.js';

let t: TTestApp;
let admin: TTestUser;
let user: TTestUser;
const api = (who: TTestUser | null, method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) => call(t.app, method, url, { cookie: who?.cookie, body });
const save = (body: unknown) => api(admin, 'PATCH', '/api/admin/settings', body);

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t.app, await createUser(t.app));
  user = await createUser(t.app);
});
afterAll(() => t.close());

describe('settings', () => {
  it('starts from the defaults and saves any subset', async () => {
    expect((await api(admin, 'GET', '/api/admin/settings')).json()).toMatchObject({ maintenanceMode: false, maintenanceMessage: '', ...DEFAULT_SECURITY_THRESHOLDS, updatedAt: null });
    const saved = await save({ failedSignInThreshold: 8, massDeletionWindowMinutes: 30 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ failedSignInThreshold: 8, massDeletionWindowMinutes: 30, failedSignInWindowMinutes: DEFAULT_SECURITY_THRESHOLDS.failedSignInWindowMinutes });
    const read = (await api(admin, 'GET', '/api/admin/settings')).json() as TAppSettings;
    expect(read.failedSignInThreshold).toBe(8);
    expect(read.updatedAt).not.toBeNull();
  });

  it('refuses bad values with 400 and the field', async () => {
    for (const [body, field] of [
      [{ maintenanceMode: 'on' }, 'maintenanceMode'],
      [{ failedSignInThreshold: 1 }, 'failedSignInThreshold'],
      [{ failedSignInWindowMinutes: 2.5 }, 'failedSignInWindowMinutes'],
      [{ massDeletionThreshold: 'many' }, 'massDeletionThreshold'],
      [{ maintenanceMessage: 'x'.repeat(1001) }, 'maintenanceMessage'],
      [{ unknown: true }, 'unknown'],
    ] as [unknown, string][]) {
      const res = await save(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields).toHaveProperty(field);
    }
    expect((await save({})).statusCode).toBe(400);
    expect((await api(user, 'PATCH', '/api/admin/settings', { maintenanceMode: true })).statusCode).toBe(403);
  });
});

describe('maintenance mode', () => {
  it('answers 503 with the message to everyone but admins, keeps sign-in, and ends cleanly', async () => {
    expect((await api(null, 'GET', '/api/maintenance')).json()).toEqual({ maintenanceMode: false, maintenanceMessage: DEFAULT_MAINTENANCE_MESSAGE });
    expect((await save({ maintenanceMode: true, maintenanceMessage: 'Back at 14:00 UTC' })).statusCode).toBe(200);

    const refused = await api(user, 'GET', '/api/me');
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ error: { code: 'maintenance', message: 'Back at 14:00 UTC' } });
    expect((await api(user, 'POST', '/api/prospects', { firstName: 'A', lastName: 'B' })).statusCode).toBe(503);
    expect((await api(null, 'GET', '/api/billing/plans')).statusCode).toBe(503);
    expect((await api(null, 'GET', '/api/maintenance')).json()).toEqual({ maintenanceMode: true, maintenanceMessage: 'Back at 14:00 UTC' });
    expect((await api(null, 'GET', '/api/health')).statusCode).toBe(200);
    expect((await api(null, 'GET', '/api/public/config')).statusCode).toBe(200);

    // Admins carry on, and can still sign in.
    expect((await api(admin, 'GET', '/api/me')).statusCode).toBe(200);
    expect((await signIn(t.app, admin.email, admin.password)).res.statusCode).toBe(200);
    expect((await signIn(t.app, user.email, user.password)).res.statusCode).toBe(200);

    // An empty message falls back to ours.
    await save({ maintenanceMessage: '' });
    expect((await api(user, 'GET', '/api/me')).json().error.message).toBe(DEFAULT_MAINTENANCE_MESSAGE);

    await save({ maintenanceMode: false });
    expect((await api(user, 'GET', '/api/me')).statusCode).toBe(200);
  });
});
