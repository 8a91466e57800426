import { ZFollowUpCreate, ZFollowUpUpdate, type TFollowUp, type TFollowUpCreate, type TFollowUpUpdate } from '@shared/follow-ups/follow-ups.schema';
import type { TComboOption } from '../../../components/ui/combobox';
import { validateWith, type TValidation } from '../../../components/ui/use-schema-form';
import { instantOf, wallClockOf } from '../../../lib/time-zone';

/** The form's own state: the due date and time as their inputs hold them, in the seller's zone. */
export interface TFollowUpFormValues {
  prospect: TComboOption | null;
  date: string;
  time: string;
  notes: string;
}

export const EMPTY_FOLLOW_UP_FORM: TFollowUpFormValues = { prospect: null, date: '', time: '', notes: '' };

export function followUpFormOf(followUp: TFollowUp, zone: string): TFollowUpFormValues {
  const { day, time } = wallClockOf(followUp.dueAt, zone);
  return { prospect: followUp.prospect ?? followUp.contact, date: day, time, notes: followUp.notes ?? '' };
}

/** Errors keyed by body field (schema or API), keyed by form field: the due time shows under its date and time. */
export function followUpFormErrorsOf(fields: Record<string, string>): Record<string, string> {
  const { prospectId, dueAt, ...rest } = fields;
  return { ...rest, ...(prospectId && { prospect: prospectId }), ...(dueAt && { due: dueAt }) };
}

function withFormErrors<T>(result: TValidation<T>): TValidation<T> {
  return result.success ? result : { success: false, errors: followUpFormErrorsOf(result.errors) };
}

export function validateFollowUpCreate(values: TFollowUpFormValues, zone: string): TValidation<TFollowUpCreate> {
  return withFormErrors(validateWith(ZFollowUpCreate, { prospectId: values.prospect?.id ?? '', dueAt: instantOf(values.date, values.time, zone), notes: values.notes }));
}

/**
 * An edit sends the due time only when it moved: an overdue reminder's notes can be changed
 * without the schema refusing its (past) due time.
 */
export function validateFollowUpUpdate(values: TFollowUpFormValues, zone: string, saved: TFollowUp): TValidation<TFollowUpUpdate> {
  const dueAt = instantOf(values.date, values.time, zone);
  const moved = !dueAt || new Date(dueAt).getTime() !== new Date(saved.dueAt).getTime();
  return withFormErrors(validateWith(ZFollowUpUpdate, { ...(moved && { dueAt }), notes: values.notes }));
}
