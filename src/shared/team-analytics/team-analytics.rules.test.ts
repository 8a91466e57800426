import { describe, expect, it } from 'vitest';
import { RANK_QUALIFIERS_DEFAULT } from '../team/rank.rules.js';
import { forecastNextRank, periodStart, teamGoalStanding } from './team-analytics.rules.js';
import { ZTeamGoalCreate } from './team-analytics.schema.js';

describe('teamGoalStanding', () => {
  const goal = { target: 20, baseline: 0, startDate: '2026-01-01', deadline: '2026-01-21' };

  it('is on track at or above an even pace, behind below it', () => {
    // Half-way through the 20 days an even pace gives 10.
    expect(teamGoalStanding({ ...goal, current: 10 }, '2026-01-11')).toEqual({ status: 'on_track', progressPercent: 50, expected: 10 });
    expect(teamGoalStanding({ ...goal, current: 9 }, '2026-01-11')).toEqual({ status: 'behind', progressPercent: 45, expected: 10 });
  });

  it('paces a level goal from its baseline, not from zero', () => {
    const level = { ...goal, target: 30, baseline: 20 };
    expect(teamGoalStanding({ ...level, current: 24 }, '2026-01-11').status).toBe('behind');
    expect(teamGoalStanding({ ...level, current: 25 }, '2026-01-11')).toMatchObject({ status: 'on_track', expected: 25 });
  });

  it('is done once the target is reached, even past the deadline, and overdue past it otherwise', () => {
    expect(teamGoalStanding({ ...goal, current: 21 }, '2026-03-01')).toMatchObject({ status: 'done', progressPercent: 100 });
    expect(teamGoalStanding({ ...goal, current: 19 }, '2026-01-22')).toMatchObject({ status: 'overdue', progressPercent: 95 });
    expect(teamGoalStanding({ ...goal, current: 19 }, '2026-01-21').status).toBe('behind');
  });

  it('expects nothing before the start date', () => {
    expect(teamGoalStanding({ ...goal, current: 0 }, '2025-12-20')).toMatchObject({ status: 'on_track', expected: 0 });
  });
});

describe('forecastNextRank', () => {
  it('names the next rank and what is still missing', () => {
    // Silver needs 3 active direct recruits and 10 active members (defaults).
    expect(forecastNextRank('bronze', { directRecruits: 2, teamSize: 7 })).toEqual({
      nextRank: 'silver',
      required: { directRecruits: 3, teamSize: 10 },
      missing: { directRecruits: 1, teamSize: 3 },
      qualifies: false,
      progressPercent: 66,
    });
  });

  it('says when a member already qualifies for the next rank', () => {
    expect(forecastNextRank('associate', { directRecruits: 4, teamSize: 6 })).toMatchObject({ nextRank: 'bronze', missing: { directRecruits: 0, teamSize: 0 }, qualifies: true, progressPercent: 100 });
  });

  it('follows configured qualifiers and stops at the top rank', () => {
    const custom = { ...RANK_QUALIFIERS_DEFAULT, bronze: { directRecruits: 1, teamSize: 1 } };
    expect(forecastNextRank('associate', { directRecruits: 1, teamSize: 1 }, custom).qualifies).toBe(true);
    expect(forecastNextRank('royal_crown_diamond', { directRecruits: 0, teamSize: 0 })).toMatchObject({ nextRank: null, qualifies: false, progressPercent: 100 });
  });
});

describe('periodStart', () => {
  it('counts today as the last day of the period', () => {
    expect(periodStart('2026-03-31', 30)).toBe('2026-03-02');
    expect(periodStart('2026-01-01', 1)).toBe('2026-01-01');
  });
});

describe('ZTeamGoalCreate', () => {
  const base = { title: 'Grow to 30', metric: 'team_size', targetValue: 30, deadline: '2026-12-31' };
  it('refuses a typed current value on a measured goal and a deadline before the start', () => {
    const r = ZTeamGoalCreate.safeParse({ ...base, currentValue: 4, startDate: '2027-01-01' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['currentValue', 'deadline']);
    expect(ZTeamGoalCreate.safeParse({ ...base, metric: 'custom', currentValue: 4 }).success).toBe(true);
  });
});
