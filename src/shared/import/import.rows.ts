import { TZDate } from '@date-fns/tz';
import type * as z from 'zod';
import { ZActivityCreate, type TActivityCreate } from '../activities/activities.schema.js';
import { FIELD_MESSAGES } from '../common/fields.js';
import { ZContactCreate, type TContactCreate } from '../contacts/contacts.schema.js';
import { ZProspectCreate, type TProspectCreate } from '../prospects/prospects.schema.js';
import { ZTeamMemberCreate, type TTeamMemberCreate } from '../team/team.schema.js';
import { IMPORT_MESSAGES, importFieldsOf, type TImportDataType, type TImportField } from './import.constants.js';
import { compactKey } from './import.mapping.js';
import type { TImportMapping, TImportProblemCode } from './import.schema.js';

/** A mapped column: where its cells sit in a row and the field they fill. */
export interface TImportColumn {
  index: number;
  header: string;
  field: TImportField;
}

/** The mapped columns of a file, in the order of the data type's fields. */
export function mappedColumns(dataType: TImportDataType, headers: readonly string[], mapping: TImportMapping): TImportColumn[] {
  const fields = importFieldsOf(dataType);
  const columns: TImportColumn[] = [];
  for (const field of fields) {
    const header = Object.keys(mapping).find((h) => mapping[h] === field.key);
    const index = header === undefined ? -1 : headers.indexOf(header);
    if (header !== undefined && index >= 0) columns.push({ index, header, field });
  }
  return columns;
}

/** The record a valid row becomes, per data type: the shared create schema's output. */
export type TImportRecord =
  | { dataType: 'prospects'; values: TProspectCreate }
  | { dataType: 'contacts'; values: TContactCreate }
  | { dataType: 'team-members'; values: TTeamMemberCreate }
  | { dataType: 'activities'; values: TActivityCreate; prospectEmail: string | null };

export interface TRowProblem {
  field: string;
  code: TImportProblemCode;
  message: string;
  value?: string;
  firstRow?: number;
}

export type TRowOutcome = { ok: true; record: TImportRecord } | { ok: false; problems: TRowProblem[] };

/** Each enum's values by their compact key (the first value wins a shared key), made once per enum: an import reads the same few values in every row. */
const enumKeys = new WeakMap<readonly string[], Map<string, string>>();

function keysOf(values: readonly string[]): Map<string, string> {
  let keys = enumKeys.get(values);
  if (!keys) {
    keys = new Map();
    for (const value of values) if (!keys.has(compactKey(value))) keys.set(compactKey(value), value);
    enumKeys.set(values, keys);
  }
  return keys;
}

/** An enum value from a cell, case, accents, spaces and punctuation ignored: "Démo Scheduled" → demo_scheduled. */
export function matchEnum(raw: string, values: readonly string[]): string | null {
  return keysOf(values).get(compactKey(raw)) ?? null;
}

const EMPTY_DATES = new Set(['0/0/00', '0/0/0000', '00/00/0000', '0000-00-00']);
const DATE = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:$|[T\s])/;
const DATE_TIME = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T\s]+(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?\s*(Z|[+-]\d{2}:?\d{2})?)?$/i;

function validDate(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A calendar date as YYYY-MM-DD; null for no date (Outlook writes 0/0/00), undefined when unreadable. */
export function readDate(raw: string): string | null | undefined {
  if (EMPTY_DATES.has(raw)) return null;
  const m = DATE.exec(raw);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return validDate(y, mo, d) ? `${m[1]}-${m[2].padStart(2, '0')}-${m[3].padStart(2, '0')}` : undefined;
}

/** A date with an optional time, in the seller's time zone unless the cell gives its offset; an ISO instant. */
export function readDateTime(raw: string, timeZone: string): string | undefined {
  const m = DATE_TIME.exec(raw);
  if (!m) return undefined;
  const [y, mo, d, h = 0, mi = 0, s = 0] = [1, 2, 3, 4, 5, 6].map((i) => (m[i] === undefined ? undefined : Number(m[i]))) as number[];
  if (!validDate(y, mo, d) || h > 23 || mi > 59 || s > 59) return undefined;
  if (m[7]) {
    const offset = m[7].toUpperCase() === 'Z' ? 'Z' : m[7].replace(/^([+-]\d{2}):?(\d{2})$/, '$1:$2');
    const at = Date.parse(`${m[1]}-${m[2].padStart(2, '0')}-${m[3].padStart(2, '0')}T${String(h).padStart(2, '0')}:${String(mi).padStart(2, '0')}:${String(s).padStart(2, '0')}${offset}`);
    return Number.isNaN(at) ? undefined : new Date(at).toISOString();
  }
  return new Date(new TZDate(y, mo - 1, d, h, mi, s, timeZone).getTime()).toISOString();
}

const TRUE = new Set(['true', 'yes', 'y', '1', 'x', 'done', 'completed', 'oui', 'si', 'ja', 'да']);
const FALSE = new Set(['false', 'no', 'n', '0', 'non', 'nein', 'нет', 'pending']);

export function readBoolean(raw: string): boolean | undefined {
  const key = compactKey(raw);
  if (TRUE.has(key)) return true;
  if (FALSE.has(key)) return false;
  return undefined;
}

/** Tags separated by semicolons, commas or Google's " ::: "; Google's system labels ("* myContacts") are left out. */
export function readTags(raw: string): string[] {
  return [...new Set(raw.split(/\s*(?::::|;|,)\s*/).map((t) => t.trim()).filter((t) => t && !t.startsWith('* ')))];
}

const shown = (raw: string) => (raw.length > 40 ? `${raw.slice(0, 40)}…` : raw);

/** A cell as its field's value: undefined for an empty cell, or a problem. */
function readCell(field: TImportField, raw: string, timeZone: string): { value?: unknown; problem?: Omit<TRowProblem, 'field'> } {
  if (raw === '') return {};
  switch (field.kind) {
    case 'enum': {
      const value = matchEnum(raw, field.values ?? []);
      return value ? { value } : { problem: { code: 'unknown_value', value: shown(raw), message: `Unknown value "${shown(raw)}": use one of ${(field.values ?? []).join(', ')}` } };
    }
    case 'date': {
      const value = readDate(raw);
      return value === undefined ? { problem: { code: 'invalid_date', message: IMPORT_MESSAGES.dateInvalid } } : { value };
    }
    case 'datetime': {
      const value = readDateTime(raw, timeZone);
      return value === undefined ? { problem: { code: 'invalid_datetime', message: IMPORT_MESSAGES.dateTimeInvalid } } : { value };
    }
    case 'boolean': {
      const value = readBoolean(raw);
      return value === undefined ? { problem: { code: 'invalid_boolean', message: IMPORT_MESSAGES.booleanInvalid } } : { value };
    }
    case 'tags':
      return { value: readTags(raw) };
    case 'email':
      return { value: raw.toLowerCase() };
    default:
      return { value: raw };
  }
}

const SCHEMAS = { prospects: ZProspectCreate, contacts: ZContactCreate, 'team-members': ZTeamMemberCreate, activities: ZActivityCreate } as const;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The schema's message, in the spec's wording where it has one ("Invalid email format."). */
function problemOf(issue: z.core.$ZodIssue): TRowProblem {
  const field = String(issue.path[0] ?? '_');
  if (issue.message === FIELD_MESSAGES.emailInvalid) return { field, code: 'invalid_email', message: IMPORT_MESSAGES.invalidEmail };
  if (issue.message === FIELD_MESSAGES.tooLong) return { field, code: 'too_long', message: issue.message };
  if (issue.message === FIELD_MESSAGES.phoneInvalid) return { field, code: 'invalid_phone', message: issue.message };
  if (/ is required$/.test(issue.message)) return { field, code: 'required', message: issue.message };
  return { field, code: 'invalid', message: issue.message };
}

/**
 * One data row read through the mapping and checked with the same shared schema the record's
 * own form and route use: a valid row answers the record to write, an invalid one its problems.
 */
export function readRow(dataType: TImportDataType, columns: readonly TImportColumn[], cells: readonly string[], timeZone: string): TRowOutcome {
  const input: Record<string, unknown> = {};
  const problems: TRowProblem[] = [];
  for (const column of columns) {
    const raw = (cells[column.index] ?? '').trim();
    const { value, problem } = readCell(column.field, raw, timeZone);
    if (problem) problems.push({ field: column.field.key, ...problem });
    else if (value !== undefined) input[column.field.key] = value;
  }
  let prospectEmail: string | null = null;
  if (dataType === 'activities' && 'prospectEmail' in input) {
    prospectEmail = String(input.prospectEmail);
    delete input.prospectEmail;
    if (prospectEmail.length > 254 || !EMAIL_PATTERN.test(prospectEmail)) problems.push({ field: 'prospectEmail', code: 'invalid_email', message: IMPORT_MESSAGES.invalidEmail });
  }
  const parsed = SCHEMAS[dataType].safeParse(input);
  if (!parsed.success) {
    const seen = new Set(problems.map((p) => p.field));
    for (const issue of parsed.error.issues) {
      const problem = problemOf(issue);
      if (!seen.has(problem.field)) {
        seen.add(problem.field);
        problems.push(problem);
      }
    }
  }
  if (problems.length || !parsed.success) return { ok: false, problems };
  const record = dataType === 'activities' ? { dataType, values: parsed.data as TActivityCreate, prospectEmail } : ({ dataType, values: parsed.data } as TImportRecord);
  return { ok: true, record };
}

/** The email a row is known by, for the duplicate checks (activities have none). */
export function emailOf(record: TImportRecord): string | null {
  return record.dataType === 'activities' ? null : record.values.email;
}
