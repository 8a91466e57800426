import { fileTypeFromBuffer } from 'file-type';
import Papa from 'papaparse';
import { IMPORT_HEADER_MAX_LENGTH, IMPORT_MAX_COLUMNS, IMPORT_MESSAGES, IMPORT_PREVIEW_ROWS } from '../../../shared/import/import.constants.js';
import type { TImportPreview } from '../../../shared/import/import.schema.js';
import { AppError } from '../../lib/app-error.js';

/**
 * A CSV file checked whole and counted, whose data rows are read again slice by slice
 * (`csvRowSlices`): 40,000 rows held at once as arrays of cells took about 20 MB of heap per
 * request, on top of the records they become. Every row is as long as the header.
 */
export interface TCsvFile {
  headers: string[];
  /** Data rows: the header row apart, blank lines skipped. */
  rowCount: number;
  /** The first data rows, for the preview. */
  firstRows: string[][];
  delimiter: TImportPreview['delimiter'];
  encoding: TImportPreview['encoding'];
  /** The decoded text, the offset of its first data row and its line break, for `csvRowSlices`. */
  text: string;
  dataStart: number;
  newline: string;
}

const fileError = (message: string) => new AppError('validation_failed', message, { fields: { file: message } });
const refused = () => new AppError('unsupported_media_type', IMPORT_MESSAGES.unsupportedType);

/**
 * C0 controls but tab, the line breaks and escape: never in text a person wrote. Checked on the
 * whole text, not its first bytes: a NUL on row 4,000 reached PostgreSQL, which refuses it (500).
 */
const CONTROL = /[\u0000-\u0008\u000e-\u001a\u001c-\u001f]/;

const isUtf16 = (bytes: Buffer) => bytes[0] === 0xff && bytes[1] === 0xfe;

/** The text of bytes that carry no binary signature: UTF-16 with BOM, UTF-8 with or without BOM, else Windows-1252. */
function decodeText(bytes: Buffer): { text: string; encoding: TCsvFile['encoding'] } {
  if (isUtf16(bytes)) return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(body), encoding: 'windows-1252' };
  }
}

/**
 * The file's text, judged on its bytes, never on its name: a known binary signature (a
 * spreadsheet, an image, an archive) or a control character anywhere means it is not CSV (415).
 * UTF-8 with or without BOM, UTF-16 with BOM (Excel's "Unicode text"), else Windows-1252 (older
 * Excel exports).
 */
async function decode(bytes: Buffer): Promise<{ text: string; encoding: TCsvFile['encoding'] }> {
  if (!isUtf16(bytes) && (await fileTypeFromBuffer(bytes))) throw refused();
  const decoded = decodeText(bytes);
  if (CONTROL.test(decoded.text)) throw refused();
  return decoded;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Header names as the mapping keys them: trimmed, a name for blank ones, a suffix for repeats. */
function headerNames(cells: string[]): string[] {
  const seen = new Map<string, number>();
  return cells.map((cell, i) => {
    const base = cell.trim().slice(0, IMPORT_HEADER_MAX_LENGTH) || `Column ${i + 1}`;
    const n = (seen.get(base.toLowerCase()) ?? 0) + 1;
    seen.set(base.toLowerCase(), n);
    return n === 1 ? base : `${base} (${n})`;
  });
}

/** A row as long as the header: missing cells are empty, extra ones dropped. */
const fitTo = (width: number) => (row: string[]) => (row.length === width ? row : Array.from({ length: width }, (_, i) => row[i] ?? ''));

/**
 * Reads an uploaded CSV (papaparse: quoted fields with newlines and doubled quotes; comma,
 * semicolon or tab found from the text) in one pass that keeps no row but the first ones, so
 * a broken file is refused before anything is answered. Throws the contract's errors: 415 not
 * CSV, 400 empty, no header row, no data rows, or unreadable.
 */
export async function readCsv(bytes: Buffer): Promise<TCsvFile> {
  if (bytes.length === 0) throw fileError(IMPORT_MESSAGES.emptyFile);
  const { text, encoding } = await decode(bytes);
  if (text.trim() === '') throw fileError(IMPORT_MESSAGES.emptyFile);
  let first: string[] | null = null;
  let rowCount = 0;
  let brokenRow = 0;
  const firstRows: string[][] = [];
  const format = { dataStart: 0, delimiter: ',', newline: '\n' };
  Papa.parse<string[]>(text, {
    delimitersToGuess: [',', ';', '\t'],
    skipEmptyLines: 'greedy',
    step: (result) => {
      // The row as a spreadsheet numbers it, the header being row 1.
      if (!brokenRow && result.errors.some((e) => e.code === 'MissingQuotes')) brokenRow = (first ? 2 : 1) + rowCount;
      if (first) {
        rowCount += 1;
        if (firstRows.length < IMPORT_PREVIEW_ROWS) firstRows.push(result.data);
        return;
      }
      first = result.data;
      Object.assign(format, { dataStart: result.meta.cursor, delimiter: result.meta.delimiter, newline: result.meta.linebreak });
    },
  });
  if (brokenRow) throw fileError(`${IMPORT_MESSAGES.parseError}: a quoted value is not closed (row ${brokenRow})`);
  const header: string[] = first ?? [];
  if (header.every((cell) => cell.trim() === '') || header.some((cell) => EMAIL.test(cell.trim()))) throw fileError(IMPORT_MESSAGES.noHeaders);
  if (header.length === 1 && /[|:^~]/.test(header[0])) throw fileError(IMPORT_MESSAGES.wrongDelimiter);
  if (header.length > IMPORT_MAX_COLUMNS) throw fileError(IMPORT_MESSAGES.tooManyColumns);
  const headers = headerNames(header);
  if (rowCount === 0) throw fileError(IMPORT_MESSAGES.noRows);
  return { headers, rowCount, firstRows: firstRows.map(fitTo(headers.length)), encoding, text, ...format, delimiter: format.delimiter as TCsvFile['delimiter'] };
}

/**
 * The data rows, in order, `size` at a time, each as long as the header. Each slice is parsed
 * from where the last one stopped, with the delimiter and line break the first pass found, so
 * only one slice's cells exist at a time. (papaparse's `preview` reads one row past its count,
 * so the slice stops itself, at the cursor after its last row.)
 */
export function* csvRowSlices(file: TCsvFile, size: number): Generator<string[][]> {
  const fit = fitTo(file.headers.length);
  const config = { delimiter: file.delimiter, newline: file.newline as Papa.ParseConfig['newline'], skipEmptyLines: 'greedy' as const };
  for (let cursor = file.dataStart; cursor < file.text.length; ) {
    const rows: string[][] = [];
    let end = cursor;
    Papa.parse<string[]>(file.text.slice(cursor), {
      ...config,
      step: (result, parser) => {
        rows.push(fit(result.data));
        end = cursor + result.meta.cursor;
        if (rows.length >= size) parser.abort();
      },
    });
    if (rows.length === 0) return;
    cursor = end;
    yield rows;
  }
}
