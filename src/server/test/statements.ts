import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';

type TQuery = (...args: unknown[]) => unknown;
type TQueryable = { query: TQuery };

const textOf = (args: unknown[]) => (typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string })?.text ?? ''));

/** The maintenance state's read (plugins/maintenance.ts): cached 2 s, made again by whichever request comes next. */
const MAINTENANCE_READ = /^select\b.*\bfrom "app_settings"/is;

/**
 * Records the statements the app sends from now on, leaving out the per-user rate counter's
 * batches (they run on a timer, for every request of the last 100 ms) and the maintenance state's
 * refresh (on a busy machine more than its 2 s cache may pass between two requests of a test):
 * neither is part of the request being counted. Outside a transaction every statement goes through the driver client's `query`
 * (drizzle's and better-auth's alike, on either driver); a transaction's go through the client it
 * holds (a pooled connection, or PGlite's transaction), recorded while the transaction runs, with
 * its BEGIN and COMMIT where the driver sends them as statements (node-postgres; PGlite does not).
 * Restore it (`restore`, in a `finally`) before recording again.
 */
export function recordStatements(app: FastifyInstance) {
  const spy = vi.spyOn(dbClient(app), 'query');
  const inTransactions: string[] = [];
  const db = app.db as unknown as { transaction: (fn: (tx: unknown) => unknown, config?: unknown) => Promise<unknown> };
  const transaction = db.transaction.bind(db);
  const txSpy = vi.spyOn(db, 'transaction').mockImplementation((fn, config) =>
    transaction(async (tx) => {
      const client = (tx as { session: { client: TQueryable } }).session.client;
      const query = client.query;
      client.query = function (this: unknown, ...args: unknown[]) {
        inTransactions.push(textOf(args));
        return query.apply(this, args);
      };
      try {
        return await fn(tx);
      } finally {
        client.query = query;
      }
    }, config),
  );
  return {
    /** Outside transactions in the order sent, then those sent inside them. */
    texts: () => [...spy.mock.calls.map(textOf), ...inTransactions].filter((text) => !text.includes('"api_rate_limits"') && !MAINTENANCE_READ.test(text)),
    spy,
    restore: () => {
      spy.mockRestore();
      txSpy.mockRestore();
    },
  };
}

/** The driver client under the app's drizzle handle (a PGlite or a node-postgres pool): both answer `query`. */
export const dbClient = (app: FastifyInstance) => (app.db as unknown as { $client: TQueryable }).$client;
