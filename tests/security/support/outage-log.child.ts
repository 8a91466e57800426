/**
 * Child process of the outage log check: builds the app with its real logger (stdout, trace
 * level), signs a user in, then makes the session query fail (the table is renamed away) and asks
 * for the profile and a sign-in, as a failing database would answer them. Writes the session
 * token to SECRETS_FILE; the parent greps everything this process printed for it.
 */
import { writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { buildApp } from '../../../src/server/app.js';
import { loadConfig } from '../../../src/server/config.js';
import { openTestDatabase } from '../../../src/server/test/template-database.js';

const origin = 'http://localhost:3000';
// Production's log format, but the dev outbox stays on: the child verifies its user through it.
const config = loadConfig(
  { NODE_ENV: process.env.CHILD_NODE_ENV ?? 'test', DATABASE_URL: 'memory://', BASE_URL: origin, BETTER_AUTH_SECRET: `outage-${randomBytes(16).toString('hex')}`, LOG_LEVEL: 'trace' },
  { devOutbox: true },
);
const database = await openTestDatabase(config, process.env.PGLITE_TEMPLATE_PATH);
const app = await buildApp({ config, database, logger: true });
await app.ready();

const send = (method: 'GET' | 'POST', url: string, body?: unknown, cookie?: string) =>
  app.inject({
    method,
    url,
    headers: { origin, ...(body !== undefined && { 'content-type': 'application/json' }), ...(cookie && { cookie }) },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });

const email = `outage${randomBytes(4).toString('hex')}@ex.com`;
const password = `Pw-${randomBytes(9).toString('base64url')}1a`;
await send('POST', '/api/auth/sign-up/email', { email, password, firstName: 'Out', lastName: 'Age', phone: '+1 555 123 4567', country: 'US', city: 'Austin', callbackURL: '/login' });
const mails = (await send('GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`)).json() as { links: string[] }[];
const verify = new URL(mails.flatMap((m) => m.links).find((l) => l.includes('/verify-email'))!);
await send('GET', verify.pathname + verify.search);
const signIn = await send('POST', '/api/auth/sign-in/email', { email, password });
const cookie = [signIn.headers['set-cookie']].flat().filter(Boolean).map((c) => String(c).split(';')[0]).join('; ');
const token = decodeURIComponent(/session_token=([^;.]+)/.exec(cookie)?.[1] ?? '');

await database.query('alter table "session" rename to session_away');
const statuses = [
  (await send('GET', '/api/me', undefined, cookie)).statusCode,
  (await send('GET', '/api/auth/get-session', undefined, cookie)).statusCode,
  (await send('POST', '/api/auth/sign-out', {}, cookie)).statusCode,
];
await database.query('alter table session_away rename to "session"');
await database.close();
statuses.push((await send('POST', '/api/auth/sign-in/email', { email, password })).statusCode);

writeFileSync(process.env.SECRETS_FILE!, JSON.stringify({ token, statuses }));
await app.close().catch(() => {});
