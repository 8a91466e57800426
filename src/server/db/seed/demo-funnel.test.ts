import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { prospectStageChanges, prospects } from '../schema/index.js';
import { createTestApp, call, type TTestApp } from '../../test/test-app.js';
import { createUser } from '../../test/accounts.js';
import type { TFunnelBoard } from '../../../shared/funnel/funnel.schema.js';
import { seedSampleData } from './sample-data.js';
import { seedDemoFunnel } from './demo-funnel.js';

let t: TTestApp;
let seller: Awaited<ReturnType<typeof createUser>>;
let seededAt: Date;

beforeAll(async () => {
  t = await createTestApp();
  seller = await createUser(t.app);
  await t.app.database.query(`update user_profiles set membership_tier = 'premium' where user_id = $1`, [seller.userId]);
  await seedSampleData(t.app.db, seller.userId, { rankQualifiers: t.app.config.rankQualifiers });
  seededAt = new Date();
  await seedDemoFunnel(t.app.db, seller.userId, seededAt);
});
afterAll(() => t.close());

describe('the demo funnel', () => {
  it('puts every prospect in a stage that fits its status, spread over most columns', async () => {
    const rows = await t.app.db.select().from(prospects).where(eq(prospects.userId, seller.userId));
    expect(rows.every((p) => p.funnelStage !== null && p.stageUpdatedAt !== null)).toBe(true);
    for (const p of rows.filter((r) => r.status === 'enrolled')) expect(p.funnelStage).toBe('enrolled');
    for (const p of rows.filter((r) => r.status === 'cold_lead')) expect(['new_prospect', 'cold_lead']).toContain(p.funnelStage);
    for (const p of rows.filter((r) => r.status === 'not_interested')) expect(['not_interested', 'on_hold']).toContain(p.funnelStage);
    const board = (await call(t.app, 'GET', '/api/funnel', { cookie: seller.cookie })).json() as TFunnelBoard;
    expect(board.stages.reduce((sum, s) => sum + s.count, 0)).toBe(rows.length);
    expect(board.stages.filter((s) => s.count > 0).length).toBeGreaterThanOrEqual(10);
  });

  it('tells how each prospect got there: a chain of past changes from its first stage to where it stands', async () => {
    const rows = await t.app.db.select().from(prospects).where(eq(prospects.userId, seller.userId));
    for (const p of rows) {
      const changes = await t.app.db
        .select()
        .from(prospectStageChanges)
        .where(and(eq(prospectStageChanges.prospectId, p.id), eq(prospectStageChanges.field, 'funnel_stage')))
        .orderBy(asc(prospectStageChanges.changedAt));
      expect(changes[0].fromValue).toBeNull();
      changes.slice(1).forEach((c, i) => expect(c.fromValue).toBe(changes[i].toValue));
      expect(changes.at(-1)!.toValue).toBe(p.funnelStage);
      expect(changes.at(-1)!.changedAt.getTime()).toBe(p.stageUpdatedAt!.getTime());
      expect(changes[0].changedAt.getTime()).toBeGreaterThanOrEqual(p.createdAt.getTime());
      expect(changes.every((c) => c.changedAt < seededAt)).toBe(true);
    }
  });
});
