import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, createVerifiedAccount } from '../../db/seed/demo-accounts.js';
import { createTestApp, call, type TTestApp } from '../../test/test-app.js';
import { signIn } from '../../test/accounts.js';

describe('GET /api/public/config: demo sign-ins', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const demoAccountsOf = async () => (await call(t.app, 'GET', '/api/public/config')).json().demoAccounts;

  it('offers none while the demo accounts do not exist', async () => {
    expect(await demoAccountsOf()).toEqual([]);
  });

  it('offers the seeded demo accounts, named as the README and the console name them', async () => {
    for (const account of DEMO_ACCOUNTS) await createVerifiedAccount(t.app, account);
    expect(await demoAccountsOf()).toEqual([
      { role: 'admin', email: 'admin@upline.local', password: 'Admin-Demo-2026!' },
      { role: 'seller', email: 'seller@upline.local', password: 'Seller-Demo-2026!' },
    ]);
  });

  it('stops offering an account whose password was changed: the new one is never shown', async () => {
    const seller = DEMO_ACCOUNTS.find((a) => a.label === 'seller')!;
    const { cookie } = await signIn(t.app, seller.email, seller.password);
    const changed = await call(t.app, 'POST', '/api/auth/change-password', { cookie, body: { currentPassword: seller.password, newPassword: 'Mine-Now-2026!' } });
    expect(changed.statusCode).toBe(200);
    const offered = await demoAccountsOf();
    expect(offered.map((a: { role: string }) => a.role)).toEqual(['admin']);
    expect(JSON.stringify(offered)).not.toContain('Mine-Now-2026!');
  });
});

describe('GET /api/public/config in production', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: 'production', devOutbox: false });
    for (const account of DEMO_ACCOUNTS) await createVerifiedAccount(t.app, account);
  });
  afterAll(() => t.close());

  it('never offers demo sign-ins, even when the accounts exist', async () => {
    expect((await call(t.app, 'GET', '/api/public/config')).json().demoAccounts).toEqual([]);
  });
});
