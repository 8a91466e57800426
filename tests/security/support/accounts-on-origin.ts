import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { signUpBody } from '../../../src/server/test/accounts.js';

/** `app.inject` as a browser on `origin` would send it. */
export function callFrom(app: FastifyInstance, origin: string | undefined, method: 'GET' | 'POST', url: string, options: { body?: unknown; cookie?: string; remoteAddress?: string; headers?: Record<string, string> } = {}): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    remoteAddress: options.remoteAddress,
    headers: {
      ...(origin && { origin }),
      ...(options.body !== undefined && { 'content-type': 'application/json' }),
      ...(options.cookie && { cookie: options.cookie }),
      ...options.headers,
    },
    payload: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

/** Signs up on an app served from `origin`, follows the mailed verification link, and answers the sign-in response. */
export async function signUpAndSignIn(app: FastifyInstance, origin: string) {
  const body = signUpBody();
  const signUp = await callFrom(app, origin, 'POST', '/api/auth/sign-up/email', { body });
  if (signUp.statusCode !== 200) throw new Error(`sign-up answered ${signUp.statusCode}: ${signUp.body}`);
  const mails = (await callFrom(app, origin, 'GET', `/api/dev/outbox?to=${encodeURIComponent(body.email)}`)).json() as { links: string[] }[];
  const link = new URL(mails[0].links.find((l) => l.includes('/verify-email'))!);
  await callFrom(app, origin, 'GET', link.pathname + link.search);
  const signIn = await callFrom(app, origin, 'POST', '/api/auth/sign-in/email', { body: { email: body.email, password: body.password } });
  return { ...body, signIn };
}

/** The attributes of the session cookie a response sets, by lower-case name; the name under `name`. */
export function sessionCookieOf(res: LightMyRequestResponse): Record<string, string | true> {
  const raw = [res.headers['set-cookie']].flat().filter(Boolean).map(String).find((c) => c.includes('session_token='));
  if (!raw) throw new Error(`no session cookie in ${JSON.stringify(res.headers['set-cookie'])}`);
  const [pair, ...attributes] = raw.split(';').map((p) => p.trim());
  const result: Record<string, string | true> = { name: pair.split('=')[0] };
  for (const attribute of attributes) {
    const [key, value] = attribute.split('=');
    result[key.toLowerCase()] = value ?? true;
  }
  return result;
}
