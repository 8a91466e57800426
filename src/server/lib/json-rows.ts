import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { mapResultRow, orderSelectedFields } from 'drizzle-orm/utils';

/*
 * drizzle maps a select's driver rows with these two (its own executions use them); they are
 * exported at run time but left out of its type declarations.
 */
type TOrderedField = { path: string[]; field: unknown };
declare module 'drizzle-orm/utils' {
  export function orderSelectedFields(fields: Record<string, unknown>): TOrderedField[];
  export function mapResultRow<T>(columns: TOrderedField[], row: unknown[], joinsNotNullableMap: Record<string, boolean> | undefined): T;
}

/** What drizzle keeps on a select builder and maps its rows with. */
interface TSelectInternals {
  config: { fields: Record<string, unknown> };
  joinsNotNullableMap?: Record<string, boolean>;
}

/**
 * A select read inside a larger statement, so that one round trip answers several of them (the
 * dashboard's cards). `sql` is a scalar subquery answering the select's rows, in its order, as one
 * json array of records; `decode` turns that array back into exactly the rows the select answers
 * when run alone (the same column mapping: dates, nested join objects, nulls of a left join), so
 * the modules' row mappers are reused unchanged. The records are positional (`f1`, `f2`, …):
 * a join may select two columns of the same name.
 */
export function jsonRows<TRow>(select: SQLWrapper & PromiseLike<TRow[]>): { sql: SQL; decode: (value: unknown) => TRow[] } {
  const internals = select as unknown as TSelectInternals;
  const fields = orderSelectedFields(internals.config.fields);
  const keys = fields.map((_, i) => `f${i + 1}`);
  return {
    sql: sql`(select coalesce(json_agg(row(q.*)), '[]'::json) from ${select} q)`,
    decode: (value) => (value as Record<string, unknown>[]).map((record) => mapResultRow<TRow>(fields, keys.map((key) => record[key]), internals.joinsNotNullableMap)),
  };
}
