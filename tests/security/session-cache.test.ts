import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSecondInstance, createTestApp, call, type TTestApp } from '../../src/server/test/test-app.js';
import { createUser } from '../../src/server/test/accounts.js';

/**
 * Instances trust a session they checked for a while (no database round trip), yet a sign-out,
 * ban or role change ends that trust on every instance within a second.
 */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

/** Polls until `check` holds, for at most a second: the promise the cache makes. */
async function withinOneSecond(check: () => Promise<boolean>): Promise<boolean> {
  const end = Date.now() + 1000;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > end) return false;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('session cache', () => {
  it('answers repeated requests of a session without looking it up again', async () => {
    const u = await createUser(t.app);
    const lookups = vi.spyOn(t.app.auth.api, 'getSession');
    try {
      for (let i = 0; i < 5; i += 1) expect((await call(t.app, 'GET', '/api/me', { cookie: u.cookie })).statusCode).toBe(200);
      expect(lookups.mock.calls.length).toBeLessThanOrEqual(1);
    } finally {
      lookups.mockRestore();
    }
  });

  it('ends a signed-out session at once, and a banned or demoted user within a second', async () => {
    const u = await createUser(t.app);
    expect((await call(t.app, 'GET', '/api/me', { cookie: u.cookie })).statusCode).toBe(200);
    expect((await call(t.app, 'POST', '/api/auth/sign-out', { cookie: u.cookie, body: {} })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/me', { cookie: u.cookie })).statusCode).toBe(401);

    const banned = await createUser(t.app);
    expect((await call(t.app, 'GET', '/api/me', { cookie: banned.cookie })).statusCode).toBe(200);
    // Written straight to the database, as another instance or an operator would.
    await t.app.database.query(`update "user" set banned = true where id = $1`, [banned.userId]);
    await t.app.database.query(`delete from "session" where user_id = $1`, [banned.userId]);
    expect(await withinOneSecond(async () => (await call(t.app, 'GET', '/api/me', { cookie: banned.cookie })).statusCode === 401)).toBe(true);

    const admin = await createUser(t.app);
    await t.app.database.query(`update "user" set role = 'admin' where id = $1`, [admin.userId]);
    expect(await withinOneSecond(async () => (await call(t.app, 'GET', '/api/admin/announcements', { cookie: admin.cookie })).statusCode === 200)).toBe(true);
    await t.app.database.query(`update "user" set role = 'user' where id = $1`, [admin.userId]);
    expect(await withinOneSecond(async () => (await call(t.app, 'GET', '/api/admin/announcements', { cookie: admin.cookie })).statusCode === 403)).toBe(true);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('ends a session signed out through another instance within a second', async () => {
    const second = await createSecondInstance(t);
    try {
      const u = await createUser(t.app);
      expect((await call(second.app, 'GET', '/api/me', { cookie: u.cookie })).statusCode).toBe(200);
      expect((await call(second.app, 'GET', '/api/me', { cookie: u.cookie })).statusCode).toBe(200);
      expect((await call(t.app, 'POST', '/api/auth/sign-out', { cookie: u.cookie, body: {} })).statusCode).toBe(200);
      expect(await withinOneSecond(async () => (await call(second.app, 'GET', '/api/me', { cookie: u.cookie })).statusCode === 401)).toBe(true);
    } finally {
      await second.close();
    }
  });
});
