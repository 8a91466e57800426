import { describe, expect, it } from 'vitest';
import { exceedsFreePlan, freePlanLimitMessage } from './free-plan.rules.js';

describe('free-plan limits', () => {
  it('lets a free user reach the limit but not pass it', () => {
    expect(exceedsFreePlan(99, 100, false)).toBe(false);
    expect(exceedsFreePlan(100, 100, false)).toBe(true);
    expect(exceedsFreePlan(95, 100, false, 10)).toBe(true);
  });

  it('never limits premium access', () => {
    expect(exceedsFreePlan(10_000, 100, true)).toBe(false);
  });

  it('says the spec message', () => {
    expect(freePlanLimitMessage(25, 'team members')).toBe("You've reached the limit of 25 team members for the free plan");
  });
});
