import type { TSession } from './session';

const KEY = 'upline-offline-session';

/**
 * Who was last signed in on this device, so that the app can still open offline (the session
 * check needs the server) and show the lists the service worker kept. The user's public fields
 * and the session's end only, never its token; removed at sign-out with the rest of localStorage.
 */
export function rememberSession(session: TSession): void {
  const { id, email, name, emailVerified, role } = session.user;
  const kept: TSession = { user: { id, email, name, emailVerified, role }, session: { id: session.session.id, expiresAt: session.session.expiresAt } };
  const text = JSON.stringify(kept);
  if (localStorage.getItem(KEY) !== text) localStorage.setItem(KEY, text);
}

/** The session last seen on this device, if it has not expired since. */
export function rememberedSession(now = Date.now()): TSession | null {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) ?? 'null') as TSession | null;
    if (!kept?.user?.id || !(Date.parse(kept.session?.expiresAt) > now)) return null;
    return kept;
  } catch {
    return null;
  }
}

export function forgetSession(): void {
  localStorage.removeItem(KEY);
}
