import { sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.js';
import { queryRows } from '../../lib/sql.js';
import type { TReportType } from '../../../shared/reports/reports.constants.js';
import { REPORT_SOURCES } from './reports.sources.js';

export interface TReportScope {
  userId: string;
  type: TReportType;
  from: Date | null;
  to: Date | null;
}

export type TReportRow = Record<string, unknown>;

/** Rows per keyset batch: a 100,000-row export is 100 short queries, never one big answer. */
export const REPORT_BATCH_ROWS = 1000;

function whereOf(scope: TReportScope): SQL {
  const source = REPORT_SOURCES[scope.type];
  const parts = [sql`${source.owner} = ${scope.userId}`];
  if (scope.from) parts.push(sql`${source.time} >= ${scope.from.toISOString()}::timestamptz`);
  if (scope.to) parts.push(sql`${source.time} < ${scope.to.toISOString()}::timestamptz`);
  return sql.join(parts, sql` and `);
}

export async function countReportRows(db: TExecutor, scope: TReportScope): Promise<number> {
  const source = REPORT_SOURCES[scope.type];
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${source.from} where ${whereOf(scope)}`);
  return row?.n ?? 0;
}

/** Rows by the type's group (status, type, score band), biggest first. */
export async function countReportGroups(db: TExecutor, scope: TReportScope): Promise<{ key: string; count: number }[]> {
  const source = REPORT_SOURCES[scope.type];
  return queryRows<{ key: string; count: number }>(
    db,
    sql`select coalesce(${source.group}, '') as key, count(*)::int as count from ${source.from} where ${whereOf(scope)} group by 1 order by 2 desc, 1`,
  );
}

/** Rows per day, week or month of the period in the seller's zone (the visual layout's time chart). */
export async function countReportBuckets(db: TExecutor, scope: TReportScope, bucket: 'day' | 'week' | 'month', timeZone: string): Promise<{ bucket: string; count: number }[]> {
  const source = REPORT_SOURCES[scope.type];
  return queryRows<{ bucket: string; count: number }>(
    db,
    sql`select to_char(date_trunc(${bucket}, ${source.time} at time zone ${timeZone}), 'YYYY-MM-DD') as bucket, count(*)::int as count
        from ${source.from} where ${whereOf(scope)} and ${source.time} is not null group by 1 order by 1`,
  );
}

/**
 * The rows of the period from the 1-based `rowFrom` to `rowTo`, in the export's order, read in
 * keyset batches: each batch starts after the last (key, id) seen, so batch 100 costs what batch
 * 1 does. Only the first batch skips (`offset`) to reach `rowFrom`.
 */
export async function* iterateReportRows(db: TExecutor, scope: TReportScope, range: { rowFrom: number; rowTo: number }, batch = REPORT_BATCH_ROWS): AsyncGenerator<TReportRow> {
  const source = REPORT_SOURCES[scope.type];
  let left = range.rowTo - range.rowFrom + 1;
  let cursor: { key: string; id: string } | null = null;
  while (left > 0) {
    const after: SQL = cursor ? sql` and (${source.key}, ${source.id}) > (${cursor.key}::${source.keyType}, ${cursor.id}::uuid)` : sql``;
    const offset = cursor ? 0 : range.rowFrom - 1;
    const limit = Math.min(batch, left);
    const rows: (TReportRow & { __key: string; __id: string })[] = await queryRows(
      db,
      sql`select ${source.columns}, ${source.key}::text as "__key", ${source.id}::text as "__id"
          from ${source.from} where ${whereOf(scope)}${after}
          order by ${source.key}, ${source.id} limit ${limit} offset ${offset}`,
    );
    for (const { __key, __id, ...row } of rows) yield row;
    left -= rows.length;
    if (rows.length < limit) return;
    const last = rows.at(-1)!;
    cursor = { key: last.__key, id: last.__id };
  }
}
