import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { parseInput } from '../../lib/validation.js';
import { listOutbox } from './dev-outbox.repository.js';

const ZOutboxQuery = z.object({ to: z.string().trim().max(320).optional(), limit: z.coerce.number().int().min(1).max(200).default(50) });

/** `GET /api/dev/outbox?to=`: the mails that would have been sent, newest first. Never in production. */
export async function devOutboxRoutes(app: FastifyInstance) {
  app.get('/api/dev/outbox', async (request) => {
    const query = parseInput(ZOutboxQuery, request.query);
    return listOutbox(app.db, query.to, query.limit);
  });
}
