import { CALENDAR_CREATE_TYPES, ZCalendarItemCreate, type TCalendarItemCreate } from '@shared/calendar/calendar.schema';
import { FOLLOW_UP_MESSAGES } from '@shared/follow-ups/follow-ups.schema';
import { isDueInPast } from '@shared/follow-ups/follow-ups.rules';
import type { TComboOption } from '../../../components/ui/combobox';
import { validateWith, type TValidation } from '../../../components/ui/use-schema-form';
import { instantOf } from '../../../lib/time-zone';

export type TCalendarCreateType = (typeof CALENDAR_CREATE_TYPES)[number];
export const LINK_TYPES = ['prospect', 'contact', 'teamMember'] as const;
export type TLinkType = (typeof LINK_TYPES)[number];

/** The form's own state: dates and times as their inputs hold them, in the seller's zone. */
export interface TCalendarItemFormValues {
  type: TCalendarCreateType;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM, or '' for a whole-day item. */
  time: string;
  notes: string;
  /** datetime-local values ("YYYY-MM-DDTHH:MM"), or ''. */
  reminderAt: string;
  followUpAt: string;
  linkType: TLinkType;
  linked: TComboOption | null;
}

/** The form opened from a day (month view) or an hour slot (week and day views). */
export function calendarItemFormFor(date: string, time = ''): TCalendarItemFormValues {
  return { type: 'task', title: '', date, time, notes: '', reminderAt: '', followUpAt: '', linkType: 'prospect', linked: null };
}

/** Rules of the form beyond the request's shape; the server holds the same ones. */
export const CALENDAR_FORM_MESSAGES = {
  reminderNeedsProspect: 'A reminder needs a prospect',
  reminderNeedsTime: 'Choose a time for the reminder',
  /** The server's own words for the same rule. */
  reminderDateInPast: 'The reminder date cannot be in the past',
} as const;

/** A datetime-local value in `zone` as an ISO instant ('' when empty or unreadable). */
export function instantOfLocal(value: string, zone: string): string {
  const [day = '', time = ''] = value.split('T');
  return value ? instantOf(day, time.slice(0, 5), zone) || value : '';
}

const LINK_FIELDS: Record<TLinkType, 'prospectId' | 'contactId' | 'teamMemberId'> = { prospect: 'prospectId', contact: 'contactId', teamMember: 'teamMemberId' };

/** Errors keyed by body field (schema or API), keyed by form field instead. */
export function calendarFormErrorsOf(fields: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(fields)) {
    const formField = Object.values(LINK_FIELDS).includes(field as never) ? 'linked' : field;
    errors[formField] ??= message;
  }
  return errors;
}

export function calendarItemBody(values: TCalendarItemFormValues, zone: string) {
  const { type, title, date, time, notes, reminderAt, followUpAt, linkType, linked } = values;
  const reminder = type === 'reminder';
  return {
    type,
    title,
    date,
    time,
    notes,
    reminderAt: type === 'task' ? instantOfLocal(reminderAt, zone) : '',
    followUpAt: reminder ? '' : instantOfLocal(followUpAt, zone),
    [LINK_FIELDS[linkType]]: linked?.id ?? null,
  };
}

/**
 * The request body, checked by the API's schema, plus what a reminder needs: a prospect, and a
 * due time that is not in the past (a follow-up date likewise).
 */
export function validateCalendarItem(values: TCalendarItemFormValues, zone: string): TValidation<TCalendarItemCreate> {
  const body = calendarItemBody(values, zone);
  const result = validateWith(ZCalendarItemCreate, body);
  const errors: Record<string, string> = result.success ? {} : calendarFormErrorsOf(result.errors);
  const needsProspect = values.type === 'reminder' || values.followUpAt !== '';
  if (needsProspect && !(values.linkType === 'prospect' && values.linked)) errors.linked ??= CALENDAR_FORM_MESSAGES.reminderNeedsProspect;
  if (values.type === 'reminder') {
    if (!values.time) errors.time ??= CALENDAR_FORM_MESSAGES.reminderNeedsTime;
    else {
      const due = instantOf(values.date, values.time, zone);
      if (due && isDueInPast(due)) errors.time ??= FOLLOW_UP_MESSAGES.dueInPast;
    }
  }
  if (body.reminderAt && !Number.isNaN(new Date(body.reminderAt).getTime()) && isDueInPast(body.reminderAt)) errors.reminderAt ??= CALENDAR_FORM_MESSAGES.reminderDateInPast;
  if (body.followUpAt && !Number.isNaN(new Date(body.followUpAt).getTime()) && isDueInPast(body.followUpAt)) errors.followUpAt ??= FOLLOW_UP_MESSAGES.dueInPast;
  return result.success && Object.keys(errors).length === 0 ? result : { success: false, errors };
}
