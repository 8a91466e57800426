import { setImmediate as nextTurn } from 'node:timers/promises';
import { DUPLICATE_NOUN, IMPORT_ERRORS_SHOWN, IMPORT_MESSAGES, type TImportDataType } from '../../../shared/import/import.constants.js';
import type { TImportRowError, TImportStreamLine } from '../../../shared/import/import.schema.js';
import { emailOf, readRow, type TImportColumn, type TImportRecord, type TRowProblem } from '../../../shared/import/import.rows.js';
import type { TExecutor } from '../../db/client.js';
import { csvRowSlices, type TCsvFile } from './import.csv.js';
import { existingEmails, prospectIdsByEmail } from './import.repository.js';

/** Rows are read and checked in slices this long; progress is told and the event loop breathes between two. */
export const CHECK_SLICE = 2_000;

export type TProgress = (line: Extract<TImportStreamLine, { phase: string }>) => void;

/** The rows of one import once checked: the records to write, and every problem by row number. */
export interface TCheckedRows {
  valid: { row: number; record: TImportRecord }[];
  problems: Map<number, TRowProblem[]>;
  total: number;
}

/** A row's number as a spreadsheet shows it: the header is row 1. */
export const rowNumber = (index: number) => index + 2;

export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new Error('The import was cancelled');
}

function addProblem(checked: TCheckedRows, row: number, problem: TRowProblem) {
  const list = checked.problems.get(row);
  if (list) list.push(problem);
  else checked.problems.set(row, [problem]);
}

/**
 * Reads every row through the mapping and the shared schemas, and flags a repeated email (the
 * first row with it stays valid). Pure CPU work: no database.
 */
export async function checkRows(
  dataType: TImportDataType,
  columns: readonly TImportColumn[],
  file: TCsvFile,
  timeZone: string,
  options: { onProgress?: TProgress; signal?: AbortSignal } = {},
): Promise<TCheckedRows> {
  const checked: TCheckedRows = { valid: [], problems: new Map(), total: file.rowCount };
  const firstRowOf = new Map<string, number>();
  let read = 0;
  for (const slice of csvRowSlices(file, CHECK_SLICE)) {
    throwIfAborted(options.signal);
    for (const cells of slice) {
      const row = rowNumber(read);
      read += 1;
      const outcome = readRow(dataType, columns, cells, timeZone);
      if (!outcome.ok) {
        checked.problems.set(row, outcome.problems);
        continue;
      }
      const email = emailOf(outcome.record);
      if (email !== null && dataType !== 'activities') {
        const first = firstRowOf.get(email);
        if (first !== undefined) {
          addProblem(checked, row, { field: 'email', code: 'duplicate_in_file', firstRow: first, message: `Duplicate ${DUPLICATE_NOUN[dataType]}: the same email is on row ${first}` });
          continue;
        }
        firstRowOf.set(email, row);
      }
      checked.valid.push({ row, record: outcome.record });
    }
    options.onProgress?.({ phase: 'validating', processed: read, total: file.rowCount });
    await nextTurn();
  }
  return checked;
}

/**
 * The checks that need the owner's data: an email already among their prospects, contacts or
 * team members is a duplicate; an activity's prospect email must be one of their prospects.
 * Flagged rows leave `valid`.
 */
export async function checkAgainstDatabase(db: TExecutor, userId: string, dataType: TImportDataType, checked: TCheckedRows): Promise<void> {
  const flagged = new Set<number>();
  if (dataType === 'activities') {
    const wanted = [...new Set(checked.valid.map((v) => (v.record.dataType === 'activities' ? v.record.prospectEmail : null)).filter((e): e is string => !!e))];
    const ids = await prospectIdsByEmail(db, userId, wanted);
    for (const item of checked.valid) {
      if (item.record.dataType !== 'activities' || !item.record.prospectEmail) continue;
      const id = ids.get(item.record.prospectEmail);
      if (id) item.record.values.prospectId = id;
      else {
        addProblem(checked, item.row, { field: 'prospectEmail', code: 'unknown_prospect', message: IMPORT_MESSAGES.unknownProspect });
        flagged.add(item.row);
      }
    }
  } else {
    const noun = DUPLICATE_NOUN[dataType];
    const taken = await existingEmails(db, userId, dataType, checked.valid.map((v) => emailOf(v.record)!));
    for (const item of checked.valid) {
      if (!taken.has(emailOf(item.record)!)) continue;
      addProblem(checked, item.row, { field: 'email', code: 'duplicate_existing', message: `Duplicate ${noun}: a ${noun} with this email already exists` });
      flagged.add(item.row);
    }
  }
  if (flagged.size) checked.valid = checked.valid.filter((v) => !flagged.has(v.row));
}

/** Every problem as the answer lists it, by row, with the column it came from. */
export function rowErrors(checked: TCheckedRows, columns: readonly TImportColumn[], limit = IMPORT_ERRORS_SHOWN): TImportRowError[] {
  const headerOf = new Map(columns.map((c) => [c.field.key, c.header]));
  const errors: TImportRowError[] = [];
  for (const row of [...checked.problems.keys()].sort((a, b) => a - b)) {
    for (const problem of checked.problems.get(row)!) {
      if (errors.length >= limit) return errors;
      errors.push({ row, column: headerOf.get(problem.field) ?? null, ...problem });
    }
  }
  return errors;
}
