export const AUTH_MODES = ['login', 'register', 'forgotPassword', 'updatePassword'] as const;
export type TAuthMode = (typeof AUTH_MODES)[number];

export const AUTH_REASONS = ['not_authenticated', 'email_not_confirmed', 'session_expired'] as const;
export type TAuthReason = (typeof AUTH_REASONS)[number];

/** What other screens may pass to the auth screen through navigation state. */
export interface TAuthLocationState {
  mode?: TAuthMode;
  /** Where the protected-route guard stopped the person: a path or a location object. */
  from?: unknown;
  reason?: TAuthReason;
  showVerification?: boolean;
  email?: string;
}

export const MODE_PATHS: Record<TAuthMode, string> = {
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  updatePassword: '/login',
};

const AUTH_PATHS = ['/login', '/register', '/forgot-password'];

export function isAuthPath(pathname: string): boolean {
  return AUTH_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads navigation state defensively: it may come from any screen, or be left over in history. */
export function authStateOf(state: unknown): TAuthLocationState {
  if (!isRecord(state)) return {};
  const mode = AUTH_MODES.find((m) => m === state.mode);
  const reason = AUTH_REASONS.find((r) => r === state.reason);
  return {
    mode,
    from: state.from,
    reason,
    showVerification: state.showVerification === true,
    email: typeof state.email === 'string' ? state.email : undefined,
  };
}

function hashParams(hash: string): URLSearchParams {
  return new URLSearchParams(hash.replace(/^#/, ''));
}

/** Whether the hash carries the recovery marker of a password-reset link (`#type=recovery…`). */
export function hasRecoveryMarker(hash: string): boolean {
  return hashParams(hash).get('type') === 'recovery';
}

/** The token of a password-recovery link: null without the marker, '' when the link lost it. */
export function recoveryTokenOf(hash: string): string | null {
  return hasRecoveryMarker(hash) ? (hashParams(hash).get('token') ?? '') : null;
}

/** Spec 01 §4.3: navigation state first, then the recovery marker, then the path. */
export function pickAuthMode({ pathname, hash = '', state }: { pathname: string; hash?: string; state?: unknown }): TAuthMode {
  const fromState = authStateOf(state).mode;
  if (fromState) return fromState;
  if (hasRecoveryMarker(hash)) return 'updatePassword';
  if (pathname === '/register' || pathname.startsWith('/register/')) return 'register';
  if (pathname === '/forgot-password') return 'forgotPassword';
  return 'login';
}

function pathOf(from: unknown): string | null {
  if (typeof from === 'string') return from;
  if (isRecord(from) && typeof from.pathname === 'string') {
    const search = typeof from.search === 'string' ? from.search : '';
    const hash = typeof from.hash === 'string' ? from.hash : '';
    return from.pathname + search + hash;
  }
  return null;
}

/**
 * Where a signed-in user goes from the auth screen: back to where the guard stopped them, unless
 * that was an auth page; else the admin dashboard for admins and the dashboard for everyone else.
 */
export function destinationAfterSignIn(role: string | null | undefined, from?: unknown): string {
  const origin = pathOf(from);
  if (origin && origin.startsWith('/') && !origin.startsWith('//') && !isAuthPath(origin.split(/[?#]/)[0])) return origin;
  return role === 'admin' ? '/admin' : '/dashboard';
}
