/** Prints rows as an aligned text table (numbers to the right), columns in the order of the first row's keys. */
export function printTable(rows: Record<string, string | number>[]): void {
  if (!rows.length) return;
  const columns = Object.keys(rows[0]);
  const cell = (v: string | number | undefined) => (v === undefined ? '' : String(v));
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)));
  const numeric = columns.map((c) => rows.every((r) => /^[-\d.,]+( %| ×)?$|^-$/.test(cell(r[c]))));
  const line = (values: string[]) => values.map((v, i) => (numeric[i] ? v.padStart(widths[i]) : v.padEnd(widths[i]))).join('  ').trimEnd();
  console.log(line(columns));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(columns.map((c) => cell(row[c]))));
}
