import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (password: string, salt: string, keylen: number, options: { N: number; r: number; p: number }) => Promise<Buffer>;

/** Marks a hash made by the test-only hashing below: a production server never meets one (config refuses the setting there). */
export const TEST_HASH_PREFIX = 'test-scrypt$';

/**
 * Test-only password hashing (PASSWORD_HASH=test-fast, accepted with NODE_ENV=test only).
 * better-auth's scrypt (N=16384, r=16: 32 MB and ~0.1 s of CPU per hash, seconds on a loaded
 * 2-core machine) ran twice for every user the API tests made (sign-up, then sign-in), which was
 * most of `npm test`'s time. This is still a salted scrypt with a real comparison, so a wrong
 * password still fails, only with work factors that cost microseconds.
 */
export const TEST_FAST_PASSWORD_HASH = {
  async hash(password: string): Promise<string> {
    const salt = randomBytes(16).toString('hex');
    const key = await scryptAsync(password.normalize('NFKC'), salt, 32, { N: 16, r: 1, p: 1 });
    return `${TEST_HASH_PREFIX}${salt}:${key.toString('hex')}`;
  },
  async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
    if (!hash.startsWith(TEST_HASH_PREFIX)) return false;
    const [salt, key] = hash.slice(TEST_HASH_PREFIX.length).split(':');
    if (!salt || !key) return false;
    const expected = Buffer.from(key, 'hex');
    const actual = await scryptAsync(password.normalize('NFKC'), salt, expected.length, { N: 16, r: 1, p: 1 });
    return timingSafeEqual(actual, expected);
  },
};
