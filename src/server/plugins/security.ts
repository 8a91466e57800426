import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { AppError } from '../lib/app-error.js';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Routes whose callers are other sites by design: signed webhooks and OAuth providers' callbacks. */
const CROSS_SITE_ALLOWED = ['/api/billing/webhook', '/api/auth/callback/'];

/**
 * Security headers, and a cross-site check on every state-changing API call: a browser always
 * sends Origin on such requests, and ours must match the public origin. This covers sign-in too
 * (login CSRF), which better-auth checks only when cookies are present.
 */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const https = app.config.baseUrl.startsWith('https://');
  const socketOrigin = `${https ? 'wss' : 'ws'}://${new URL(app.config.baseUrl).host}`;
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        // The page talks to its own origin only, the realtime socket included.
        'connect-src': ["'self'", socketOrigin],
        'img-src': ["'self'", 'data:', 'https:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'frame-ancestors': ["'none'"],
        // The installable app: its service worker (/sw.js) and web manifest come from this origin only.
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        // Over plain http this directive turns the page blank on any host but localhost.
        'upgrade-insecure-requests': https ? [] : null,
      },
    },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  // On the raw response, as helmet sets them: answers written raw (a hijacked stream) carry them too.
  const entries = Object.entries(headers);
  app.addHook('onRequest', async (_request, reply) => {
    for (const [name, value] of entries) reply.raw.setHeader(name, value);
  });

  const trusted = new Set(app.config.trustedOrigins);
  app.addHook('onRequest', async (request) => {
    const path = pathOf(request.url);
    if (!UNSAFE_METHODS.has(request.method) || !path.startsWith('/api/')) return;
    if (CROSS_SITE_ALLOWED.some((p) => path.startsWith(p))) return;
    const origin = request.headers.origin;
    if (origin && !trusted.has(origin)) throw new AppError('forbidden', 'Cross-site request refused', { reason: 'invalid_origin' });
    if (!origin && request.headers['sec-fetch-site'] === 'cross-site') throw new AppError('forbidden', 'Cross-site request refused', { reason: 'invalid_origin' });
  });

  // API answers are one user's data (or an export of it): no shared or browser cache keeps them.
  app.addHook('onSend', async (request, reply) => {
    if (pathOf(request.url).startsWith('/api/') && !reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
  });
}

/**
 * The path a request names, also when its request line carries an absolute URL
 * (`POST http://host/api/...`), which the router accepts too.
 */
export function pathOf(url: string): string {
  if (url.startsWith('/')) return url.split('?')[0]!;
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

/**
 * The headers helmet sets with these options, worked out once: they never change between
 * requests, and building helmet's middleware for each request (as @fastify/helmet does) was about
 * 2 % of the server's CPU under load.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}
