import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, call, type TTestApp } from '../../test/test-app.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('names the database that serves this instance', async () => {
    const res = await call(t.app, 'GET', '/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite', databaseLatencyMs: expect.any(Number) });
    expect(res.json().databaseLatencyMs).toBeGreaterThanOrEqual(0);
  });

  it('sets the security headers', async () => {
    const res = await call(t.app, 'GET', '/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(String(res.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
    // The installable app's service worker and manifest.
    expect(String(res.headers['content-security-policy'])).toContain("worker-src 'self'");
    expect(String(res.headers['content-security-policy'])).toContain("manifest-src 'self'");
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('GET /api/public/config', () => {
  it('gives the trial length setting and which sign-in providers are on', async () => {
    expect((await call(t.app, 'GET', '/api/public/config')).json()).toEqual({ trialDays: 7, contact: { support: 'support@upline.example', privacy: 'privacy@upline.example', sales: 'sales@upline.example' }, ai: { forPremium: false }, oauth: { google: false, microsoft: false }, devOutbox: true, demoAccounts: [] });
  });
});

describe('unknown API paths', () => {
  it('answer 404 in the contract shape', async () => {
    const res = await call(t.app, 'GET', '/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});
