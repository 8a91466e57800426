import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { Semaphore } from '../lib/semaphore.js';

/**
 * How many pooled connections the current request may hold at once. Without it, one request that
 * fans out (a dashboard, a search over six categories) and a few of its siblings could take the
 * whole pool, and every other user would wait for a connection.
 */
const budgets = new AsyncLocalStorage<Semaphore>();

/** A wait this long for the request's own budget means something is stuck: fail, do not hang. */
const BUDGET_WAIT_MS = 10_000;

/** Runs `fn` (and everything it starts) with at most `limit` pooled connections at a time. */
export function runWithConnectionBudget<T>(limit: number, fn: () => T): T {
  return budgets.run(new Semaphore(limit), fn);
}

/** The current budget's limit, or null outside one. */
export function connectionBudgetLimit(): number | null {
  return budgets.getStore()?.limit ?? null;
}

type TConnectCallback = (error: Error | undefined, client?: pg.PoolClient, done?: (release?: Error | boolean) => void) => void;

/** Gives the budget's slot back when the client goes back to the pool. */
function withBudgetRelease(client: pg.PoolClient, releaseBudget: () => void): pg.PoolClient {
  const release = client.release.bind(client);
  client.release = (error?: Error | boolean) => {
    releaseBudget();
    return release(error);
  };
  return client;
}

/** A pg.Pool (drizzle still sees a Pool) whose checkouts count against the caller's budget. */
export class BudgetedPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: TConnectCallback): void;
  override connect(callback?: TConnectCallback): Promise<pg.PoolClient> | void {
    const budget = budgets.getStore();
    if (!budget) return callback ? super.connect(callback as never) : super.connect();
    // The usual case, a slot free (pool.query passes a callback): no promise between the caller
    // and the pool's own checkout.
    const held = callback && budget.tryAcquire();
    if (callback && held) {
      super.connect((error: Error | undefined, client?: pg.PoolClient) => {
        if (error || !client) {
          held();
          return callback(error);
        }
        withBudgetRelease(client, held);
        callback(undefined, client, client.release);
      });
      return;
    }
    const checkout = budget.acquire(BUDGET_WAIT_MS).then(async (releaseBudget) => {
      try {
        return withBudgetRelease(await super.connect(), releaseBudget);
      } catch (error) {
        releaseBudget();
        throw error;
      }
    });
    if (!callback) return checkout;
    checkout.then(
      (client) => callback(undefined, client, client.release),
      (error: Error) => callback(error),
    );
  }
}
