/** Thrown when a semaphore's queue is full or a wait outlasts its timeout. */
export class SemaphoreBusyError extends Error {}

/**
 * At most `limit` holders at once; the others wait in arrival order, at most `maxWaiting` of them.
 * `acquire` answers an idempotent release function, so a double release cannot free a slot twice.
 */
export class Semaphore {
  private held = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    readonly limit: number,
    private readonly maxWaiting = Number.POSITIVE_INFINITY,
  ) {}

  /** Holders plus waiters: zero means nobody needs this semaphore any more. */
  get load(): number {
    return this.held + this.queue.length;
  }

  /** A free slot's release function at once, or null when every slot is held (nothing waits then). */
  tryAcquire(): (() => void) | null {
    if (this.held >= this.limit) return null;
    this.held += 1;
    return this.releaser();
  }

  async acquire(timeoutMs?: number): Promise<() => void> {
    if (this.held < this.limit) {
      this.held += 1;
      return this.releaser();
    }
    if (this.queue.length >= this.maxWaiting) throw new SemaphoreBusyError('too many waiting');
    await new Promise<void>((resolve, reject) => {
      const grant = () => {
        if (timer) clearTimeout(timer);
        resolve();
      };
      const timer =
        timeoutMs === undefined
          ? undefined
          : setTimeout(() => {
              const at = this.queue.indexOf(grant);
              if (at >= 0) this.queue.splice(at, 1);
              reject(new SemaphoreBusyError('wait timed out'));
            }, timeoutMs);
      this.queue.push(grant);
    });
    return this.releaser();
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.queue.shift();
      // The slot passes straight to the next waiter, so `held` only drops when nobody waits.
      if (next) next();
      else this.held -= 1;
    };
  }
}
