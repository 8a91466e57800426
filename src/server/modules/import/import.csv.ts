import { fileTypeFromBuffer } from 'file-type';
import Papa from 'papaparse';
import { IMPORT_HEADER_MAX_LENGTH, IMPORT_MAX_COLUMNS, IMPORT_MESSAGES } from '../../../shared/import/import.constants.js';
import type { TImportPreview } from '../../../shared/import/import.schema.js';
import { AppError } from '../../lib/app-error.js';

/** A CSV file read into rows: the header row apart, every row as long as the header. */
export interface TCsvFile {
  headers: string[];
  rows: string[][];
  delimiter: TImportPreview['delimiter'];
  encoding: TImportPreview['encoding'];
}

const fileError = (message: string) => new AppError('validation_failed', message, { fields: { file: message } });
const refused = () => new AppError('unsupported_media_type', IMPORT_MESSAGES.unsupportedType);

/** Bytes below a tab, and the C0 controls after a carriage return, never appear in text a person wrote. */
function controlBytes(bytes: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < bytes.length; i += 1) {
    const b = bytes[i];
    if (b < 0x09 || (b > 0x0d && b < 0x20 && b !== 0x1b)) n += 1;
  }
  return n;
}

/**
 * The file's text, judged on its bytes, never on its name: a known binary signature (a
 * spreadsheet, an image, an archive) or control bytes mean it is not CSV (415). UTF-8 with or
 * without BOM, UTF-16 with BOM (Excel's "Unicode text"), else Windows-1252 (older Excel exports).
 */
async function decode(bytes: Buffer): Promise<{ text: string; encoding: TCsvFile['encoding'] }> {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    const text = new TextDecoder('utf-16le').decode(bytes.subarray(2));
    if (text.includes('\u0000')) throw refused();
    return { text, encoding: 'utf-16le' };
  }
  if (await fileTypeFromBuffer(bytes)) throw refused();
  const head = bytes.subarray(0, 64 * 1024);
  if (head.includes(0) || controlBytes(head) > 0) throw refused();
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(body), encoding: 'windows-1252' };
  }
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

/**
 * Reads an uploaded CSV (papaparse: quoted fields with newlines and doubled quotes; comma,
 * semicolon or tab found from the text). Throws the contract's errors: 415 not CSV, 400 empty,
 * no header row, no data rows, or unreadable.
 */
export async function readCsv(bytes: Buffer): Promise<TCsvFile> {
  if (bytes.length === 0) throw fileError(IMPORT_MESSAGES.emptyFile);
  const { text, encoding } = await decode(bytes);
  if (text.trim() === '') throw fileError(IMPORT_MESSAGES.emptyFile);
  const parsed = Papa.parse<string[]>(text, { delimitersToGuess: [',', ';', '\t'], skipEmptyLines: 'greedy' });
  const broken = parsed.errors.find((e) => e.code === 'MissingQuotes');
  if (broken) throw fileError(`${IMPORT_MESSAGES.parseError}: a quoted value is not closed (row ${(broken.row ?? 0) + 1})`);
  const [first = [], ...data] = parsed.data;
  if (first.every((cell) => cell.trim() === '') || first.some((cell) => EMAIL.test(cell.trim()))) throw fileError(IMPORT_MESSAGES.noHeaders);
  if (first.length === 1 && /[|:^~]/.test(first[0])) throw fileError(IMPORT_MESSAGES.wrongDelimiter);
  if (first.length > IMPORT_MAX_COLUMNS) throw fileError(IMPORT_MESSAGES.tooManyColumns);
  const headers = headerNames(first);
  if (data.length === 0) throw fileError(IMPORT_MESSAGES.noRows);
  const rows = data.map((row) => (row.length === headers.length ? row : headers.map((_, i) => row[i] ?? '')));
  return { headers, rows, delimiter: parsed.meta.delimiter as TCsvFile['delimiter'], encoding };
}
