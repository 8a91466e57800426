import type { TDb, TExecutor } from '../../db/client.js';
import type { TFreePlanLimits, TLimitedEntity } from '../../../shared/limits/free-plan.rules.js';
import { IMPORT_MESSAGES, isImportDataType, type TImportDataType } from '../../../shared/import/import.constants.js';
import { mappingErrors, suggestMapping } from '../../../shared/import/import.mapping.js';
import { mappedColumns, type TImportColumn, type TImportRecord } from '../../../shared/import/import.rows.js';
import { ZImportOptions, type TImportOptions, type TImportPreview, type TImportResult } from '../../../shared/import/import.schema.js';
import { AppError } from '../../lib/app-error.js';
import { csvRows } from '../../lib/csv.js';
import { parseInput } from '../../lib/validation.js';
import { assertWithinFreePlan } from '../limits/limits.service.js';
import { csvRowSlices, readCsv, type TCsvFile } from './import.csv.js';
import { insertActivities, insertContacts, insertProspects, insertTeamMembers, lockImport, timeZoneOf, upsertContactsByEmail } from './import.repository.js';
import { CHECK_SLICE, checkAgainstDatabase, checkRows, rowErrors, rowNumber, throwIfAborted, type TCheckedRows, type TProgress } from './import.validate.js';

/** The uploaded file as the multipart reader hands it over, with the form's text fields. */
export interface TUpload {
  fileName: string;
  bytes: Buffer;
  fields: Record<string, string>;
}

/** Rows written per statement: a few hundred kilobytes of JSON, one round trip each. */
export const WRITE_BATCH = 2_000;

/** `:dataType` of the import paths; an unknown one names nothing (404). */
export function importDataType(params: unknown): TImportDataType {
  const value = (params as { dataType?: unknown } | undefined)?.dataType;
  if (!isImportDataType(value)) throw new AppError('not_found', IMPORT_MESSAGES.unknownDataType);
  return value;
}

/** `POST /api/import/:dataType/preview`: the headers, the first rows and the mapping the wizard proposes. */
export async function previewImport(dataType: TImportDataType, upload: TUpload): Promise<TImportPreview> {
  const file = await readCsv(upload.bytes);
  return {
    dataType,
    fileName: upload.fileName,
    headers: file.headers,
    rows: file.firstRows,
    totalRows: file.rowCount,
    delimiter: file.delimiter,
    encoding: file.encoding,
    suggestedMapping: suggestMapping(dataType, file.headers),
  };
}

/** An import whose file and mapping were accepted: what remains can only fail row by row, or on the database. */
export interface TPreparedImport {
  userId: string;
  dataType: TImportDataType;
  file: TCsvFile;
  columns: TImportColumn[];
  options: TImportOptions;
  timeZone: string;
}

/** Reads the file and checks the mapping against its headers, before any answer is streamed. */
export async function prepareImport(db: TDb, userId: string, dataType: TImportDataType, upload: TUpload): Promise<TPreparedImport> {
  const options = parseInput(ZImportOptions, upload.fields);
  const file = await readCsv(upload.bytes);
  const fields = mappingErrors(dataType, options.mapping, file.headers);
  if (Object.keys(fields).length) throw new AppError('validation_failed', 'Some fields are invalid', { fields });
  return { userId, dataType, file, options, columns: mappedColumns(dataType, file.headers, options.mapping), timeZone: await timeZoneOf(db, userId) };
}

const LIMITED: Record<TImportDataType, TLimitedEntity | null> = { prospects: 'prospects', contacts: null, 'team-members': 'team_members', activities: 'activities' };

function resultOf(job: TPreparedImport, checked: TCheckedRows, imported: number, contactsUpserted: number, dryRun: boolean): TImportResult {
  return {
    imported,
    skipped: dryRun ? 0 : checked.problems.size,
    errors: rowErrors(checked, job.columns),
    invalidRows: checked.problems.size,
    validRows: checked.valid.length,
    totalRows: checked.total,
    dryRun,
    contactsUpserted,
  };
}

/** The records of one kind, typed as such (a batch holds one kind only). */
const recordsOf = <K extends TImportRecord['dataType']>(records: TImportRecord[], kind: K) => records.filter((r): r is Extract<TImportRecord, { dataType: K }> => r.dataType === kind);

/** Writes one batch of records of the job's type; answers the contacts it upserted beside them. */
async function writeBatch(tx: TExecutor, userId: string, records: TImportRecord[]): Promise<number> {
  const prospects = recordsOf(records, 'prospects').map((r) => r.values);
  // Each insert reads only its table's columns: a custom team, a sponsor, an avatar or "also add as" are not imported.
  const members = recordsOf(records, 'team-members').map((r) => r.values);
  const contacts = recordsOf(records, 'contacts').map((r) => r.values);
  const activities = recordsOf(records, 'activities').map((r) => ({ ...r.values, prospectId: r.values.prospectId ?? null }));
  if (prospects.length) await insertProspects(tx, userId, prospects);
  if (members.length) await insertTeamMembers(tx, userId, members);
  if (contacts.length) await insertContacts(tx, userId, contacts);
  if (activities.length) await insertActivities(tx, userId, activities);
  // A prospect or a team member is also a contact (spec 01 §7.2), as when they are added one by one.
  const people = [...prospects, ...members];
  return people.length ? upsertContactsByEmail(tx, userId, people) : 0;
}

/**
 * `POST /api/import/:dataType`: checks every row, then writes the valid ones in ONE transaction,
 * in batches, under the owner's import lock and free-plan limit. A cancel (`signal`), a crash or
 * a refusal rolls everything back: nothing is half-imported. Without `skipInvalid` one bad row
 * refuses the whole file; with `dryRun` nothing is written.
 */
export async function runImport(db: TDb, limits: TFreePlanLimits, job: TPreparedImport, hooks: { onProgress?: TProgress; signal?: AbortSignal } = {}): Promise<TImportResult> {
  const { userId, dataType, options } = job;
  const checked = await checkRows(dataType, job.columns, job.file, job.timeZone, hooks);
  return db.transaction(async (tx) => {
    await lockImport(tx, userId, dataType);
    await checkAgainstDatabase(tx, userId, dataType, checked);
    if (options.dryRun) return resultOf(job, checked, 0, 0, true);
    if (checked.problems.size && !options.skipInvalid) {
      throw new AppError('validation_failed', IMPORT_MESSAGES.rowsHaveErrors, { fields: { file: IMPORT_MESSAGES.rowsHaveErrors }, details: { invalidRows: checked.problems.size, errors: rowErrors(checked, job.columns) } });
    }
    const entity = LIMITED[dataType];
    if (entity && checked.valid.length) await assertWithinFreePlan(tx, limits, userId, entity, checked.valid.length);
    let written = 0;
    let contacts = 0;
    const total = checked.valid.length;
    hooks.onProgress?.({ phase: 'writing', processed: 0, total });
    for (let start = 0; start < total; start += WRITE_BATCH) {
      throwIfAborted(hooks.signal);
      const batch = checked.valid.slice(start, start + WRITE_BATCH).map((v) => v.record);
      contacts += await writeBatch(tx, userId, batch);
      written += batch.length;
      hooks.onProgress?.({ phase: 'writing', processed: written, total });
    }
    throwIfAborted(hooks.signal);
    return resultOf(job, checked, written, contacts, false);
  });
}

/** `POST /api/import/:dataType/rejected`: the rows that would be skipped, with their reasons, as a formula-safe CSV. */
export async function rejectedRowsCsv(db: TDb, job: TPreparedImport): Promise<string> {
  const checked = await checkRows(job.dataType, job.columns, job.file, job.timeZone);
  await checkAgainstDatabase(db, job.userId, job.dataType, checked);
  const headerOf = new Map(job.columns.map((c) => [c.field.key, c.header]));
  const lines: string[][] = [['Row', ...job.file.headers, 'Reasons']];
  let read = 0;
  for (const slice of csvRowSlices(job.file, CHECK_SLICE)) {
    for (const cells of slice) {
      const row = rowNumber(read);
      read += 1;
      const problems = checked.problems.get(row);
      if (problems) lines.push([String(row), ...cells, problems.map((p) => `${headerOf.get(p.field) ?? p.field}: ${p.message}`).join('; ')]);
    }
  }
  return `\uFEFF${csvRows(lines)}`;
}
