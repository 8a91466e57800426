/**
 * Child process of the secrets-in-logs check: builds the app with its real logger (pino on stdout,
 * at trace level), walks through sign-up, email verification, sign-in, profile calls, password
 * reset and sign-out, then writes the secrets it used to SECRETS_FILE. The parent reads stdout.
 */
import { writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { buildApp } from '../../../src/server/app.js';
import { loadConfig } from '../../../src/server/config.js';
import { openTestDatabase } from '../../../src/server/test/template-database.js';

const origin = 'http://localhost:3000';
const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'memory://', BASE_URL: origin, BETTER_AUTH_SECRET: process.env.BETTER_AUTH_SECRET, LOG_LEVEL: 'trace' });
// The parent passes the run's migrated PGlite template, so this app starts without migrating.
const database = await openTestDatabase(config, process.env.PGLITE_TEMPLATE_PATH);
const app = await buildApp({ config, database, logger: true });
await app.ready();

async function send(method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown, cookie?: string) {
  const res = await app.inject({
    method,
    url,
    headers: { origin, ...(body !== undefined && { 'content-type': 'application/json' }), ...(cookie && { cookie }) },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.statusCode >= 400) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return res;
}
const cookieOf = (res: Awaited<ReturnType<typeof send>>) => [res.headers['set-cookie']].flat().filter(Boolean).map((c) => String(c).split(';')[0]).join('; ');
const linkTo = async (email: string, part: string) => {
  const mails = (await send('GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`)).json() as { links: string[] }[];
  const link = mails.flatMap((m) => m.links).find((l) => l.includes(part));
  if (!link) throw new Error(`no ${part} link mailed to ${email}`);
  return new URL(link);
};

const email = `logs${randomBytes(4).toString('hex')}@ex.com`;
const password = `Pw-${randomBytes(9).toString('base64url')}1a`;
const newPassword = `Np-${randomBytes(9).toString('base64url')}2b`;
await send('POST', '/api/auth/sign-up/email', { email, password, firstName: 'Log', lastName: 'Check', phone: '+1 555 123 4567', country: 'US', city: 'Austin', callbackURL: '/login?verified=1' });
const verifyLink = await linkTo(email, '/verify-email');
await send('GET', verifyLink.pathname + verifyLink.search);
const signIn = await send('POST', '/api/auth/sign-in/email', { email, password });
const cookie = cookieOf(signIn);
await send('GET', '/api/me', undefined, cookie);
await send('PATCH', '/api/me', { city: 'Lyon' }, cookie);
await send('POST', '/api/auth/request-password-reset', { email, redirectTo: '/login' });
const resetLink = await linkTo(email, 'type=recovery');
const resetToken = new URLSearchParams(resetLink.hash.slice(1)).get('token') ?? '';
await send('POST', '/api/auth/reset-password', { newPassword, token: resetToken });
const again = await send('POST', '/api/auth/sign-in/email', { email, password: newPassword });
await send('POST', '/api/auth/sign-out', {}, cookieOf(again));

writeFileSync(
  process.env.SECRETS_FILE ?? 'secrets.json',
  JSON.stringify({
    password,
    newPassword,
    sessionToken: decodeURIComponent(/session_token=([^;]+)/.exec(cookie)?.[1] ?? '').split('.')[0],
    verificationToken: verifyLink.searchParams.get('token'),
    resetToken,
    authSecret: config.authSecret,
  }),
);
await app.close();
await database.close();
