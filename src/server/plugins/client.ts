import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

export const CLIENT_DIST = resolve('dist/client');

/** Serves the built SPA; any non-API GET that is not a file gets index.html (client routing). */
export async function registerClient(app: FastifyInstance): Promise<boolean> {
  if (!existsSync(resolve(CLIENT_DIST, 'index.html'))) return false;
  await app.register(fastifyStatic, { root: CLIENT_DIST, wildcard: false, index: false, cacheControl: false, setHeaders: (res, path) => {
    res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
  } });
  return true;
}
