import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SemaphoreBusyError } from '../lib/semaphore.js';
import { createTestApp, type TTestApp } from '../test/test-app.js';
import { isPoolExhausted } from './errors.js';

/** What pg-pool throws when no connection came free, as drizzle hands it on. */
const poolTimeout = () => new Error('Failed query: select 1', { cause: new Error('timeout exceeded when trying to connect') });

describe('a saturated database pool', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({}, {
      beforeReady: (app) => {
        app.get('/api/test-only/pool-timeout', async () => {
          throw poolTimeout();
        });
        app.get('/api/test-only/broken', async () => {
          throw new Error('Failed query: select 1', { cause: new Error('column "x" does not exist') });
        });
      },
    });
  });
  afterAll(() => t?.close());

  it('is told apart from other errors, wrapped or not', () => {
    expect(isPoolExhausted(poolTimeout())).toBe(true);
    expect(isPoolExhausted(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isPoolExhausted(new SemaphoreBusyError('wait timed out'))).toBe(true);
    expect(isPoolExhausted(new Error('Failed query', { cause: new Error('syntax error') }))).toBe(false);
    expect(isPoolExhausted('timeout exceeded when trying to connect')).toBe(false);
  });

  it('answers 503 unavailable with Retry-After (the instance is busy, not broken), while a real fault stays a 500', async () => {
    const busy = await t.app.inject({ method: 'GET', url: '/api/test-only/pool-timeout' });
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('2');
    expect(busy.json()).toEqual({ error: { code: 'unavailable', message: 'The service is temporarily unavailable. Please try again in a moment.' } });
    const broken = await t.app.inject({ method: 'GET', url: '/api/test-only/broken' });
    expect(broken.statusCode).toBe(500);
    expect(broken.json().error.code).toBe('internal');
  });
});
