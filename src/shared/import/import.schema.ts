import * as z from 'zod';
import { FIELD_MESSAGES, wellFormedText } from '../common/fields.js';
import {
  IMPORT_DATA_TYPES,
  IMPORT_HEADER_MAX_LENGTH,
  IMPORT_MAX_COLUMNS,
  IMPORT_MESSAGES,
  IMPORT_TEMPLATE_NAME_MAX,
  importFieldsOf,
  type TImportDataType,
} from './import.constants.js';

export const ZImportDataType = z.enum(IMPORT_DATA_TYPES);

/**
 * `{csvHeader: fieldName}`: which column fills which field; unmapped columns are left out. A header
 * reads as a decoded file's would: a lone surrogate is U+FFFD (a template's jsonb refused it: a 500).
 */
export const ZImportMapping = z
  .record(z.string().max(IMPORT_HEADER_MAX_LENGTH, FIELD_MESSAGES.tooLong).transform(wellFormedText), z.string().max(60, FIELD_MESSAGES.tooLong))
  .refine((mapping) => Object.keys(mapping).length <= IMPORT_MAX_COLUMNS, `At most ${IMPORT_MAX_COLUMNS} columns`);
export type TImportMapping = z.infer<typeof ZImportMapping>;

/** The multipart fields sent beside the file of `POST /api/import/:dataType` (all text, as FormData sends them). */
export const ZImportOptions = z.strictObject({
  mapping: z.string({ error: 'Send the column mapping' }).transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'The mapping must be a JSON object' });
      return z.NEVER;
    }
  }).pipe(ZImportMapping),
  /** Leave out the rows with errors and import the others; without it one bad row stops the import. */
  skipInvalid: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  /** Validate only: nothing is written. */
  dryRun: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
});
export type TImportOptions = z.infer<typeof ZImportOptions>;

export const IMPORT_PROBLEM_CODES = [
  'required', 'invalid_email', 'invalid_phone', 'too_long', 'unknown_value', 'invalid_date', 'invalid_datetime', 'invalid_boolean',
  'duplicate_in_file', 'duplicate_existing', 'unknown_prospect', 'invalid',
] as const;
export type TImportProblemCode = (typeof IMPORT_PROBLEM_CODES)[number];

/** `POST /api/import/:dataType/preview`. */
export interface TImportPreview {
  dataType: TImportDataType;
  fileName: string;
  headers: string[];
  /** The first rows (spec 02 §9: 5), one cell per header. */
  rows: string[][];
  totalRows: number;
  delimiter: ',' | ';' | '\t';
  encoding: 'utf-8' | 'windows-1252' | 'utf-16le';
  suggestedMapping: TImportMapping;
}

/** One problem of one row; `row` is the row's number as a spreadsheet shows it (the header is row 1). */
export interface TImportRowError {
  row: number;
  field: string;
  column: string | null;
  /** What went wrong, for the wizard's translated text; `message` is the English one. */
  code: TImportProblemCode;
  message: string;
  /** The refused value (unknown_value) or the first row with the same email (duplicate_in_file). */
  value?: string;
  firstRow?: number;
}

/** The import's answer (architecture contract: `{imported, skipped, errors}`). */
export interface TImportResult {
  imported: number;
  skipped: number;
  /** The first IMPORT_ERRORS_SHOWN row errors. */
  errors: TImportRowError[];
  /** Rows with at least one error, all of them. */
  invalidRows: number;
  /** Rows that pass every check (imported unless this was a dry run). */
  validRows: number;
  totalRows: number;
  dryRun: boolean;
  /** Contacts added or refreshed beside imported prospects and team members. */
  contactsUpserted: number;
}

/** One line of the `application/x-ndjson` answer. */
export type TImportStreamLine =
  | { phase: 'validating' | 'writing'; processed: number; total: number }
  | { result: TImportResult }
  | { error: { code: string; message: string; fields?: Record<string, string> } };

const templateName = z
  .string({ error: IMPORT_MESSAGES.templateNameRequired })
  .trim()
  .min(1, { message: IMPORT_MESSAGES.templateNameRequired, abort: true })
  .max(IMPORT_TEMPLATE_NAME_MAX, FIELD_MESSAGES.tooLong);

/** A template names only fields of its data type. */
export const ZImportTemplateCreate = z
  .strictObject({ dataType: ZImportDataType, name: templateName, mapping: ZImportMapping })
  .superRefine((value, ctx) => {
    const known = new Set(importFieldsOf(value.dataType).map((f) => f.key));
    for (const [header, field] of Object.entries(value.mapping)) {
      if (!known.has(field)) ctx.addIssue({ code: 'custom', path: ['mapping', header], message: IMPORT_MESSAGES.unknownField });
    }
  });
export type TImportTemplateCreate = z.infer<typeof ZImportTemplateCreate>;

/** Without `dataType`, every data type's templates. */
export const ZImportTemplateListQuery = z.object({ dataType: ZImportDataType.optional() });

export interface TImportTemplate {
  id: string;
  dataType: TImportDataType;
  name: string;
  mapping: TImportMapping;
  createdAt: string;
  updatedAt: string;
}
