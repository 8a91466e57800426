import { ACTIVITY_OUTCOMES, ACTIVITY_PLATFORMS, ACTIVITY_STATUSES, ACTIVITY_TYPES, PRIORITIES } from '../activities/activities.constants.js';
import { CONTACT_STATUSES } from '../contacts/contacts.constants.js';
import { LEAD_SOURCES, PROSPECT_STATUSES } from '../prospects/prospects.constants.js';
import { TEAM_MEMBER_STATUSES, TEAM_RANKS, TEAM_ROLES } from '../team/team.constants.js';

/** What the import wizard can bring in, as spelled in `/import-data/:dataType` and `/api/import/:dataType`. */
export const IMPORT_DATA_TYPES = ['prospects', 'contacts', 'team-members', 'activities'] as const;
export type TImportDataType = (typeof IMPORT_DATA_TYPES)[number];

export const isImportDataType = (value: unknown): value is TImportDataType => (IMPORT_DATA_TYPES as readonly unknown[]).includes(value);

/** Spec 02 §9: CSV only, at most 5 MB, a preview of 5 rows. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_PREVIEW_ROWS = 5;
/** At most this many columns, and header names this long: past them the file is not a contact list. */
export const IMPORT_MAX_COLUMNS = 200;
export const IMPORT_HEADER_MAX_LENGTH = 200;
/** The answer lists the first row errors only; the rejected-rows CSV holds them all. */
export const IMPORT_ERRORS_SHOWN = 200;
/** Names of mapping templates. */
export const IMPORT_TEMPLATE_NAME_MAX = 60;
export const IMPORT_TEMPLATES_PER_TYPE_MAX = 50;

/** How a cell is read before the record's own schema checks it. */
export type TImportFieldKind = 'text' | 'email' | 'phone' | 'enum' | 'date' | 'datetime' | 'tags' | 'boolean';

export interface TImportField {
  key: string;
  kind: TImportFieldKind;
  required?: boolean;
  /** The shared enum an `enum` field is matched against (case and accents ignored). */
  values?: readonly string[];
}

const text = (key: string, required = false): TImportField => ({ key, kind: 'text', required });
const oneOf = (key: string, values: readonly string[]): TImportField => ({ key, kind: 'enum', values });

/**
 * The fields each data type can fill, in the order the wizard lists them. Required ones follow
 * spec 02 §5: first name, last name and email for people; title and type for activities.
 */
export const IMPORT_FIELDS: Record<TImportDataType, readonly TImportField[]> = {
  prospects: [
    text('firstName', true), text('lastName', true), { key: 'email', kind: 'email', required: true }, { key: 'phone', kind: 'phone' },
    oneOf('status', PROSPECT_STATUSES), oneOf('source', LEAD_SOURCES), text('companyName'), text('industry'), text('address'),
    { key: 'birthday', kind: 'date' }, { key: 'tags', kind: 'tags' }, text('notes'),
  ],
  contacts: [
    text('firstName', true), text('lastName', true), { key: 'email', kind: 'email', required: true }, { key: 'phone', kind: 'phone' },
    oneOf('status', CONTACT_STATUSES), oneOf('source', LEAD_SOURCES), text('company'), text('role'),
    { key: 'birthday', kind: 'date' }, { key: 'tags', kind: 'tags' }, text('notes'),
  ],
  'team-members': [
    text('firstName', true), text('lastName', true), { key: 'email', kind: 'email', required: true }, { key: 'phone', kind: 'phone' },
    oneOf('rank', TEAM_RANKS), oneOf('role', TEAM_ROLES), oneOf('status', TEAM_MEMBER_STATUSES), { key: 'joinDate', kind: 'date' },
    text('externalToolId'), text('companyId'), text('uplineName'), { key: 'uplinePhone', kind: 'phone' }, { key: 'uplineEmail', kind: 'email' },
  ],
  activities: [
    text('title', true), { ...oneOf('type', ACTIVITY_TYPES), required: true }, text('description'), { key: 'scheduledAt', kind: 'datetime' },
    oneOf('status', ACTIVITY_STATUSES), oneOf('priority', PRIORITIES), oneOf('platform', ACTIVITY_PLATFORMS), oneOf('outcome', ACTIVITY_OUTCOMES),
    { key: 'completed', kind: 'boolean' }, text('contentTitle'), text('link'), { key: 'prospectEmail', kind: 'email' },
  ],
};

export const importFieldsOf = (dataType: TImportDataType) => IMPORT_FIELDS[dataType];
export const requiredFieldsOf = (dataType: TImportDataType) => IMPORT_FIELDS[dataType].filter((f) => f.required).map((f) => f.key);

/** The English texts of the import's answers; the wizard shows its own translations beside them. */
export const IMPORT_MESSAGES = {
  unsupportedType: 'Only CSV files can be imported',
  tooLarge: `CSV files are at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB`,
  noFile: 'Choose a CSV file to import',
  emptyFile: 'The file is empty',
  noHeaders: 'No headers found: the first row must name the columns',
  noRows: 'The file has a header row but no data rows',
  parseError: 'The file could not be read as CSV',
  wrongDelimiter: 'Separate the values with commas, semicolons or tabs',
  tooManyColumns: `At most ${IMPORT_MAX_COLUMNS} columns`,
  unknownDataType: 'Unsupported data type',
  unknownColumn: 'This column is not in the file',
  unknownField: 'Unknown field',
  mappedTwice: 'This field is mapped to more than one column',
  requiredMissing: 'Map the required fields',
  invalidEmail: 'Invalid email format.',
  rowsHaveErrors: 'Some rows have errors: skip them or fix the file',
  unknownProspect: 'No prospect of yours has this email',
  dateInvalid: 'Use the date format YYYY-MM-DD',
  dateTimeInvalid: 'Use a date (YYYY-MM-DD) with an optional time (HH:MM)',
  booleanInvalid: 'Use yes or no',
  templateNameRequired: 'Name is required',
  templateNameTaken: 'A template with this name already exists',
  templatesFull: `You can keep up to ${IMPORT_TEMPLATES_PER_TYPE_MAX} templates per data type`,
} as const;

/** "duplicate prospect" / contact / team member (spec 02 §8), said of a row. */
export const DUPLICATE_NOUN: Record<Exclude<TImportDataType, 'activities'>, string> = {
  prospects: 'prospect',
  contacts: 'contact',
  'team-members': 'team member',
};
