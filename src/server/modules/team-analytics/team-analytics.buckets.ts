const DAY_MS = 86_400_000;

/**
 * The starts (YYYY-MM-DD) of the weeks (Monday, as PostgreSQL's date_trunc) or months that
 * cover `from` to `to`, so a chart shows the quiet weeks too.
 */
export function bucketStarts(from: string, to: string, unit: 'week' | 'month'): string[] {
  const start = new Date(`${from}T00:00:00Z`);
  if (unit === 'week') start.setTime(start.getTime() - ((start.getUTCDay() + 6) % 7) * DAY_MS);
  else start.setUTCDate(1);
  const out: string[] = [];
  for (const d = start; d.toISOString().slice(0, 10) <= to; ) {
    out.push(d.toISOString().slice(0, 10));
    if (unit === 'week') d.setTime(d.getTime() + 7 * DAY_MS);
    else d.setUTCMonth(d.getUTCMonth() + 1);
  }
  return out;
}
