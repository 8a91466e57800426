import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, call, type TTestApp } from '../../test/test-app.js';
import { createUser } from '../../test/accounts.js';
import { created, personBody } from '../../test/records.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('dashboard', () => {
  it('counts active prospects without enrolled or not interested ones, and team size', async () => {
    const u = await createUser(t.app);
    for (const status of ['cold_lead', 'interested', 'enrolled', 'not_interested']) await created(t.app, u.cookie, '/api/prospects', personBody({ status }));
    await created(t.app, u.cookie, '/api/team-members', personBody());
    const summary = (await call(t.app, 'GET', '/api/dashboard/summary', { cookie: u.cookie })).json();
    expect(summary.quickStats).toEqual({ activeProspects: 2, monthCommissionCents: 0, teamSize: 1 });
    expect(summary.pipeline.find((p: { status: string }) => p.status === 'enrolled').count).toBe(1);
    const full = (await call(t.app, 'GET', '/api/dashboard', { cookie: u.cookie })).json();
    expect(full.totals).toMatchObject({ prospects: 4, contacts: 5 });
    expect(full.recentProspects).toHaveLength(4);
  });

  it('shows the sponsor who referred the user', async () => {
    const sponsor = await createUser(t.app, { firstName: 'Sofia', lastName: 'Reyes' });
    const code = (await call(t.app, 'GET', '/api/me', { cookie: sponsor.cookie })).json().referralCode;
    const u = await createUser(t.app, { referralCode: code });
    expect((await call(t.app, 'GET', '/api/dashboard/summary', { cookie: u.cookie })).json().sponsor).toMatchObject({ name: 'Sofia Reyes', email: sponsor.email });
  });

  it('needs a session', async () => {
    expect((await call(t.app, 'GET', '/api/dashboard')).statusCode).toBe(401);
  });
});
