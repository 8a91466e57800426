import type { FastifyInstance } from 'fastify';

export interface TRoute {
  method: string;
  url: string;
}

/** Public by design; everything else under /api must refuse a caller without a session. */
export const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'GET /api/public/config',
  // The operator's marketing figures and testimonials, shown on the landing page.
  'GET /api/public/marketing',
  'GET /api/referral/codes/:code',
  'GET /api/dev/outbox',
  'GET /api/billing/plans',
  'POST /api/billing/webhook',
  // Whether the service is in maintenance: the maintenance page asks before anyone signs in.
  'GET /api/maintenance',
]);

/**
 * Called server to server by the payment provider, proven by a signature over the body instead of
 * a session and an Origin (billing.routes.test.ts refuses every unsigned or altered call).
 */
export const SIGNED_ROUTES = new Set(['POST /api/billing/webhook']);

export const MUTATION_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const keyOf = (route: TRoute) => `${route.method} ${route.url}`;
/** better-auth answers everything under one wildcard route; its endpoints get focused samples. */
export const isAuthRoute = (route: TRoute) => route.url.startsWith('/api/auth/');
export const isPublicRoute = (route: TRoute) => isAuthRoute(route) || PUBLIC_ROUTES.has(keyOf(route));
export const isAdminRoute = (route: TRoute) => route.url === '/api/admin' || route.url.startsWith('/api/admin/');
export const isMutation = (route: TRoute) => MUTATION_METHODS.has(route.method);
/** A search that takes its query in a POST body: read-only, so it belongs with the lists. */
export const isSearch = (route: TRoute) => route.method === 'POST' && /\/search$/.test(route.url);

/** The `:name` parameters of a route, in order. */
export const paramsOf = (url: string): string[] => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);

/**
 * The API routes of the app, from the route table its onRoute hook fills. Routes outside /api
 * are the static client's files (GET only), which hold no user data.
 */
export function apiRoutes(app: FastifyInstance): TRoute[] {
  const seen = new Set<string>();
  const routes: TRoute[] = [];
  for (const route of app.routeTable) {
    if (!route.url.startsWith('/api/') || seen.has(keyOf(route))) continue;
    seen.add(keyOf(route));
    routes.push({ method: route.method, url: route.url });
  }
  return routes;
}

/** Percent-encodes a path segment; a lone surrogate cannot be encoded, so it is sent as raw bytes. */
export function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, '')) + '%ED%A0%80';
  }
}

/** The route's URL with each `:param` replaced; a parameter without a value is a test-suite gap. */
export function fillPath(url: string, values: Record<string, string>): string {
  if (url.includes('*')) throw new Error(`Wildcard route ${url} needs its own sample in the security suites`);
  return url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for :${name} in ${url}`);
    return encodeSegment(value);
  });
}

/** The part of a URL up to and including a parameter: `/api/prospects/:id/comments/:commentId` → `.../:commentId`. */
export function paramPrefix(url: string, param: string): string {
  const index = url.indexOf(`:${param}`);
  return url.slice(0, index + param.length + 1);
}
