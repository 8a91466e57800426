import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TTestApp } from '../../test/test-app.js';
import { created, personBody } from '../../test/records.js';
import { adminUser, answerOf, setQuota, sseEvents, usedOf, userOn, type TTestUser } from './ai.test-support.js';

let t: TTestApp;
let admin: TTestUser;

const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  // No AI_BASE_URL: the offline analyst answers. AI_FOR_PREMIUM on: premium access may chat too.
  t = await createTestApp({ ai: { forPremium: true, monthlyMessages: 100, timeoutMs: 10_000 } });
  admin = await adminUser(t.app);
  const post = (url: string, body: Record<string, unknown>) => created<{ id: string }>(t.app, admin.cookie, url, body);
  await post('/api/prospects', personBody({ firstName: 'Maria', lastName: 'Lopez', status: 'interested', leadScore: 82 }));
  await post('/api/prospects', personBody({ firstName: 'Tom', lastName: 'Baker', status: 'cold_lead', leadScore: 35 }));
  await post('/api/prospects', personBody({ firstName: 'Ines', lastName: 'Garcia', status: 'demo_scheduled', leadScore: 64 }));
  await post('/api/prospects', personBody({ firstName: 'Olga', lastName: 'Enrolled', status: 'enrolled', leadScore: 90 }));
  const carlos = await post('/api/team-members', personBody({ firstName: 'Carlos', lastName: 'Diaz' }));
  const lucia = await post('/api/team-members', personBody({ firstName: 'Lucia', lastName: 'Perez', status: 'inactive' }));
  await post('/api/commissions', { amountCents: 123_450, date: today(), teamMemberId: carlos.id });
  await post('/api/commissions', { amountCents: 20_000, date: today(), status: 'paid', teamMemberId: lucia.id });
  await t.app.database.query(`insert into tasks (user_id, title, due_at) values ($1, 'Send the catalogue to Tom', now() - interval '3 days')`, [admin.userId]);
});
afterAll(() => t.close());

const ask = async (content: string, user: TTestUser = admin, extra: Record<string, unknown> = {}) => {
  const res = await call(t.app, 'POST', '/api/chat', { cookie: user.cookie, body: { messages: [{ role: 'user', content }], ...extra } });
  expect(res.statusCode, res.body).toBe(200);
  const events = sseEvents(res.body);
  expect(events[0]).toMatchObject({ event: 'meta', data: { provider: 'offline', model: 'offline-analyst' } });
  expect(events.at(-1)!.event).toBe('done');
  // Streamed in pieces, not as one block.
  expect(events.filter((e) => e.event === 'delta').length).toBeGreaterThan(3);
  return answerOf(events);
};

describe('the offline analyst', () => {
  it('says it is the offline analyst and summarises the pipeline from the real figures', async () => {
    const answer = await ask('Summarize my pipeline');
    expect(answer).toContain('Offline analyst');
    expect(answer).toContain('Active prospects: **3** (of 4 in all)');
    expect(answer).toContain('Interested 1');
    expect(answer).toContain('Demo scheduled 1');
  });

  it('ranks the top prospects, lists what is overdue, and reports this month’s commissions and the team', async () => {
    const top = await ask('Who are my top prospects?');
    expect(top.indexOf('Maria Lopez')).toBeGreaterThan(-1);
    expect(top.indexOf('Maria Lopez')).toBeLessThan(top.indexOf('Ines Garcia'));
    expect(top).not.toContain('Olga');
    expect(await ask('What is overdue?')).toContain('Send the catalogue to Tom');
    const money = await ask('What are my commissions this month?');
    expect(money).toContain('$1,434.50');
    expect(money).toContain('(commissions: 2)');
    const team = await ask('How is my team doing?');
    expect(team).toContain('Team members: **2** (active: 1)');
    expect(team).toContain('**Carlos Diaz**: $1,234.50 (commissions: 1)');
    expect(team.indexOf('Carlos Diaz')).toBeLessThan(team.indexOf('Lucia Perez'));
  });

  it('suggests next actions from the overdue work and the prospects', async () => {
    const answer = await ask('What should I do next?');
    expect(answer).toContain('Send the catalogue to Tom');
    expect(answer).toContain('Prepare the demo with **Ines Garcia**');
  });

  it('drafts a message for a named prospect and flags the income claim of the request with its safer wording', async () => {
    const answer = await ask('Draft a message for Maria telling her she can earn $5,000 a month');
    expect(answer).toContain('Draft message for Maria Lopez');
    expect(answer).toContain('Hi Maria');
    expect(answer).toContain('earn $5,000 a month');
    expect(answer).toContain('earn extra income on your own schedule');
    expect(answer.split('### Compliance check')[0]).not.toContain('$5,000');
  });

  it('answers anything else with an overview and the questions it can answer, in the profile’s language', async () => {
    await t.app.database.query(`update user_profiles set language = 'es' where user_id = $1`, [admin.userId]);
    const answer = await ask('Hola');
    await t.app.database.query(`update user_profiles set language = 'en' where user_id = $1`, [admin.userId]);
    expect(answer).toContain('Analista sin conexión');
    expect(answer).toContain('Prospectos activos');
    expect(answer).toContain('Lo que puedo responder sin conexión');
  });

  it('lets premium access chat when AI_FOR_PREMIUM is on, and counts the message', async () => {
    const seller = await userOn(t.app, 'trial');
    await setQuota(t.app, seller.userId, { additional: 500, used: 0 });
    expect(await ask('Summarize my pipeline', seller)).toContain('You have no prospects yet');
    expect(await usedOf(t.app, seller.userId)).toBe(1);
    const free = await userOn(t.app, 'free');
    expect((await call(t.app, 'POST', '/api/chat', { cookie: free.cookie, body: { messages: [{ role: 'user', content: 'hi' }] } })).statusCode).toBe(403);
  });
});
