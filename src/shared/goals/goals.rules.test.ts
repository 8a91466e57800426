import { describe, expect, it } from 'vitest';
import { goalLabel, goalProgressPercent } from './goals.rules.js';

describe('goal labels', () => {
  const today = '2026-05-10';
  it('says completed once the target is reached, whatever the deadline', () => {
    expect(goalLabel({ currentValue: 10, targetValue: 10, deadline: '2026-01-01' }, today)).toBe('completed');
  });
  it('says overdue, due soon (7 days) or in progress', () => {
    expect(goalLabel({ currentValue: 1, targetValue: 10, deadline: '2026-05-09' }, today)).toBe('overdue');
    expect(goalLabel({ currentValue: 1, targetValue: 10, deadline: '2026-05-17' }, today)).toBe('due_soon');
    expect(goalLabel({ currentValue: 1, targetValue: 10, deadline: '2026-05-18' }, today)).toBe('in_progress');
    expect(goalLabel({ currentValue: 1, targetValue: 10, deadline: null }, today)).toBe('in_progress');
  });
  it('caps progress at 100 percent', () => {
    expect(goalProgressPercent(15, 10)).toBe(100);
    expect(goalProgressPercent(1, 3)).toBe(33);
  });
});
