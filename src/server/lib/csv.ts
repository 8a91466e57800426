import Papa from 'papaparse';

/**
 * Spreadsheet programs run a cell as a formula when it starts with =, +, -, @ (or their full-width
 * forms), and some split on ; or read a leading tab or carriage return before one: a leading
 * apostrophe keeps such text inert (CSV formula injection). Every CSV export writes its cells
 * through this one guard.
 */
const FORMULA_START = /^[\s\u3000]*[=+\-@;\uFF1D\uFF0B\uFF0D\uFF20\uFF1B]|^[\t\r\n]/;

export function neutraliseCsvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** CSV lines (CRLF-terminated) of rows, every cell through the formula guard: what exports write. */
export function csvRows(rows: readonly (readonly unknown[])[]): string {
  return rows.length === 0 ? '' : `${Papa.unparse(rows.map((row) => row.map(neutraliseCsvCell)))}\r\n`;
}
