import { describe, expect, it } from 'vitest';
import { Semaphore, SemaphoreBusyError } from './semaphore.js';

describe('Semaphore', () => {
  it('lets `limit` holders in and the next ones in arrival order', async () => {
    const semaphore = new Semaphore(2);
    const order: number[] = [];
    const a = await semaphore.acquire();
    const b = await semaphore.acquire();
    const third = semaphore.acquire().then((release) => (order.push(3), release));
    const fourth = semaphore.acquire().then((release) => (order.push(4), release));
    await Promise.resolve();
    expect(order).toEqual([]);
    a();
    a(); // a second release of the same slot frees nothing
    const c = await third;
    expect(order).toEqual([3]);
    expect(semaphore.load).toBe(3);
    b();
    (await fourth)();
    c();
    expect(semaphore.load).toBe(0);
  });

  it('refuses when the queue is full and when a wait times out', async () => {
    const semaphore = new Semaphore(1, 1);
    const release = await semaphore.acquire();
    const waiting = semaphore.acquire(20);
    await expect(semaphore.acquire()).rejects.toBeInstanceOf(SemaphoreBusyError);
    await expect(waiting).rejects.toBeInstanceOf(SemaphoreBusyError);
    release();
    expect(semaphore.load).toBe(0);
  });

  it('takes a free slot at once with tryAcquire, and none when all are held, so no waiter is passed', async () => {
    const semaphore = new Semaphore(1);
    const first = semaphore.tryAcquire();
    expect(first).toBeTypeOf('function');
    expect(semaphore.tryAcquire()).toBeNull();
    const waiting = semaphore.acquire();
    first!();
    // The slot went to the waiter, not to whoever tries next.
    expect(semaphore.tryAcquire()).toBeNull();
    (await waiting)();
    expect(semaphore.load).toBe(0);
  });
});
