import type { FastifyInstance } from 'fastify';
import type { TPublicConfig } from '../../../shared/common/settings.js';
import { publicConfigOf } from './public-config.service.js';

export async function healthRoutes(app: FastifyInstance) {
  /** Says which database serves this instance, whether it answers right now, and how fast. */
  app.get('/api/health', async (_request, reply) => {
    try {
      const started = performance.now();
      await app.database.query('select 1');
      return { status: 'ok', database: app.database.kind, databaseLatencyMs: Math.round((performance.now() - started) * 10) / 10 };
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: app.database.kind, error: { code: 'unavailable', message: 'The database is not reachable' } });
    }
  });

  app.get('/api/public/config', async (): Promise<TPublicConfig> => publicConfigOf(app));
}
