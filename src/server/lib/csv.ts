/**
 * Spreadsheet programs run a cell that starts with =, +, -, @, tab or carriage return as a
 * formula; a leading apostrophe keeps such text inert (CSV formula injection).
 */
export function neutraliseCsvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
