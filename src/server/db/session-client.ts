import pg from 'pg';
import { setTimeout as sleep } from 'node:timers/promises';

/** Waits between two attempts to reconnect: quick at first, then at most every few seconds. */
const RECONNECT_DELAYS_MS = [100, 250, 500, 1_000, 2_000, 5_000];

/**
 * One long-lived PostgreSQL session of its own, beside the pool: LISTEN (a session's state), the
 * NOTIFYs that realtime publishes and the health check use it, so none of them waits behind the
 * requests queued for a pooled connection. A pool that timed out under overload once dropped
 * realtime events after their writes were acknowledged, and made HAProxy take healthy instances
 * out. A lost connection (a restart, a network cut) is reopened, and `onConnect` runs again on the
 * new session (to LISTEN again).
 */
export class SessionClient {
  private client?: pg.Client;
  private connecting?: Promise<pg.Client>;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly onConnect: (client: pg.Client) => Promise<void> = async () => {},
  ) {}

  /** The open session, connecting (and retrying with backoff) when there is none. */
  private session(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connectWithRetry().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  /** A kept-open session (LISTEN) retries until it is back; any other gives up after a few tries and says so. */
  private async connectWithRetry(): Promise<pg.Client> {
    for (let attempt = 0; ; attempt += 1) {
      if (this.closed) throw new Error('The session connection is closed');
      const client = new pg.Client({ connectionString: this.url });
      client.on('error', () => this.drop(client));
      client.on('end', () => this.drop(client));
      try {
        await client.connect();
        await this.onConnect(client);
        this.client = client;
        return client;
      } catch (error) {
        await client.end().catch(() => {});
        if (!this.keptOpen && attempt >= 2) throw error;
        await sleep(RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]);
      }
    }
  }

  private keptOpen = false;

  /** Keeps the session open from now on: reconnects at once when it is lost, and runs `onConnect` again. */
  async keepOpen(): Promise<void> {
    this.keptOpen = true;
    await this.session();
  }

  private drop(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    void client.end().catch(() => {});
    if (this.keptOpen && !this.closed) void this.session().catch(() => {});
  }

  /**
   * Runs one statement on the session. `timeoutMs` bounds the wait (a health check must answer
   * while the database hangs); a statement that timed out or failed on a broken connection drops
   * the session, so the next one reconnects.
   */
  async query<T extends pg.QueryResultRow = pg.QueryResultRow>(text: string, params: unknown[] = [], timeoutMs?: number): Promise<T[]> {
    const run = async () => {
      const client = await this.session();
      try {
        return (await client.query<T>(text, params)).rows;
      } catch (error) {
        if (!(error instanceof pg.DatabaseError)) this.drop(client);
        throw error;
      }
    };
    if (timeoutMs === undefined) return run();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        if (this.client) this.drop(this.client);
        reject(new Error(`No answer from the database within ${timeoutMs} ms`));
      }, timeoutMs);
    });
    try {
      return await Promise.race([run(), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }
}
