import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { isLoopback } from '../../config.js';
import { AppError } from '../../lib/app-error.js';
import { parseInput } from '../../lib/validation.js';
import { listOutbox } from './dev-outbox.repository.js';

const ZOutboxQuery = z.object({ to: z.string().trim().min(1).max(320), limit: z.coerce.number().int().min(1).max(200).default(50) });

/**
 * The outbox holds every account's verification and reset links: only this machine may read it
 * (both the socket peer and, behind a trusted proxy, the forwarded client must be loopback).
 */
function fromThisMachine(request: FastifyRequest): boolean {
  return isLoopback(request.socket.remoteAddress ?? '') && isLoopback(request.ip);
}

/** `GET /api/dev/outbox?to=`: the mails one address would have received, newest first. Never in production. */
export async function devOutboxRoutes(app: FastifyInstance) {
  app.get('/api/dev/outbox', async (request) => {
    if (!fromThisMachine(request)) throw new AppError('forbidden', 'The dev outbox answers only on this machine');
    const query = parseInput(ZOutboxQuery, request.query);
    return listOutbox(app.db, query.to, query.limit);
  });
}
