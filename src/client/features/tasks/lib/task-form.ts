import { format, formatISO, isValid } from 'date-fns';
import { FIELD_MESSAGES } from '@shared/common/fields';
import type { TPriority, TTaskRecurrence, TTaskSettableStatus } from '@shared/tasks/tasks.constants';
import { TASK_MESSAGES, ZTaskCreate, type TTask, type TTaskCreate, type TTaskUpdate } from '@shared/tasks/tasks.schema';
import type { TComboOption } from '../../../components/ui/combobox';
import { errorsUnderFields, validateWith, type TValidation } from '../../../components/ui/use-schema-form';
import type { TPersonOption } from '../api/people.api';

/** The form's own state: dates and numbers as typed, people as chosen in their pickers. */
export interface TTaskFormValues {
  title: string;
  description: string;
  /** YYYY-MM-DD of a date input, in the browser's time zone, or ''. */
  dueDate: string;
  /** HH:mm of a time input, or '' (then the task is due by the end of that day). */
  dueTime: string;
  /** The value of a datetime-local input, or ''. */
  remindAt: string;
  priority: TPriority;
  recurrence: TTaskRecurrence;
  status: TTaskSettableStatus;
  tags: string[];
  estimatedHours: string;
  actualHours: string;
  /** A team member; null means the owner ("me"). */
  assignee: TComboOption | null;
  link: TPersonOption | null;
}

export const EMPTY_TASK_FORM: TTaskFormValues = {
  title: '',
  description: '',
  dueDate: '',
  dueTime: '',
  remindAt: '',
  priority: 'medium',
  recurrence: 'none',
  status: 'pending',
  tags: [],
  estimatedHours: '',
  actualHours: '',
  assignee: null,
  link: null,
};

/** A due date without a time is due by the end of that day. */
export const END_OF_DAY = '23:59';

/** A local date and time as an ISO instant with the browser's offset ("2026-03-02T14:30:00+01:00"); unreadable input is passed on for the schema to reject. */
export function localToIso(date: string, time = ''): string {
  if (!date) return '';
  const local = new Date(`${date}T${time || END_OF_DAY}`);
  return isValid(local) ? formatISO(local) : `${date}T${time}`;
}

/** An ISO instant as the local date and time inputs show it. */
export function isoToLocal(iso: string | null): { date: string; time: string } {
  if (!iso) return { date: '', time: '' };
  const d = new Date(iso);
  return isValid(d) ? { date: format(d, 'yyyy-MM-dd'), time: format(d, 'HH:mm') } : { date: '', time: '' };
}

function localInputOf(iso: string | null): string {
  const { date, time } = isoToLocal(iso);
  return date ? `${date}T${time}` : '';
}

export function taskFormOf(task: TTask, linkLabel: (type: TPersonOption['type'], name: string) => string): TTaskFormValues {
  const due = isoToLocal(task.dueAt);
  return {
    title: task.title,
    description: task.description ?? '',
    dueDate: due.date,
    dueTime: due.time,
    remindAt: localInputOf(task.remindAt),
    priority: task.priority,
    recurrence: task.recurrence,
    // Overdue is read from the due date, never stored: the form offers the statuses one can set.
    status: task.status === 'overdue' ? 'pending' : task.status,
    tags: task.tags,
    estimatedHours: task.estimatedHours === null ? '' : String(task.estimatedHours),
    actualHours: task.actualHours === null ? '' : String(task.actualHours),
    assignee: task.assignee,
    link: task.linked ? { id: task.linked.id, type: task.linked.type, personName: task.linked.name, name: linkLabel(task.linked.type, task.linked.name) } : null,
  };
}

function numberOf(text: string): number | null {
  return text.trim() === '' ? null : Number(text);
}

/** Body fields whose errors show under another form field. */
const FORM_FIELD_OF: Record<string, keyof TTaskFormValues> = {
  dueAt: 'dueDate',
  assigneeId: 'assignee',
  prospectId: 'link',
  contactId: 'link',
  teamMemberId: 'link',
};

/** Errors keyed by body field (from the schema or the API), keyed by form field instead. */
export function formErrorsOf(fields: Record<string, string>): Record<string, string> {
  return errorsUnderFields(fields, FORM_FIELD_OF);
}

/** The request body, checked by the same schema the API parses with. */
export function validateTask(values: TTaskFormValues): TValidation<TTaskCreate> {
  const body = bodyOf(values);
  const result = validateWith(ZTaskCreate, body);
  if (result.success) return result;
  // The schema's rules across fields (a repeat needs a due date) run once every field passes:
  // checked again with a stand-in title, they show beside "Title is required" rather than after it.
  const across = validateWith(ZTaskCreate, { ...body, title: body.title.trim() || 'title' });
  return { success: false, errors: formErrorsOf({ ...(across.success ? {} : across.errors), ...result.errors }) };
}

function bodyOf(values: TTaskFormValues) {
  const { dueDate, dueTime, remindAt, assignee, link, estimatedHours, actualHours, ...rest } = values;
  return {
    ...rest,
    dueAt: localToIso(dueDate, dueTime),
    remindAt: localToIso(remindAt.slice(0, 10), remindAt.slice(11)),
    estimatedHours: numberOf(estimatedHours),
    actualHours: numberOf(actualHours),
    assigneeId: assignee?.id ?? null,
    prospectId: link?.type === 'prospect' ? link.id : null,
    contactId: link?.type === 'contact' ? link.id : null,
    teamMemberId: link?.type === 'teamMember' ? link.id : null,
  };
}

/** What an edit changed, so a PATCH leaves the rest (a status the form could not show, for one) as it is. */
export function changesOf(before: TTaskCreate, after: TTaskCreate): TTaskUpdate {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (key === 'subtasks') continue;
    if (JSON.stringify(value) !== JSON.stringify(before[key as keyof TTaskCreate])) changes[key] = value;
  }
  return changes as TTaskUpdate;
}

/** The `tasks:validation.*` key of each English message the schema or the API may send. */
export const TASK_VALIDATION_KEYS: Record<string, string> = {
  [TASK_MESSAGES.titleRequired]: 'titleRequired',
  [TASK_MESSAGES.recurrenceNeedsDue]: 'recurrenceNeedsDue',
  [TASK_MESSAGES.overdueNotSettable]: 'overdueNotSettable',
  [TASK_MESSAGES.oneLink]: 'oneLink',
  'Hours cannot be negative': 'hoursNegative',
  'At most 20 tags': 'tooManyTags',
  [FIELD_MESSAGES.tooLong]: 'tooLong',
  [FIELD_MESSAGES.dateTimeInvalid]: 'dateTimeInvalid',
  [FIELD_MESSAGES.idInvalid]: 'personInvalid',
};

/** Number fields whose other messages (zod's own: too big, not a number) share one translated text. */
const NUMBER_FIELDS = new Set(['estimatedHours', 'actualHours']);

export function taskValidationKey(field: string, message: string): string | undefined {
  return TASK_VALIDATION_KEYS[message] ?? (NUMBER_FIELDS.has(field) ? 'hoursInvalid' : undefined);
}
