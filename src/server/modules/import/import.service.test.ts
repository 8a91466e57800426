import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_PLAN_LIMITS_DEFAULT } from '../../../shared/limits/free-plan.rules.js';
import { createTestApp, type TTestApp } from '../../test/test-app.js';
import { prepareImport, runImport, WRITE_BATCH } from './import.service.js';
import { countOf, userOn } from './import.test-support.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A file of `n` valid prospects, more than one write batch when n > WRITE_BATCH. */
const peopleCsv = (n: number, prefix: string) => Buffer.from(`First,Last,Email\n${Array.from({ length: n }, (_, i) => `Ana,${prefix}${i},${prefix}${i}@example.com`).join('\n')}\n`);
const prepare = (userId: string, bytes: Buffer) =>
  prepareImport(t.app.db, userId, 'prospects', { fileName: 'p.csv', bytes, fields: { mapping: JSON.stringify({ First: 'firstName', Last: 'lastName', Email: 'email' }) } });

describe('one transaction: nothing is half-imported', () => {
  const rows = WRITE_BATCH + 500;

  it('rolls back every batch when the import fails after the first batch was written', async () => {
    const u = await userOn(t.app, 'premium');
    const job = await prepare(u.userId, peopleCsv(rows, 'crash'));
    const failing = runImport(t.app.db, FREE_PLAN_LIMITS_DEFAULT, job, {
      onProgress: (line) => {
        if (line.phase === 'writing' && line.processed === WRITE_BATCH) throw new Error('the server went away');
      },
    });
    await expect(failing).rejects.toThrow('the server went away');
    expect(await countOf(t.app, 'prospects', u.userId)).toBe(0);
    expect(await countOf(t.app, 'contacts', u.userId)).toBe(0);
  });

  it('rolls back when the browser cancels in the middle of the writing', async () => {
    const u = await userOn(t.app, 'premium');
    const job = await prepare(u.userId, peopleCsv(rows, 'cancel'));
    const cancel = new AbortController();
    const cancelled = runImport(t.app.db, FREE_PLAN_LIMITS_DEFAULT, job, {
      signal: cancel.signal,
      onProgress: (line) => {
        if (line.phase === 'writing' && line.processed === WRITE_BATCH) cancel.abort();
      },
    });
    await expect(cancelled).rejects.toThrow('The import was cancelled');
    expect(await countOf(t.app, 'prospects', u.userId)).toBe(0);
  });

  it('keeps the free-plan limit: past it the import answers 402 and writes nothing', async () => {
    const u = await userOn(t.app, 'free');
    const job = await prepare(u.userId, peopleCsv(FREE_PLAN_LIMITS_DEFAULT.prospects + 1, 'limit'));
    await expect(runImport(t.app.db, FREE_PLAN_LIMITS_DEFAULT, job)).rejects.toMatchObject({ code: 'limit_reached', message: "You've reached the limit of 100 prospects for the free plan" });
    expect(await countOf(t.app, 'prospects', u.userId)).toBe(0);
    const fits = await prepare(u.userId, peopleCsv(FREE_PLAN_LIMITS_DEFAULT.prospects, 'fits'));
    expect((await runImport(t.app.db, FREE_PLAN_LIMITS_DEFAULT, fits)).imported).toBe(FREE_PLAN_LIMITS_DEFAULT.prospects);
  });
});
