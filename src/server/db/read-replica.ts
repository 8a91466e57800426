import type pg from 'pg';

/** A primary's WAL position and when it was read (before the query went out). */
export interface TWalSample {
  at: number;
  lsn: bigint;
}

/** PostgreSQL's `X/Y` text form of a WAL position as one number. */
export function lsnToBigInt(lsn: string): bigint {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/**
 * Until when the replica may serve reads: it holds every write acknowledged before the newest
 * sample it has replayed, so it is at most `maxLagMs` stale until that sample's time plus
 * `maxLagMs`. 0 when it has replayed none of the samples kept.
 */
export function freshUntil(samples: TWalSample[], replayed: bigint, maxLagMs: number): number {
  let newest = -Infinity;
  for (const s of samples) if (s.lsn <= replayed && s.at > newest) newest = s.at;
  return newest === -Infinity ? 0 : newest + maxLagMs;
}

/** Errors after which the same read is retried on the primary: the replica is gone or cancelled it. */
function isReplicaFailure(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  if (code && /^(08|57P|40001|53300|ECONN|ETIMEDOUT|EPIPE)/.test(code)) return true;
  return /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(message ?? '');
}

type TQueryFn = (config: unknown, values?: unknown) => Promise<unknown>;

/**
 * Watches a streaming replica's replay position against the primary's WAL position (one check per
 * `checkEveryMs`) and routes reads to it only while it is provably at most `maxLagMs` behind: a
 * replica that stops, lags or cannot be asked hands its reads back to the primary within that bound.
 */
export class ReplicaRouter {
  private samples: TWalSample[] = [];
  private until = 0;
  private timer: NodeJS.Timeout | undefined;
  private checking: Promise<void> | undefined;

  constructor(
    private readonly primary: pg.Pool,
    private readonly replica: pg.Pool,
    private readonly maxLagMs: number,
    private readonly checkEveryMs = 1_000,
  ) {}

  /** Whether a read starting now may go to the replica. */
  get fresh(): boolean {
    return Date.now() < this.until;
  }

  start(): void {
    const loop = () => {
      this.checking = this.check()
        .catch(() => {})
        .finally(() => {
          this.timer = setTimeout(loop, this.checkEveryMs);
          this.timer.unref();
        });
    };
    loop();
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    await this.checking;
    clearTimeout(this.timer);
  }

  /** Samples the primary, then asks the replica how far it has replayed. */
  async check(): Promise<void> {
    const at = Date.now();
    const { rows } = await this.primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
    this.samples.push({ at, lsn: lsnToBigInt(rows[0]!.lsn) });
    // Older samples can no longer make the replica fresh.
    this.samples = this.samples.filter((s) => s.at > at - this.maxLagMs);
    const { rows: state } = await this.replica.query<{ recovery: boolean; lsn: string | null }>('select pg_is_in_recovery() as recovery, pg_last_wal_replay_lsn()::text as lsn');
    const { recovery, lsn } = state[0]!;
    // A read URL naming a server that is not a standby has nothing to replay: it is current.
    this.until = !recovery ? at + this.maxLagMs : lsn ? freshUntil(this.samples, lsnToBigInt(lsn), this.maxLagMs) : 0;
  }

  /** Called when the replica failed a read: no more reads go there until a check says so. */
  markStale(): void {
    this.until = 0;
  }

  /** The object drizzle runs the read-heavy queries on (it treats anything named *Pool as a pool). */
  pool(): ReadRoutingPool {
    return new ReadRoutingPool(this, this.primary, this.replica);
  }
}

/**
 * Looks like a pg.Pool to drizzle; each query or checkout goes to the replica while it is fresh,
 * else to the primary. A read the replica fails (stopped, restarting, cancelled by a conflict with
 * recovery) is run again on the primary: reads are safe to repeat, and the caller sees no error.
 */
export class ReadRoutingPool {
  constructor(
    private readonly router: ReplicaRouter,
    private readonly primary: pg.Pool,
    private readonly replica: pg.Pool,
  ) {}

  async query(config: unknown, values?: unknown): Promise<unknown> {
    const run = (pool: pg.Pool) => (pool.query as unknown as TQueryFn).call(pool, config, values);
    if (!this.router.fresh) return run(this.primary);
    try {
      return await run(this.replica);
    } catch (error) {
      if (!isReplicaFailure(error)) throw error;
      this.router.markStale();
      return run(this.primary);
    }
  }

  async connect(): Promise<pg.PoolClient> {
    if (!this.router.fresh) return this.primary.connect();
    try {
      return await this.replica.connect();
    } catch (error) {
      if (!isReplicaFailure(error)) throw error;
      this.router.markStale();
      return this.primary.connect();
    }
  }
}
