import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_MESSAGES, type TComplianceResult } from '../../../shared/ai/ai.schema.js';
import { createUser } from '../../test/accounts.js';
import { call, createTestApp, type TTestApp } from '../../test/test-app.js';
import type { TTestUser } from '../follow-ups/follow-ups.test-support.js';

let t: TTestApp;
let user: TTestUser;
const check = (body: unknown, cookie: string | null = user.cookie) => call(t.app, 'POST', '/api/ai/compliance', { cookie: cookie ?? undefined, body });

beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t.app);
});
afterAll(() => t.close());

describe('POST /api/ai/compliance', () => {
  it('answers the findings with their safer wording, or ok', async () => {
    const flagged = (await check({ text: 'Join us and earn $10,000 a month!' })).json() as TComplianceResult;
    expect(flagged.ok).toBe(false);
    expect(flagged.findings).toEqual([expect.objectContaining({ ruleId: 'income_amount', phrase: 'earn $10,000 a month', category: 'income', start: 12 })]);
    expect((await check({ text: 'Can we talk on Thursday?' })).json()).toEqual({ ok: true, findings: [] });
  });

  it('refuses a blank, missing, over-long or extra-field body, and asks for a session', async () => {
    for (const body of [{ text: '   ' }, {}, { text: 5 }, { text: 'x'.repeat(10_001) }, { text: 'ok', more: 1 }]) {
      const res = await check(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    expect((await check({ text: ' ' })).json().error.fields.text).toBe(AI_MESSAGES.complianceTextRequired);
    expect((await check({ text: 'hello' }, null)).statusCode).toBe(401);
  });
});
