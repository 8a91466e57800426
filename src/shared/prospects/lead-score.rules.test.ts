import { describe, expect, it } from 'vitest';
import { PROSPECT_STATUSES } from './prospects.constants.js';
import { LEAD_SCORE_HOT, LEAD_SCORE_RANGES, LEAD_SCORE_WARM, leadScoreFitsStatus } from './lead-score.rules.js';

describe('lead score by status', () => {
  it('gives every status a band inside 0 to 100', () => {
    for (const status of PROSPECT_STATUSES) {
      const { min, max } = LEAD_SCORE_RANGES[status];
      expect(0 <= min && min <= max && max <= 100).toBe(true);
    }
  });

  it('keeps cold and lost leads below warm, booked demos and enrolments hot', () => {
    expect(leadScoreFitsStatus(LEAD_SCORE_WARM, 'cold_lead')).toBe(false);
    expect(leadScoreFitsStatus(90, 'not_interested')).toBe(false);
    expect(leadScoreFitsStatus(LEAD_SCORE_HOT - 1, 'demo_scheduled')).toBe(false);
    expect(leadScoreFitsStatus(97, 'enrolled')).toBe(true);
    expect(leadScoreFitsStatus(20, 'enrolled')).toBe(false);
  });
});
