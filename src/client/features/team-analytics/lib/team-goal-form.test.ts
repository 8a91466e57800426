import { describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from '@shared/reports/reports.schema';
import { teamGoalValidationKey, validateTeamGoal } from './team-goal-form';

describe('team goal form messages', () => {
  it('translates a deadline outside the reporting days instead of showing the English message', () => {
    const result = validateTeamGoal({ title: 'Grow', metric: 'custom', targetValue: '10', currentValue: '0', startDate: '', deadline: '3000-01-01' });
    expect(result.success).toBe(false);
    const message = (result as { errors: Record<string, string> }).errors.deadline;
    expect(message).toBe(REPORT_MESSAGES.dayOutOfRange);
    expect(teamGoalValidationKey('deadline', message!)).toBe('dayOutOfRange');
  });
});
