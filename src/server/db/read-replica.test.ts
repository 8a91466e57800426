import { describe, expect, it, vi } from 'vitest';
import type pg from 'pg';
import { ReplicaRouter, freshUntil, lsnToBigInt } from './read-replica.js';

/** A stand-in for pg.Pool: answers `query` from a function, counts checkouts. */
function fakePool(answer: (text: string) => unknown) {
  const pool = {
    queries: [] as string[],
    query: vi.fn(async (config: unknown) => {
      const text = typeof config === 'string' ? config : (config as { text: string }).text;
      pool.queries.push(text);
      const result = answer(text);
      if (result instanceof Error) throw result;
      return result;
    }),
    connect: vi.fn(async () => ({ release() {} })),
  };
  return pool;
}

const rows = (...r: unknown[]) => ({ rows: r });

describe('WAL positions and the staleness bound', () => {
  it('reads PostgreSQL\'s X/Y form as one number', () => {
    expect(lsnToBigInt('0/16B3748')).toBe(0x16b3748n);
    expect(lsnToBigInt('1/0')).toBe(1n << 32n);
    expect(lsnToBigInt('A/FF') > lsnToBigInt('9/FFFFFFFF')).toBe(true);
  });

  it('a replica is fresh until the newest primary sample it has replayed plus the bound', () => {
    const samples = [
      { at: 1_000, lsn: 100n },
      { at: 2_000, lsn: 200n },
      { at: 3_000, lsn: 300n },
    ];
    expect(freshUntil(samples, 250n, 5_000)).toBe(7_000);
    expect(freshUntil(samples, 300n, 5_000)).toBe(8_000);
    // Behind every sample kept: not fresh at all.
    expect(freshUntil(samples, 99n, 5_000)).toBe(0);
  });
});

describe('ReplicaRouter', () => {
  const primaryAt = (lsn: string) => fakePool((text) => (text.includes('pg_current_wal_lsn') ? rows({ lsn }) : rows({ where: 'primary' })));

  it('routes reads to a replica that has replayed the primary\'s position, and back when it falls behind', async () => {
    let replayed = '0/100';
    const primary = primaryAt('0/100');
    const replica = fakePool((text) => (text.includes('pg_is_in_recovery') ? rows({ recovery: true, lsn: replayed }) : rows({ where: 'replica' })));
    const router = new ReplicaRouter(primary as unknown as pg.Pool, replica as unknown as pg.Pool, 5_000);
    const reads = router.pool();
    expect(await reads.query('select 1')).toEqual(rows({ where: 'primary' }));
    await router.check();
    expect(router.fresh).toBe(true);
    expect(await reads.query('select 1')).toEqual(rows({ where: 'replica' }));

    // The replica stops replaying while the primary writes on: fresh only until the bound passes.
    const now = Date.now();
    vi.useFakeTimers({ now, toFake: ['Date'] });
    try {
      primary.query.mockImplementation(async (config: unknown) => ((config as string).includes('pg_current_wal_lsn') ? rows({ lsn: '0/900' }) : rows({ where: 'primary' })));
      replayed = '0/100';
      await router.check();
      vi.setSystemTime(now + 4_000);
      expect(router.fresh).toBe(true);
      vi.setSystemTime(now + 5_001);
      expect(router.fresh).toBe(false);
      expect(await reads.query('select 1')).toEqual(rows({ where: 'primary' }));
    } finally {
      vi.useRealTimers();
    }
  });

  it('a read the replica fails for want of a connection runs on the primary, and the replica is left alone until the next check', async () => {
    const primary = primaryAt('0/100');
    const replica = fakePool((text) => (text.includes('pg_is_in_recovery') ? rows({ recovery: true, lsn: '0/100' }) : Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5441'), { code: 'ECONNREFUSED' })));
    const router = new ReplicaRouter(primary as unknown as pg.Pool, replica as unknown as pg.Pool, 5_000);
    await router.check();
    expect(router.fresh).toBe(true);
    expect(await router.pool().query('select 1')).toEqual(rows({ where: 'primary' }));
    expect(router.fresh).toBe(false);
  });

  it('a read the replica cancels for a conflict with recovery is repeated on the primary; an error of the query itself is not', async () => {
    const primary = primaryAt('0/100');
    let failure: Error = Object.assign(new Error('canceling statement due to conflict with recovery'), { code: '40001' });
    const replica = fakePool((text) => (text.includes('pg_is_in_recovery') ? rows({ recovery: true, lsn: '0/100' }) : failure));
    const router = new ReplicaRouter(primary as unknown as pg.Pool, replica as unknown as pg.Pool, 5_000);
    await router.check();
    expect(await router.pool().query('select 1')).toEqual(rows({ where: 'primary' }));
    await router.check();
    failure = Object.assign(new Error('division by zero'), { code: '22012' });
    await expect(router.pool().query('select 1/0')).rejects.toThrow('division by zero');
  });

  it('a replica that cannot be asked, or has replayed nothing, serves no reads', async () => {
    const primary = primaryAt('0/100');
    const replica = fakePool((text) => (text.includes('pg_is_in_recovery') ? rows({ recovery: true, lsn: null }) : rows({ where: 'replica' })));
    const router = new ReplicaRouter(primary as unknown as pg.Pool, replica as unknown as pg.Pool, 5_000);
    await router.check();
    expect(router.fresh).toBe(false);
    replica.query.mockRejectedValue(Object.assign(new Error('the database system is starting up'), { code: '57P03' }));
    await expect(router.check()).rejects.toThrow();
    expect(router.fresh).toBe(false);
    expect(await router.pool().query('select 1')).toEqual(rows({ where: 'primary' }));
  });
});
