import type { FastifyRequest } from 'fastify';
import type { TSessionUser } from './session.js';

export interface TCachedSession {
  user: TSessionUser;
  session: { id: string; expiresAt: Date };
}

interface TEntry extends TCachedSession {
  until: number;
}

/** better-auth's session cookie (`upline.session_token`, `__Secure-` prefixed on https). */
const SESSION_COOKIE = /^(__Secure-)?upline\.session_token$/;

/** The raw session cookie of a request, or null when it carries none. */
export function sessionCookieOf(request: FastifyRequest): string | null {
  const cookies = request.cookies ?? {};
  for (const [name, value] of Object.entries(cookies)) if (SESSION_COOKIE.test(name) && value) return value;
  return null;
}

/**
 * Signed-in sessions this instance has recently checked, so most requests skip the two queries of
 * a session lookup. Entries die at their TTL, at their session's expiry, and at once when the
 * database announces that a session ended or a user changed (the realtime channel reaches every
 * instance, migrations 0014 and 0022). The generation guards a lookup that raced such an
 * announcement: its answer may be stale, so it is not kept.
 */
export class SessionCache {
  private readonly entries = new Map<string, TEntry>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** Call before the database lookup; pass the answer to `set` with the same token. */
  begin(): number {
    return this.generation;
  }

  get(cookie: string, now = Date.now()): TCachedSession | null {
    const entry = this.entries.get(cookie);
    if (!entry) return null;
    if (entry.until <= now || entry.session.expiresAt.getTime() <= now) {
      this.entries.delete(cookie);
      return null;
    }
    return entry;
  }

  set(cookie: string, value: TCachedSession, token: number, now = Date.now()): void {
    if (!this.enabled || token !== this.generation) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(cookie, { ...value, until: now + this.ttlMs });
  }

  forget(to: { sessionIds: string[] } | { userIds: string[] }): void {
    this.generation += 1;
    const ids = new Set('userIds' in to ? to.userIds : to.sessionIds);
    for (const [cookie, entry] of this.entries) if (ids.has('userIds' in to ? entry.user.id : entry.session.id)) this.entries.delete(cookie);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
