import { ZCommissionCreate, type TCommission, type TCommissionCreate } from '@shared/commissions/commissions.schema';
import type { TCommissionStatus, TCommissionType } from '@shared/commissions/commissions.constants';
import { FIELD_MESSAGES } from '@shared/common/fields';
import type { TComboOption } from '../../../components/ui/combobox';
import { validateWith, type TValidation } from '../../../components/ui/use-schema-form';

/** The form's own state: the amount as typed in money units, pickers as {id, name}. */
export interface TCommissionFormValues {
  amount: string;
  /** YYYY-MM-DD from a date input. */
  date: string;
  teamMember: TComboOption | null;
  type: TCommissionType;
  status: TCommissionStatus;
  prospect: TComboOption | null;
  notes: string;
}

/** Today in the browser's calendar, as a date input wants it. */
export function todayLocal(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function emptyCommissionForm(): TCommissionFormValues {
  return { amount: '', date: todayLocal(), teamMember: null, type: 'product_sale', status: 'pending', prospect: null, notes: '' };
}

export function commissionFormOf(commission: TCommission): TCommissionFormValues {
  return {
    amount: (commission.amountCents / 100).toFixed(2),
    date: commission.date,
    teamMember: commission.teamMember,
    type: commission.type,
    status: commission.status,
    prospect: commission.prospect,
    notes: commission.notes ?? '',
  };
}

/** Shown when the typed amount is not a money value at all (the schema then never sees a number). */
export const AMOUNT_FORMAT_MESSAGE = 'Enter the amount as a number such as 125.50';

/**
 * "125", "125.5", "125,50" or "1 250.00" as integer cents, computed without floating point;
 * undefined when empty and NaN when it is not a money value with at most two decimals.
 */
export function centsOf(text: string): number | undefined {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return undefined;
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The body's field names as the form names them. */
const FORM_FIELD_OF: Record<string, keyof TCommissionFormValues> = { amountCents: 'amount', teamMemberId: 'teamMember', prospectId: 'prospect' };

/** Errors keyed by body field (from the schema or the API), keyed by form field instead. */
export function formErrorsOf(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([field, message]) => [FORM_FIELD_OF[field] ?? field, message]));
}

export function validateCommission(values: TCommissionFormValues): TValidation<TCommissionCreate> {
  const { amount, teamMember, prospect, ...rest } = values;
  const amountCents = centsOf(amount);
  const result = validateWith(ZCommissionCreate, { ...rest, amountCents, teamMemberId: teamMember?.id, prospectId: prospect?.id ?? null });
  if (Number.isNaN(amountCents)) {
    const errors = result.success ? {} : formErrorsOf(result.errors);
    return { success: false, errors: { ...errors, amount: AMOUNT_FORMAT_MESSAGE } };
  }
  return result.success ? result : { success: false, errors: formErrorsOf(result.errors) };
}

/** The `commissions:validation.*` key of each English message the schema or the API may send on `field`. */
export function commissionValidationKey(field: string, message: string): string | undefined {
  if (message === FIELD_MESSAGES.idInvalid) return field === 'teamMember' ? 'teamMemberRequired' : 'prospectInvalid';
  const keys: Record<string, string> = {
    'Amount is required': 'amountRequired',
    'Amount must be in whole cents': 'amountFormat',
    'Amount must be greater than zero': 'amountPositive',
    [AMOUNT_FORMAT_MESSAGE]: 'amountFormat',
    [FIELD_MESSAGES.dateInvalid]: 'dateInvalid',
    [FIELD_MESSAGES.tooLong]: 'tooLong',
    'Choose a member of your team': 'teamMemberRequired',
    'Choose one of your prospects': 'prospectInvalid',
  };
  return keys[message] ?? (field === 'amount' ? 'amountTooLarge' : undefined);
}

/** Amounts are kept in US dollar cents. */
export function formatCents(cents: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(cents / 100);
}

/** A calendar date (YYYY-MM-DD) in the UI language, without shifting it through a time zone. */
export function formatDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
