import type { TExecutor } from '../../db/client.js';
import { addApiRequests, type TApiRequestHits } from './limits.repository.js';

/** How long an instance gathers its users' requests before adding them to the database's counts. */
export const API_RATE_FLUSH_MS = 100;

interface TUserWindow {
  windowStart: number;
  /** The database's count of the window when this instance last added to it (every instance's requests). */
  known: number;
  /** Requests being added right now. */
  sending: number;
  /** Requests not yet sent. */
  pending: number;
  /** Whether a send of this window's requests has come back: `known` holds the database's count. */
  answered: boolean;
}

/**
 * Each signed-in user's requests per fixed window, counted in the database so that the rate holds
 * across instances, without a write per request: an instance counts in memory and adds its
 * users' requests to the database in one statement every `API_RATE_FLUSH_MS`. A user's first
 * request of a window on an instance waits for that statement, so it starts from what the other
 * instances counted; later ones are decided at once, from that count plus this instance's own.
 * One instance alone is exact; with several, each may let through what the others counted in
 * their last `API_RATE_FLUSH_MS` before it learns of it.
 */
export class ApiRateCounter {
  private readonly windows = new Map<string, TUserWindow>();
  private flushing: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: TExecutor,
    private readonly windowSeconds: number,
  ) {}

  /** Counts one request of `userId` and answers her window's count so far, this request included. */
  async hit(userId: string, now = Date.now()): Promise<{ count: number; windowEndsAt: Date }> {
    const windowStart = this.windowStartOf(now);
    let entry = this.windows.get(userId);
    const fresh = entry?.windowStart !== windowStart;
    if (!entry || fresh) {
      // A window that ended keeps its unsent requests out of the new one's count.
      entry = { windowStart, known: 0, sending: 0, pending: 0, answered: false };
      this.windows.set(userId, entry);
    }
    entry.pending += 1;
    if (fresh) await this.sent(userId, entry);
    else this.schedule();
    return { count: entry.known + entry.sending + entry.pending, windowEndsAt: new Date(windowStart + this.windowSeconds * 1000) };
  }

  private windowStartOf(now: number): number {
    const windowMs = this.windowSeconds * 1000;
    return Math.floor(now / windowMs) * windowMs;
  }

  /**
   * Returns once the database has answered a send of the entry's requests: the send under way
   * when it carries them, else the next one. Waiting for every send (as `flush` does) starved a
   * busy instance's new users: each send brought in more users' requests, so each round let one
   * waiter go (PGlite under `bench:load`: the first requests of the run waited 5–10 s).
   */
  private async sent(userId: string, entry: TUserWindow): Promise<void> {
    for (;;) {
      if (entry.answered) return;
      if (this.flushing) {
        // The send under way carries the entry's requests (its failure is theirs), or it does not.
        if (entry.pending === 0) await this.flushing;
        else await this.flushing.catch(() => {});
        continue;
      }
      // Nothing of it left to send, or a newer window took the user's place (its unsent requests
      // will not be sent): nothing to wait for.
      if (entry.pending === 0 || this.windows.get(userId) !== entry) return;
      await this.flush();
    }
  }

  /** Sends what is pending (waiting for a send already under way first); a failed send is retried with the next. */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing.catch(() => {});
    const sent: [TUserWindow, TApiRequestHits][] = [];
    for (const [userId, entry] of this.windows) {
      if (entry.pending === 0) continue;
      sent.push([entry, { userId, windowStart: new Date(entry.windowStart), hits: entry.pending }]);
      entry.sending += entry.pending;
      entry.pending = 0;
    }
    if (sent.length === 0) return;
    this.flushing = (async () => {
      try {
        const totals = await addApiRequests(this.db, sent.map(([, hits]) => hits));
        for (const [entry, hits] of sent) {
          entry.known = Math.max(entry.known, totals.get(hits.userId) ?? entry.known + hits.hits);
          entry.answered = true;
        }
      } catch (error) {
        for (const [entry, hits] of sent) entry.pending += hits.hits;
        throw error;
      } finally {
        for (const [entry, hits] of sent) entry.sending -= hits.hits;
        this.flushing = null;
        this.forgetEnded();
      }
    })();
    await this.flushing;
  }

  /** Stops the timer after sending what is left (the instance is closing). */
  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flush().catch(() => {});
  }

  private schedule() {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      // A database that cannot be reached now keeps the requests for the next send.
      this.flush().catch(() => {});
    }, API_RATE_FLUSH_MS);
    this.timer.unref();
  }

  /** Users whose window has ended and who have nothing left to send are forgotten. */
  private forgetEnded(now = Date.now()) {
    const current = this.windowStartOf(now);
    for (const [userId, entry] of this.windows) {
      if (entry.windowStart < current && entry.pending === 0 && entry.sending === 0) this.windows.delete(userId);
    }
  }
}
