import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { sessionCookieOf } from './session-cache.js';

export const CLIENT_DIST = resolve('dist/client');

/** Hashed build output: its name changes with its content, so a copy never goes stale. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Which built page a client route gets (a file of the client's root). */
export type TClientDocument = (request: FastifyRequest, reply: FastifyReply) => 'index.html' | 'landing.html';

/**
 * Serves the built SPA; any non-API GET that is not a file gets a page of it (client routing),
 * chosen by the returned function: index.html, the app, except for `/` without a session cookie
 * (a first visit, nobody signed in), which gets landing.html, the landing page's lighter build
 * (vite.config.ts). With a cookie the app decides, as it must: a signed-in user goes on to the
 * dashboard, an expired session sees the same landing page.
 * Text files go out as the brotli or gzip copy the build made beside them (vite.config.ts), per
 * the request's Accept-Encoding, with `Vary: Accept-Encoding`; index.html and the files of
 * `public/` are revalidated on every use, so a deployment shows at once.
 */
export async function registerClient(app: FastifyInstance, root = CLIENT_DIST): Promise<TClientDocument | null> {
  if (!existsSync(resolve(root, 'index.html'))) return null;
  const landing = existsSync(resolve(root, 'landing.html'));
  const assets = resolve(root, 'assets');
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, path) => {
      res.header('cache-control', path.startsWith(assets) ? IMMUTABLE : 'no-cache');
    },
  });
  return (request, reply) => {
    if (!landing || request.url.split('?')[0] !== '/') return 'index.html';
    // Two answers for one address, by the session cookie: a shared cache must tell them apart.
    void reply.header('vary', 'cookie');
    return sessionCookieOf(request) === null ? 'landing.html' : 'index.html';
  };
}
