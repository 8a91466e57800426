import { FIELD_MESSAGES } from '@shared/common/fields';
import { ZGoalCreate, type TGoal, type TGoalCreate } from '@shared/goals/goals.schema';
import type { TGoalType } from '@shared/goals/goals.constants';
import { validateWith, type TValidation } from '../../../components/ui/use-schema-form';

/** The form's own state: numbers as typed, so a half-typed value is not lost. */
export interface TGoalFormValues {
  title: string;
  type: TGoalType;
  targetValue: string;
  currentValue: string;
  /** YYYY-MM-DD from a date input, or ''. */
  deadline: string;
}

export const EMPTY_GOAL_FORM: TGoalFormValues = { title: '', type: 'other', targetValue: '', currentValue: '0', deadline: '' };

export function goalFormOf(goal: TGoal): TGoalFormValues {
  return {
    title: goal.title,
    type: goal.type,
    targetValue: String(goal.targetValue),
    currentValue: String(goal.currentValue),
    deadline: goal.deadline ?? '',
  };
}

/** A typed number; empty means "not given" so the schema's required message applies. */
export function numberOf(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text);
}

export function validateGoal(values: TGoalFormValues): TValidation<TGoalCreate> {
  return validateWith(ZGoalCreate, { ...values, targetValue: numberOf(values.targetValue), currentValue: numberOf(values.currentValue) ?? 0 });
}

/** The `goals:validation.*` key of each English message the schema or the API may send. */
const GOAL_VALIDATION_KEYS: Record<string, string> = {
  'Title is required': 'titleRequired',
  'Target value is required': 'targetRequired',
  'Target must be at least 1': 'targetMin',
  [FIELD_MESSAGES.tooLong]: 'tooLong',
  [FIELD_MESSAGES.dateInvalid]: 'dateInvalid',
};

/** Number fields whose other messages (zod's own, e.g. "not an integer") share one translated text. */
const NUMBER_FIELDS = new Set(['targetValue', 'currentValue']);

/** The `goals:validation.*` key for a message on `field`, or undefined to show the message as sent. */
export function goalValidationKey(field: string, message: string): string | undefined {
  return GOAL_VALIDATION_KEYS[message] ?? (NUMBER_FIELDS.has(field) ? 'wholeNumber' : undefined);
}

/** A calendar date (YYYY-MM-DD) in the UI language, without shifting it through a time zone. */
export function formatDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}

export function formatPercent(percent: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);
}
