import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { verifyPassword } from 'better-auth/crypto';
import { account } from '../../db/schema/index.js';
import { loadConfig } from '../../config.js';
import { createUser, signIn, STRONG_PASSWORD } from '../../test/accounts.js';
import { createTestApp, type TTestApp } from '../../test/test-app.js';
import { TEST_FAST_PASSWORD_HASH, TEST_HASH_PREFIX } from './password-hash.js';

/** better-auth's scrypt hash: a 16-byte salt and a 64-byte key, in hex. */
const BETTER_AUTH_SCRYPT = /^[0-9a-f]{32}:[0-9a-f]{128}$/;

async function storedHash(t: TTestApp, userId: string): Promise<string> {
  const [row] = await t.app.db.select({ password: account.password }).from(account).where(eq(account.userId, userId));
  return row!.password!;
}

describe('the test suites’ cheap password hash', () => {
  it('is a salted hash that tells a wrong password from the right one', async () => {
    const first = await TEST_FAST_PASSWORD_HASH.hash(STRONG_PASSWORD);
    const second = await TEST_FAST_PASSWORD_HASH.hash(STRONG_PASSWORD);
    expect(first.startsWith(TEST_HASH_PREFIX)).toBe(true);
    expect(first).not.toBe(second);
    expect(await TEST_FAST_PASSWORD_HASH.verify({ hash: first, password: STRONG_PASSWORD })).toBe(true);
    expect(await TEST_FAST_PASSWORD_HASH.verify({ hash: first, password: 'Str0ng!Pas' })).toBe(false);
    expect(await TEST_FAST_PASSWORD_HASH.verify({ hash: 'abc:def', password: STRONG_PASSWORD })).toBe(false);
  });

  it('is refused outside NODE_ENV=test, and no setting means scrypt', () => {
    expect(loadConfig({}).passwordHash).toBe('scrypt');
    expect(loadConfig({ NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(40) }).passwordHash).toBe('scrypt');
    expect(() => loadConfig({ NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(40), PASSWORD_HASH: 'test-fast' })).toThrow(/PASSWORD_HASH/);
    expect(() => loadConfig({ NODE_ENV: 'development', PASSWORD_HASH: 'test-fast' })).toThrow(/PASSWORD_HASH/);
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH: 'test-fast' }).passwordHash).toBe('test-fast');
  });
});

describe('an app on the default configuration hashes with better-auth’s scrypt', () => {
  let real: TTestApp;
  let cheap: TTestApp;
  beforeAll(async () => {
    // The setting a production server gets (nothing sets PASSWORD_HASH), beside a test app's.
    real = await createTestApp({ passwordHash: loadConfig({ NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(40) }).passwordHash });
    cheap = await createTestApp();
  });
  afterAll(async () => {
    await real?.close();
    await cheap?.close();
  });

  it('stores a scrypt hash that better-auth’s own check accepts, and signs in with it', async () => {
    const u = await createUser(real.app);
    const hash = await storedHash(real, u.userId);
    expect(hash).toMatch(BETTER_AUTH_SCRYPT);
    expect(await verifyPassword({ hash, password: STRONG_PASSWORD })).toBe(true);
    expect((await signIn(real.app, u.email, 'Wr0ng!Pass')).res.statusCode).toBe(401);
  });

  it('while a test app stores the cheap hash, and still refuses a wrong password', async () => {
    const u = await createUser(cheap.app);
    const hash = await storedHash(cheap, u.userId);
    expect(hash.startsWith(TEST_HASH_PREFIX)).toBe(true);
    expect((await signIn(cheap.app, u.email, 'Wr0ng!Pass')).res.statusCode).toBe(401);
  });
});
