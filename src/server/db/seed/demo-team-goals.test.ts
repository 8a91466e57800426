import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app.js';
import { createUser } from '../../test/accounts.js';
import { getTeamAnalytics } from '../../modules/team-analytics/team-analytics.service.js';
import { listTeamGoals } from '../../modules/team-analytics/team-goals.service.js';
import { seedSampleData } from './sample-data.js';
import { seedDemoReferrals } from './demo-referrals.js';
import { seedDemoTeamGoals } from './demo-team-goals.js';

let t: TTestApp;
let sellerId: string;

beforeAll(async () => {
  t = await createTestApp();
  sellerId = (await createUser(t.app)).userId;
  await seedSampleData(t.app.db, sellerId, { rankQualifiers: t.app.config.rankQualifiers });
  await seedDemoReferrals(t.app, sellerId);
  await seedDemoTeamGoals(t.app.db, sellerId);
});
afterAll(() => t.close());

describe('the demo team analytics', () => {
  it('sets three team goals on the real downline: one on track, one behind, one done', async () => {
    const goals = await listTeamGoals(t.app.db, sellerId);
    expect(goals.map((g) => g.status).sort()).toEqual(['behind', 'done', 'on_track']);
  });

  it('places members in two custom teams to segment by', async () => {
    const segmentation = await getTeamAnalytics(t.app.db, sellerId, { tab: 'segmentation', period: 90 }, t.app.config.rankQualifiers);
    expect(segmentation.tab === 'segmentation' && segmentation.byCustomTeam.filter((c) => c.id !== null).map((c) => c.name).sort()).toEqual(['Leadership circle', 'Spring launch crew']);
  });

  it('gives the members with an account activities, own goals and one who went quiet', async () => {
    const query = (tab: 'activity' | 'engagement' | 'goals') => getTeamAnalytics(t.app.db, sellerId, { tab, period: 90 }, t.app.config.rankQualifiers);
    const activity = await query('activity');
    expect(activity.tab === 'activity' && activity.mostActive.length).toBe(4);
    expect(activity.tab === 'activity' && activity.types.length).toBeGreaterThanOrEqual(4);
    const goals = await query('goals');
    expect(goals.tab === 'goals' && goals.memberGoals.length).toBe(3);
    const engagement = await query('engagement');
    expect(engagement.tab === 'engagement' && engagement.activeRecently).toBeGreaterThanOrEqual(3);
  });
});
