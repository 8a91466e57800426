import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call, cookieOf } from './test-app.js';

export const STRONG_PASSWORD = 'Str0ng!Pass';

export function signUpBody(overrides: Record<string, unknown> = {}) {
  const suffix = randomBytes(4).toString('hex');
  return {
    email: `u${suffix}@ex.com`,
    password: STRONG_PASSWORD,
    firstName: 'Ana',
    lastName: "O'Neil-Smith",
    phone: '+1 (555) 123-4567',
    country: 'US',
    city: 'Austin',
    callbackURL: '/login?verified=1',
    ...overrides,
  };
}

export async function latestMail(app: FastifyInstance, to: string) {
  const res = await call(app, 'GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const mails = res.json() as { subject: string; text: string; links: string[] }[];
  return mails[0];
}

/** Follows the verification link of the newest mail to `email`, as a person's click would. */
export async function verifyEmail(app: FastifyInstance, email: string) {
  const mail = await latestMail(app, email);
  const link = mail.links.find((l) => l.includes('/verify-email'));
  expect(link).toBeDefined();
  const url = new URL(link!);
  return call(app, 'GET', url.pathname + url.search);
}

export async function signIn(app: FastifyInstance, email: string, password = STRONG_PASSWORD) {
  const res = await call(app, 'POST', '/api/auth/sign-in/email', { body: { email, password } });
  return { res, cookie: cookieOf(res) };
}

/** A registered, verified, signed-in user. */
export async function createUser(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const body = signUpBody(overrides);
  const res = await call(app, 'POST', '/api/auth/sign-up/email', { body });
  expect(res.statusCode, res.body).toBe(200);
  await verifyEmail(app, body.email);
  const { res: signInRes, cookie } = await signIn(app, body.email, body.password);
  expect(signInRes.statusCode, signInRes.body).toBe(200);
  const userId = (signInRes.json() as { user: { id: string } }).user.id;
  return { ...body, cookie, userId };
}
