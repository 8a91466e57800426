import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';

/**
 * Records the statements the app sends from now on (on either driver every statement outside a
 * transaction goes through the client's `query`, drizzle's and better-auth's alike), leaving out
 * the per-user rate counter's batches: they run on a timer, for every request of the last 100 ms,
 * not as part of the request being counted.
 */
export function recordStatements(app: FastifyInstance) {
  const spy = vi.spyOn(dbClient(app), 'query');
  const textOf = (args: unknown[]) => (typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string })?.text ?? ''));
  return {
    texts: () => spy.mock.calls.map(textOf).filter((text) => !text.includes('"api_rate_limits"')),
    spy,
    restore: () => spy.mockRestore(),
  };
}

/** The driver client under the app's drizzle handle (a PGlite or a node-postgres pool): both answer `query`. */
export const dbClient = (app: FastifyInstance) => (app.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
