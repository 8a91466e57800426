import { FIELD_MESSAGES } from '@shared/common/fields';
import { TEAM_GOAL_MESSAGES, ZTeamGoalCreate, type TTeamGoal, type TTeamGoalCreate } from '@shared/team-analytics/team-analytics.schema';
import type { TTeamGoalMetric } from '@shared/team-analytics/team-analytics.constants';
import { REPORT_MESSAGES } from '@shared/reports/reports.schema';
import { validateWith, type TValidation } from '../../../components/ui/use-schema-form';

/** The form's own state: numbers as typed; a commission target in dollars, sent in cents. */
export interface TTeamGoalFormValues {
  title: string;
  metric: TTeamGoalMetric;
  targetValue: string;
  currentValue: string;
  startDate: string;
  deadline: string;
}

const isMoney = (metric: TTeamGoalMetric) => metric === 'commissions_cents';

export function emptyTeamGoalForm(today: string): TTeamGoalFormValues {
  return { title: '', metric: 'team_size', targetValue: '', currentValue: '0', startDate: today, deadline: '' };
}

export function teamGoalFormOf(goal: TTeamGoal): TTeamGoalFormValues {
  const shown = (value: number) => (isMoney(goal.metric) ? String(value / 100) : String(value));
  return {
    title: goal.title,
    metric: goal.metric,
    targetValue: shown(goal.targetValue),
    currentValue: goal.metric === 'custom' ? String(goal.currentValue) : '0',
    startDate: goal.startDate,
    deadline: goal.deadline,
  };
}

/** A typed number (dollars become cents); empty means "not given" so the schema's required message applies. */
function numberOf(text: string, money: boolean): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text.replace(',', '.'));
  return money && Number.isFinite(value) ? Math.round(value * 100) : value;
}

export function validateTeamGoal(values: TTeamGoalFormValues): TValidation<TTeamGoalCreate> {
  return validateWith(ZTeamGoalCreate, {
    title: values.title,
    metric: values.metric,
    targetValue: numberOf(values.targetValue, isMoney(values.metric)),
    ...(values.metric === 'custom' && { currentValue: numberOf(values.currentValue, false) ?? 0 }),
    ...(values.startDate && { startDate: values.startDate }),
    deadline: values.deadline,
  });
}

/** The `teamAnalytics:validation.*` key of each English message the schema or the API may send. */
const VALIDATION_KEYS: Record<string, string> = {
  [TEAM_GOAL_MESSAGES.titleRequired]: 'titleRequired',
  [TEAM_GOAL_MESSAGES.targetRequired]: 'targetRequired',
  [TEAM_GOAL_MESSAGES.targetMin]: 'targetMin',
  [TEAM_GOAL_MESSAGES.deadlineRequired]: 'deadlineRequired',
  [TEAM_GOAL_MESSAGES.deadlineBeforeStart]: 'deadlineBeforeStart',
  [TEAM_GOAL_MESSAGES.currentOnlyCustom]: 'currentOnlyCustom',
  [FIELD_MESSAGES.tooLong]: 'tooLong',
  [REPORT_MESSAGES.dayOutOfRange]: 'dayOutOfRange',
};

const NUMBER_FIELDS = new Set(['targetValue', 'currentValue']);

export function teamGoalValidationKey(field: string, message: string): string | undefined {
  return VALIDATION_KEYS[message] ?? (NUMBER_FIELDS.has(field) ? 'wholeNumber' : field === 'startDate' ? 'dateInvalid' : undefined);
}
