import { describe, expect, it } from 'vitest';
import { ACTIVITY_TYPES } from './activities.constants.js';
import { ACTIVITY_OUTCOMES_BY_TYPE, ACTIVITY_PLATFORMS_BY_TYPE, activityInconsistencies, type TActivityFacts } from './activities.consistency.js';

const now = new Date('2026-03-10T12:00:00Z');
const past = new Date('2026-03-09T09:30:00Z');
const future = new Date('2026-03-12T15:00:00Z');
const done: TActivityFacts = { type: 'call', platform: 'whatsapp', outcome: 'demo_booked', status: 'completed', completed: true, scheduledAt: past };

describe('activity consistency', () => {
  it('gives every type at least one platform and one outcome', () => {
    for (const type of ACTIVITY_TYPES) {
      expect(ACTIVITY_PLATFORMS_BY_TYPE[type].length).toBeGreaterThan(0);
      expect(ACTIVITY_OUTCOMES_BY_TYPE[type].length).toBeGreaterThan(0);
    }
  });

  it('accepts a past completed call with an outcome and a future scheduled demo without one', () => {
    expect(activityInconsistencies(done, now)).toEqual([]);
    expect(activityInconsistencies({ type: 'demo', platform: 'other', outcome: null, status: 'scheduled', completed: false, scheduledAt: future }, now)).toEqual([]);
    expect(activityInconsistencies({ type: 'follow_up', platform: 'whatsapp', outcome: null, status: 'overdue', completed: false, scheduledAt: past }, now)).toEqual([]);
  });

  it('rejects an Instagram story logged as an email sent, closing a sale while scheduled', () => {
    const problems = activityInconsistencies({ type: 'email_sent', platform: 'instagram', outcome: 'sale_closed', status: 'scheduled', completed: false, scheduledAt: past }, now);
    expect(problems).toEqual([
      'platform instagram does not fit email_sent',
      'outcome sale_closed does not fit email_sent',
      'outcome sale_closed before the activity is completed',
      'scheduled but not in the future',
    ]);
  });

  it('rejects a completed activity in the future or with the flag unset', () => {
    expect(activityInconsistencies({ ...done, scheduledAt: future }, now)).toEqual(['completed but in the future']);
    expect(activityInconsistencies({ ...done, completed: false }, now)).toEqual(['completed flag false with status completed']);
    expect(activityInconsistencies({ ...done, status: 'overdue', outcome: null, completed: false, scheduledAt: null }, now)).toEqual(['overdue without a time']);
  });
});
