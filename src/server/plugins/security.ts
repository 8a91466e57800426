import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
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
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'connect-src': ["'self'", 'ws:', 'wss:'],
        'img-src': ["'self'", 'data:', 'https:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'frame-ancestors': ["'none'"],
        // Over plain http this directive turns the page blank on any host but localhost.
        'upgrade-insecure-requests': https ? [] : null,
      },
    },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });

  const trusted = new Set(app.config.trustedOrigins);
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (CROSS_SITE_ALLOWED.some((p) => request.url.startsWith(p))) return;
    const origin = request.headers.origin;
    if (origin && !trusted.has(origin)) throw new AppError('forbidden', 'Cross-site request refused', { reason: 'invalid_origin' });
    if (!origin && request.headers['sec-fetch-site'] === 'cross-site') throw new AppError('forbidden', 'Cross-site request refused', { reason: 'invalid_origin' });
  });
}
