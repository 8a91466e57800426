import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';
import { Semaphore, SemaphoreBusyError } from '../lib/semaphore.js';
import { runWithConnectionBudget } from '../db/connection-budget.js';
import { ApiRateCounter } from '../modules/limits/api-rate-counter.js';

/** Requests of one user that may wait for a turn on this instance before the next is refused. */
const MAX_WAITING_PER_USER = 50;
/** A request that waited this long for its user's turn is answered 429 instead. */
const MAX_WAIT_MS = 15_000;

/**
 * One user cannot take the service from the others: each signed-in request counts against the
 * user's rate (in the database, so it holds across instances: `ApiRateCounter`), at most `apiUserConcurrency` of a
 * user's requests run at once on an instance (the rest queue, in order), and each request holds
 * at most `dbConnectionsPerRequest` pooled connections.
 */
export function registerUserLimits(app: FastifyInstance): (request: FastifyRequest, reply: FastifyReply, userId: string) => Promise<void> {
  const { apiRateLimit, apiUserConcurrency, dbConnectionsPerRequest } = app.config;
  const turns = new Map<string, Semaphore>();
  const rate = new ApiRateCounter(app.db, apiRateLimit.windowSeconds);
  app.addHook('onClose', () => rate.close());

  // Callback style keeps the rest of the request's lifecycle inside the budget's async context.
  app.addHook('preValidation', (_request, _reply, done) => runWithConnectionBudget(dbConnectionsPerRequest, done));
  const releaseTurn = async (request: FastifyRequest) => request.releaseUserTurn?.();
  // onSend runs once the handler has answered, even for a client that has gone; onResponse covers
  // answers that skip onSend.
  app.addHook('onSend', releaseTurn);
  app.addHook('onResponse', releaseTurn);

  return async function enforceUserLimits(request, reply, userId) {
    const { count, windowEndsAt } = await rate.hit(userId);
    if (count > apiRateLimit.max) {
      void reply.header('retry-after', String(Math.max(1, Math.ceil((windowEndsAt.getTime() - Date.now()) / 1000))));
      throw new AppError('rate_limited', 'Too many requests. Please try again later.');
    }
    let turn = turns.get(userId);
    if (!turn) turns.set(userId, (turn = new Semaphore(apiUserConcurrency, MAX_WAITING_PER_USER)));
    const own = turn;
    // A user with nothing running or waiting leaves no entry behind.
    const forgetIfIdle = () => {
      if (own.load === 0 && turns.get(userId) === own) turns.delete(userId);
    };
    try {
      const release = await own.acquire(MAX_WAIT_MS);
      request.releaseUserTurn = () => {
        release();
        forgetIfIdle();
      };
    } catch (error) {
      forgetIfIdle();
      if (error instanceof SemaphoreBusyError) throw new AppError('rate_limited', 'Too many requests at once. Please try again in a moment.');
      throw error;
    }
  };
}
