import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '../../../shared/admin/admin.schema.js';
import { seedSampleData } from '../../db/seed/sample-data.js';
import { seedDemoFunnel } from '../../db/seed/demo-funnel.js';
import { seedDemoFollowUps } from '../../db/seed/demo-follow-ups.js';
import { seedDemoHotLeads } from '../../db/seed/demo-hot-leads.js';
import { seedDemoReferrals } from '../../db/seed/demo-referrals.js';
import { seedDemoSupport } from '../../db/seed/demo-support.js';
import { seedDemoDeals } from '../../db/seed/demo-deals.js';
import { demoClock } from '../../db/seed/demo-clock.js';
import { createUser } from '../../test/accounts.js';
import { call, createTestApp, type TTestApp } from '../../test/test-app.js';
import { prospectOf, type TTestUser } from '../follow-ups/follow-ups.test-support.js';
import { makeAdmin } from './admin.test-support.js';
import { deleteUserAsAdmin } from './account-removal.service.js';

let t: TTestApp;
let admin: TTestUser;
const api = (method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown, who: TTestUser = admin) => call(t.app, method, url, { cookie: who.cookie, body });

/** Every row of every table holding `needle` in any column, as `table.column: n`. */
async function rowsNaming(needle: string): Promise<string[]> {
  const columns = await t.app.database.query<{ table_name: string; column_name: string }>(
    `select c.table_name, c.column_name from information_schema.columns c join information_schema.tables tb on tb.table_name = c.table_name and tb.table_schema = c.table_schema
     where c.table_schema = 'public' and tb.table_type = 'BASE TABLE' and c.data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`,
  );
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const res = await t.app.database.query<{ n: number }>(`select count(*)::int as n from "${table}" where position(lower($1) in lower("${column}"::text)) > 0`, [needle]);
    if (res[0].n > 0) found.push(`${table}.${column}: ${res[0].n}`);
  }
  return found;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t.app, await createUser(t.app));
});
afterAll(() => t.close());

describe('deleting a user', () => {
  it('removes the account with all its data in every table, and leaves other accounts whole', async () => {
    const victim = await createUser(t.app);
    const bystander = await createUser(t.app);
    const db = t.app.db;
    await seedSampleData(db, victim.userId, { rankQualifiers: t.app.config.rankQualifiers });
    await seedDemoFunnel(db, victim.userId);
    await seedDemoFollowUps(db, victim.userId);
    await seedDemoHotLeads(db, victim.userId);
    await seedDemoReferrals(t.app, victim.userId);
    await seedDemoSupport(db, victim.userId);
    await seedDemoDeals(db, victim.userId, demoClock(new Date()));
    await t.app.database.query(`insert into two_factor (id, secret, backup_codes, user_id) values ('tf-' || $1, 's', 'c', $1)`, [victim.userId]);
    await call(t.app, 'POST', '/api/auth/request-password-reset', { body: { email: victim.email, redirectTo: '/login' } });
    await call(t.app, 'POST', '/api/auth/sign-in/email', { body: { email: victim.email, password: 'Wrong-Password-9' }, remoteAddress: '203.0.113.50' });
    await call(t.app, 'POST', '/api/auth/sign-in/email', { body: { email: victim.email, password: victim.password }, remoteAddress: '81.2.69.160' });
    const folder = join(t.app.config.dataDir, 'attachments', victim.userId);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'file'), 'x');
    await prospectOf(t.app, bystander.cookie);
    expect(await rowsNaming(victim.userId)).not.toEqual([]);
    const bystanderRows = await rowsNaming(bystander.userId);

    const res = await api('DELETE', `/api/admin/users/${victim.userId}`);
    expect(res.statusCode, res.body).toBe(204);

    expect(await rowsNaming(victim.userId)).toEqual([]);
    expect(await rowsNaming(victim.email)).toEqual([]);
    expect(existsSync(folder)).toBe(false);
    expect(await rowsNaming(bystander.userId)).toEqual(bystanderRows);
    expect((await api('GET', `/api/admin/users/${victim.userId}`)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/me', { cookie: victim.cookie })).statusCode).toBe(401);
    // Deleting an account is not a mass deletion by that account.
    expect((await api('GET', '/api/admin/security-events?kind=mass_deletion')).json().total).toBe(0);
  });

  it('re-checks admin rights inside the deletion, with the spec message', async () => {
    const other = await makeAdmin(t.app, await createUser(t.app));
    const target = await createUser(t.app);
    await t.app.database.query(`update "user" set role = 'user' where id = $1`, [other.userId]);
    await expect(deleteUserAsAdmin({ db: t.app.db, dataDir: t.app.config.dataDir }, other.userId, target.userId)).rejects.toMatchObject({ code: 'forbidden', message: ADMIN_MESSAGES.deleteNotAdmin });
    expect((await api('GET', `/api/admin/users/${target.userId}`)).statusCode).toBe(200);
  });

  it('refuses to delete yourself, and answers 404 for an unknown or malformed id', async () => {
    const self = await api('DELETE', `/api/admin/users/${admin.userId}`);
    expect(self.statusCode).toBe(409);
    expect(self.json().error.message).toBe(ADMIN_MESSAGES.selfDelete);
    expect((await api('DELETE', '/api/admin/users/nobody-here')).statusCode).toBe(404);
    expect((await api('DELETE', '/api/admin/users/bad%20id!')).statusCode).toBe(404);
  });
});

describe('removing two-factor authentication', () => {
  it('removes the factors, and says so when there are none', async () => {
    const user = await createUser(t.app);
    const none = await api('DELETE', `/api/admin/users/${user.userId}/two-factor`);
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe(ADMIN_MESSAGES.noTwoFactor);

    await t.app.database.query(`insert into two_factor (id, secret, backup_codes, user_id) values ('tf-' || $1, 's', 'c', $1)`, [user.userId]);
    await t.app.database.query(`update "user" set two_factor_enabled = true where id = $1`, [user.userId]);
    const removed = await api('DELETE', `/api/admin/users/${user.userId}/two-factor`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ id: user.userId, twoFactorEnabled: false });
    expect((await t.app.database.query(`select 1 from two_factor where user_id = $1`, [user.userId]))).toEqual([]);
    expect((await api('DELETE', '/api/admin/users/nobody-here/two-factor')).statusCode).toBe(404);
  });
});
