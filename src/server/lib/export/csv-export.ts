import { Readable } from 'node:stream';
import Papa from 'papaparse';
import { neutraliseCsvCell } from '../csv.js';
import { csvCell } from './export-format.js';
import type { TExportDocument, TExportRow } from './export.types.js';

/** Rows per `Papa.unparse` call: big enough to keep the per-call cost low, small enough to stream. */
const BATCH_ROWS = 500;
/** Excel reads a CSV as UTF-8 (accents, Cyrillic) only when it starts with the byte-order mark. */
const BOM = '\uFEFF';

/** A plain decimal number: a spreadsheet reads it as a value, never as a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

function toLines(cells: (string | number)[][]): string {
  // Numbers skip the formula guard: a negative amount is data, not a formula, and must stay a number.
  const safe = cells.map((row) => row.map((cell) => (typeof cell === 'number' || PLAIN_NUMBER.test(cell) ? cell : neutraliseCsvCell(cell))));
  return `${Papa.unparse(safe, { newline: '\r\n' })}\r\n`;
}

async function* csvChunks(doc: TExportDocument): AsyncGenerator<string> {
  const zone = doc.timeZone ?? 'UTC';
  yield BOM + toLines([doc.columns.map((column) => column.label)]);
  let batch: (string | number)[][] = [];
  for await (const row of doc.rows as AsyncIterable<TExportRow>) {
    batch.push(doc.columns.map((column) => csvCell(row[column.key], column.kind, zone)));
    if (batch.length >= BATCH_ROWS) {
      yield toLines(batch);
      batch = [];
    }
  }
  if (batch.length > 0) yield toLines(batch);
}

/**
 * The document as a CSV stream: UTF-8 with BOM, a header row of the column labels, CRLF lines,
 * every text cell through the formula guard (= + - @ tab CR at its start get a leading `'`).
 * Rows are pulled from `doc.rows` only as fast as the reader consumes the stream.
 * Title, summary and charts are not part of a CSV: it is the table only.
 */
export function csvExportStream(doc: TExportDocument): Readable {
  return Readable.from(csvChunks(doc), { objectMode: false });
}
