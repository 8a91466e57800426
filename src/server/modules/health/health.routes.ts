import type { FastifyInstance } from 'fastify';
import type { TPublicConfig } from '../../../shared/common/settings.js';
import { publicConfigOf } from './public-config.service.js';

/** Past this the database counts as unreachable (HAProxy's own check times out later). */
const HEALTH_TIMEOUT_MS = 3_000;

export async function healthRoutes(app: FastifyInstance) {
  /**
   * Says which database serves this instance, whether it answers right now, and how fast. The
   * check has a connection of its own: a load balancer asks it while the request pool may be
   * saturated, and a busy instance is not a dead one.
   */
  app.get('/api/health', async (_request, reply) => {
    try {
      const started = performance.now();
      await app.database.ping(HEALTH_TIMEOUT_MS);
      return { status: 'ok', database: app.database.kind, databaseLatencyMs: Math.round((performance.now() - started) * 10) / 10 };
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: app.database.kind, error: { code: 'unavailable', message: 'The database is not reachable' } });
    }
  });

  app.get('/api/public/config', async (): Promise<TPublicConfig> => publicConfigOf(app));
}
