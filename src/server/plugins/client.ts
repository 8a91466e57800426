import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

export const CLIENT_DIST = resolve('dist/client');

/** Hashed build output: its name changes with its content, so a copy never goes stale. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA; any non-API GET that is not a file gets index.html (client routing).
 * Text files go out as the brotli or gzip copy the build made beside them (vite.config.ts), per
 * the request's Accept-Encoding, with `Vary: Accept-Encoding`; index.html and the files of
 * `public/` are revalidated on every use, so a deployment shows at once.
 */
export async function registerClient(app: FastifyInstance, root = CLIENT_DIST): Promise<boolean> {
  if (!existsSync(resolve(root, 'index.html'))) return false;
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
  return true;
}
