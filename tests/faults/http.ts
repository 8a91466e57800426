/** A signed-in browser's calls to the server under test. */
export interface TClient {
  baseUrl: string;
  cookie: string;
}

export async function request(client: TClient, method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  const res = await fetch(`${client.baseUrl}${path}`, {
    method,
    headers: { origin: client.baseUrl, ...(client.cookie && { cookie: client.cookie }), ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  let json: unknown = text;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, json };
}

/** Signs up, follows the verification link from the dev outbox, and signs in. */
export async function signedInClient(baseUrl: string): Promise<TClient & { email: string }> {
  const anonymous = { baseUrl, cookie: '' };
  const email = `fault${Date.now().toString(36)}@example.com`;
  const password = 'Fault-Pass-2026!';
  const signUp = await request(anonymous, 'POST', '/api/auth/sign-up/email', { email, password, firstName: 'Fault', lastName: 'Runner', phone: '+1 555 010 2020', country: 'US', city: 'Austin', callbackURL: '/login?verified=1' });
  if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}: ${JSON.stringify(signUp.json)}`);
  const mails = (await request(anonymous, 'GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`)).json as { links: string[] }[];
  const link = new URL(mails[0].links.find((l) => l.includes('/verify-email'))!);
  await fetch(`${baseUrl}${link.pathname}${link.search}`, { redirect: 'manual' });
  const res = await fetch(`${baseUrl}/api/auth/sign-in/email`, { method: 'POST', headers: { origin: baseUrl, 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return { baseUrl, email, cookie: res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') };
}
