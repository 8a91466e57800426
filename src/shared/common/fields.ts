import * as z from 'zod';

/** Field schemas shared by every record form; messages are the API's and the forms' English text. */
export const FIELD_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: 'Please enter a valid phone number',
  tooLong: 'This value is too long',
  dateInvalid: 'Use the date format YYYY-MM-DD',
  dateTimeInvalid: 'Use an ISO date and time',
  idInvalid: 'This is not a valid id',
  urlInvalid: 'Enter a full web address starting with http:// or https://',
} as const;

/** Empty strings from forms mean "no value". */
export const emptyToNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullable());

export const ZUuid = z.uuid({ error: FIELD_MESSAGES.idInvalid });
export const ZIdParams = z.object({ id: ZUuid });

export const requiredText = (message: string, max = 100) =>
  z.string({ error: message }).trim().min(1, { message, abort: true }).max(max, FIELD_MESSAGES.tooLong);

export const optionalText = (max: number) => emptyToNull(z.string().trim().max(max, FIELD_MESSAGES.tooLong)).optional();

export const ZRecordEmail = z
  .string({ error: FIELD_MESSAGES.emailRequired })
  .trim()
  .min(1, { message: FIELD_MESSAGES.emailRequired, abort: true })
  .max(254, FIELD_MESSAGES.tooLong)
  .pipe(z.email({ error: FIELD_MESSAGES.emailInvalid }))
  .transform((v) => v.toLowerCase());

export const ZRecordPhone = emptyToNull(
  z.string().trim().regex(/^\+?[0-9\s\-().]{7,25}$/, FIELD_MESSAGES.phoneInvalid),
).optional();

/** Years 0000–0999 pass the ISO format but break downstream: PostgreSQL has no year 0 (a 500), JavaScript reads years below 100 as 19xx. */
export const hasFourDigitYear = (v: string) => !v.startsWith('0');

/**
 * The instants the server can store: UTC years 1000 to 9999. An offset can carry a date-time past
 * the last one ("9999-12-31T23:59:59-12:00"); JavaScript writes it "+010000-…", which PostgreSQL
 * refuses (a 500). Times the server computes (a next occurrence, a moved reminder) are held to it too.
 */
export const LAST_STORABLE_DAY = '9999-12-31';
const FIRST_STORABLE_MS = Date.UTC(1000, 0, 1);
const LAST_STORABLE_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
export const isStorableInstant = (at: Date | number) => {
  const ms = typeof at === 'number' ? at : at.getTime();
  return ms >= FIRST_STORABLE_MS && ms <= LAST_STORABLE_MS;
};

export const ZIsoDate = z.iso.date({ error: FIELD_MESSAGES.dateInvalid }).refine(hasFourDigitYear, FIELD_MESSAGES.dateInvalid);
/** An ISO date-time with an offset, of a storable instant; `message` for any fault. */
export const isoDateTime = (message: string) =>
  z.iso.datetime({ offset: true, error: message }).refine((v) => hasFourDigitYear(v) && isStorableInstant(Date.parse(v)), message);
export const ZIsoDateTime = isoDateTime(FIELD_MESSAGES.dateTimeInvalid);

/**
 * The text as PostgreSQL stores it: a lone UTF-16 surrogate (JSON carries them) becomes U+FFFD, as
 * text columns do by themselves; a jsonb column refuses it instead (a 500).
 */
export const wellFormedText = (value: string) => value.replace(/\p{Cs}/gu, '\uFFFD');

export const ZTags = z.array(z.string().trim().min(1).max(40, FIELD_MESSAGES.tooLong)).max(20, 'At most 20 tags').default([]);

/** Sort parameter restricted to the fields a list allows. */
export function ZSortOf<const F extends readonly [string, ...string[]]>(fields: F) {
  return z
    .string()
    .regex(/^[a-zA-Z]+:(asc|desc)$/, 'Sort must look like field:asc or field:desc')
    .refine((v) => (fields as readonly string[]).includes(v.split(':')[0]), `Sort by one of: ${fields.join(', ')}`)
    .transform((v) => {
      const [field, direction] = v.split(':');
      return { field: field as F[number], direction: direction as 'asc' | 'desc' };
    });
}
