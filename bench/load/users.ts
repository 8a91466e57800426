import { randomBytes } from 'node:crypto';
import type { TDatabase } from '../../src/server/db/client.js';

export interface TLoadUser {
  id: string;
  email: string;
  cookie: string;
}

async function post(baseUrl: string, path: string, body: unknown): Promise<Response> {
  const res = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: baseUrl }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return res;
}

/**
 * Signs up `count` users over HTTP, marks their emails verified in the database (the mail link
 * would do the same; production mode has no dev outbox), and signs each in for a session cookie.
 */
export async function signUpUsers(baseUrl: string, database: Pick<TDatabase, 'query'>, count: number): Promise<TLoadUser[]> {
  const run = randomBytes(3).toString('hex');
  const password = `Load-${randomBytes(6).toString('hex')}1!`;
  const emails = Array.from({ length: count }, (_, i) => `load${run}.${i}@example.com`);
  const users: TLoadUser[] = [];
  for (let start = 0; start < count; start += 10) {
    const batch = emails.slice(start, start + 10);
    await Promise.all(batch.map((email) => post(baseUrl, '/api/auth/sign-up/email', { email, password, firstName: 'Load', lastName: 'Tester', phone: '+1 555 010 1010', country: 'US', city: 'Austin' })));
  }
  await database.query('update "user" set email_verified = true where email = any($1)', [emails]);
  for (let start = 0; start < count; start += 10) {
    const batch = await Promise.all(
      emails.slice(start, start + 10).map(async (email) => {
        const res = await post(baseUrl, '/api/auth/sign-in/email', { email, password });
        const { user } = (await res.json()) as { user: { id: string } };
        const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
        return { id: user.id, email, cookie };
      }),
    );
    users.push(...batch);
  }
  return users;
}

/** Starts each user's free trial (`POST /api/billing/trial`), so the premium modules answer them. */
export async function startTrials(baseUrl: string, users: TLoadUser[]): Promise<void> {
  for (let start = 0; start < users.length; start += 10) {
    await Promise.all(
      users.slice(start, start + 10).map(async (user) => {
        const res = await fetch(`${baseUrl}/api/billing/trial`, { method: 'POST', headers: { cookie: user.cookie, origin: baseUrl, 'content-type': 'application/json' }, body: '{}' });
        if (!res.ok) throw new Error(`/api/billing/trial answered ${res.status}: ${await res.text()}`);
      }),
    );
  }
}
