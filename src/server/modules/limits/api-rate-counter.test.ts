import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiRateLimits } from '../../db/schema/index.js';
import { createTestApp, type TTestApp } from '../../test/test-app.js';
import { createUser } from '../../test/accounts.js';
import { dbClient } from '../../test/statements.js';
import { ApiRateCounter } from './api-rate-counter.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3600;
/** The middle of an hour window, so that no test crosses into the next one. */
const midWindow = (Math.floor(Date.now() / 3_600_000) + 0.5) * 3_600_000;
const stored = async (userId: string) => (await t.app.db.select().from(apiRateLimits).where(eq(apiRateLimits.userId, userId)))[0]?.count;

describe('ApiRateCounter', () => {
  it('counts every request exactly while writing to the database once per batch, not once per request', async () => {
    const u = await createUser(t.app);
    const counter = new ApiRateCounter(t.app.db, HOUR);
    const statements = vi.spyOn(dbClient(t.app), 'query');
    try {
      const counts: number[] = [];
      for (let i = 0; i < 50; i += 1) counts.push((await counter.hit(u.userId, midWindow)).count);
      expect(counts).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
      await counter.flush();
      // The first request waits for the database's count; the other 49 go in one statement.
      const batches = statements.mock.calls.filter(([query]) => JSON.stringify(query).includes('api_rate_limits'));
      expect(batches).toHaveLength(2);
    } finally {
      statements.mockRestore();
      await counter.close();
    }
    expect(await stored(u.userId)).toBe(50);
  });

  it('starts from what another instance has counted, and adds to it', async () => {
    const u = await createUser(t.app);
    const first = new ApiRateCounter(t.app.db, HOUR);
    const second = new ApiRateCounter(t.app.db, HOUR);
    for (let i = 0; i < 10; i += 1) await first.hit(u.userId, midWindow);
    await first.flush();
    expect((await second.hit(u.userId, midWindow)).count).toBe(11);
    for (let i = 0; i < 4; i += 1) await second.hit(u.userId, midWindow);
    await second.flush();
    // The first instance learns of the second's requests with its next batch.
    expect((await first.hit(u.userId, midWindow)).count).toBe(11);
    await first.flush();
    expect((await first.hit(u.userId, midWindow)).count).toBe(17);
    await Promise.all([first.close(), second.close()]);
    expect(await stored(u.userId)).toBe(17);
  });

  it('starts a new window over, and answers when the current one ends', async () => {
    const u = await createUser(t.app);
    const counter = new ApiRateCounter(t.app.db, HOUR);
    for (let i = 0; i < 3; i += 1) await counter.hit(u.userId, midWindow);
    const next = midWindow + 3_600_000;
    const answer = await counter.hit(u.userId, next);
    expect(answer).toEqual({ count: 1, windowEndsAt: new Date(next + 1_800_000) });
    await counter.close();
    expect(await stored(u.userId)).toBe(1);
  });

  it("answers a user's first request after the batch that carries it, however many users keep arriving", async () => {
    const users = await Promise.all(Array.from({ length: 20 }, () => createUser(t.app)));
    const counter = new ApiRateCounter(t.app.db, HOUR);
    const client = dbClient(t.app);
    const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
    let batches = 0;
    // A busy database: each batch takes 20 ms, and a new user arrives every 5 ms meanwhile.
    const slow = vi.spyOn(client, 'query').mockImplementation((async (...args: unknown[]) => {
      if (JSON.stringify(args[0]).includes('api_rate_limits')) {
        batches += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return query(...args);
    }) as never);
    try {
      const waited = await Promise.all(
        users.map(async (u, i) => {
          await new Promise((resolve) => setTimeout(resolve, i * 5));
          const before = batches;
          expect((await counter.hit(u.userId, midWindow)).count).toBe(1);
          return batches - before;
        }),
      );
      // The batch under way (without this user) and the next one (with her): never more.
      expect(Math.max(...waited)).toBeLessThanOrEqual(2);
    } finally {
      slow.mockRestore();
      await counter.close();
    }
    for (const u of users) expect(await stored(u.userId)).toBe(1);
  });

  it('keeps the requests of a batch the database refused, and sends them with the next', async () => {
    const u = await createUser(t.app);
    const counter = new ApiRateCounter(t.app.db, HOUR);
    await counter.hit(u.userId, midWindow);
    await counter.hit(u.userId, midWindow);
    const refuse = vi.spyOn(dbClient(t.app), 'query').mockRejectedValueOnce(new Error('connection lost'));
    await expect(counter.flush()).rejects.toThrow();
    refuse.mockRestore();
    expect((await counter.hit(u.userId, midWindow)).count).toBe(3);
    await counter.close();
    expect(await stored(u.userId)).toBe(3);
  });
});
