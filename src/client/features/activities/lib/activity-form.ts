import { ZActivityCreate, type TActivity, type TActivityCreate } from '@shared/activities/activities.schema';
import type { ACTIVITY_OUTCOMES, ACTIVITY_PLATFORMS, ACTIVITY_STATUSES, TActivityType, TPriority } from '@shared/activities/activities.constants';
import { FIELD_MESSAGES } from '@shared/common/fields';
import type { TComboOption } from '../../../components/ui/combobox';
import { validateWith, type TValidation } from '../../../components/ui/use-schema-form';

/** The form's own state: text as typed, selects as '' when empty. */
export interface TActivityFormValues {
  title: string;
  type: TActivityType | '';
  prospect: TComboOption | null;
  /** The value of a datetime-local input, in the browser's time zone. */
  scheduledAt: string;
  platform: (typeof ACTIVITY_PLATFORMS)[number] | '';
  link: string;
  contentTitle: string;
  description: string;
  outcome: (typeof ACTIVITY_OUTCOMES)[number] | '';
  completed: boolean;
  priority: TPriority;
  status: (typeof ACTIVITY_STATUSES)[number];
}

export const EMPTY_ACTIVITY_FORM: TActivityFormValues = {
  title: '',
  type: '',
  prospect: null,
  scheduledAt: '',
  platform: '',
  link: '',
  contentTitle: '',
  description: '',
  outcome: '',
  completed: false,
  priority: 'medium',
  status: 'scheduled',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as the local "YYYY-MM-DDTHH:mm" a datetime-local input shows. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value as an ISO instant; anything unreadable is passed on for the schema to reject. */
export function fromLocalInput(value: string): string {
  if (!value) return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}

export function activityFormOf(activity: TActivity): TActivityFormValues {
  return {
    title: activity.title,
    type: activity.type,
    prospect: activity.prospect,
    scheduledAt: toLocalInput(activity.scheduledAt),
    platform: (activity.platform ?? '') as TActivityFormValues['platform'],
    link: activity.link ?? '',
    contentTitle: activity.contentTitle ?? '',
    description: activity.description ?? '',
    outcome: (activity.outcome ?? '') as TActivityFormValues['outcome'],
    completed: activity.completed,
    priority: activity.priority,
    status: activity.status,
  };
}

/** Errors keyed by body field (from the schema or the API), keyed by form field instead. */
export function formErrorsOf(fields: Record<string, string>): Record<string, string> {
  const { prospectId, ...rest } = fields;
  return prospectId ? { ...rest, prospect: prospectId } : rest;
}

/** The request body, checked by the same schema the API parses with (empty values become null). */
export function validateActivity(values: TActivityFormValues): TValidation<TActivityCreate> {
  const { prospect, scheduledAt, ...rest } = values;
  const result = validateWith(ZActivityCreate, { ...rest, prospectId: prospect?.id ?? null, scheduledAt: fromLocalInput(scheduledAt) });
  return result.success ? result : { success: false, errors: formErrorsOf(result.errors) };
}

/** The `activities:validation.*` key of each English message the schema or the API may send. */
export const ACTIVITY_VALIDATION_KEYS: Record<string, string> = {
  'Title is required': 'titleRequired',
  'Type is required': 'typeRequired',
  [FIELD_MESSAGES.tooLong]: 'tooLong',
  [FIELD_MESSAGES.urlInvalid]: 'urlInvalid',
  [FIELD_MESSAGES.idInvalid]: 'prospectInvalid',
  'Choose one of your prospects': 'prospectInvalid',
  [FIELD_MESSAGES.dateTimeInvalid]: 'dateTimeInvalid',
};
