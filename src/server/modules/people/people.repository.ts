import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { TDb, TExecutor } from '../../db/client.js';
import { PERSON_TYPES, type TPersonType } from '../../../shared/people/people.schema.js';
import { phoneDigits } from '../../db/schema/common.js';
import { escapeLike } from '../../lib/list.js';
import { isoText, queryDriverRows, queryRows, renderedOnce } from '../../lib/sql.js';

export interface TPersonRow {
  id: string;
  type: TPersonType;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  role: string | null;
  company: string | null;
  status: string;
  source: string | null;
  avatar_url: string | null;
  notes: string | null;
  tags: string[];
  /** ISO text (isoText), as the API answers it. */
  last_contacted: string | null;
  created_at: string;
  updated_at: string;
}

/** Times as the API's ISO text: a page of people parses and formats no Date (isoText). */
const TIMES = sql`${isoText(sql`created_at`)} as created_at, ${isoText(sql`updated_at`)} as updated_at`;

/**
 * Each kind of person as the same columns; the table name is fixed, never from input. Every
 * literal carries its type: an untyped NULL or string makes PostgreSQL coerce the UNION's column,
 * and a coerced UNION is not flattened, so it could no longer merge the tables' name indexes.
 */
const SOURCES: Record<TPersonType, { table: string; entity: string; columns: SQL }> = {
  contact: {
    table: 'contacts',
    entity: 'contacts',
    columns: sql`id, 'contact'::text as type, first_name, last_name, email, phone, role, company, status, source, avatar_url, notes, tags, ${isoText(sql`last_contacted`)} as last_contacted, ${TIMES}`,
  },
  prospect: {
    table: 'prospects',
    entity: 'prospects',
    columns: sql`id, 'prospect'::text as type, first_name, last_name, email, phone, null::text as role, company_name as company, status, source, null::text as avatar_url, notes, tags, ${isoText(sql`last_contacted`)} as last_contacted, ${TIMES}`,
  },
  teamMember: {
    table: 'team_members',
    entity: 'team_members',
    columns: sql`id, 'teamMember'::text as type, first_name, last_name, email, phone, role, null::text as company, status, null::text as source, avatar_url, null::text as notes, '{}'::text[] as tags, null::text as last_contacted, ${TIMES}`,
  },
};

function nameFilter(q: string | undefined): SQL {
  if (!q) return sql``;
  const pattern = `%${escapeLike(q.toLowerCase())}%`;
  return sql` and (lower(first_name) like ${pattern} or lower(last_name) like ${pattern})`;
}

/**
 * With a search: one page of the merged list, ordered by full name (each table's
 * (user_id, lower(first_name), lower(last_name), id) index gives its rows in that order).
 */
export function peoplePageSql(userId: string, types: TPersonType[], q: string | undefined, limit: number, offset: number): SQL {
  // PostgreSQL does not merge-append a UNION of different tables on expression indexes, so each
  // table gives its own first offset + limit rows in index order, and only those are merged.
  const parts = types.map(
    (type) =>
      sql`(select ${SOURCES[type].columns} from ${sql.identifier(SOURCES[type].table)} where user_id = ${userId}${nameFilter(q)}
        order by lower(first_name), lower(last_name), id limit ${offset + limit})`,
  );
  return sql`
    select * from (${sql.join(parts, sql` union all `)}) people
    order by lower(first_name), lower(last_name), id
    limit ${limit} offset ${offset}`;
}

/** A value, or the placeholder it fills in a statement rendered once (`renderedOnce`). */
type TBound<T> = T | Placeholder;

const typeFilter = (types: TPersonType[]) =>
  types.length === PERSON_TYPES.length ? sql`` : sql` and person_type in (${sql.join(types.map((t) => sql`${t}`), sql`, `)})`;

/** Without a search: one page of (type, id) from the narrow directory, in name order. */
export function directoryPageSql(userId: TBound<string>, types: TPersonType[], limit: TBound<number>, offset: TBound<number>): SQL {
  return sql`select person_type as type, person_id as id from people_directory
    where user_id = ${userId}${typeFilter(types)}
    order by sort_first, sort_last, person_id limit ${limit} offset ${offset}`;
}

type TIdsByKind = Partial<Record<TPersonType, TBound<string[]>>>;

/**
 * The full rows of the given people (in no order: `pagePeople` puts them in the page's). The ids go
 * as one array per kind, so the statement's text depends only on which kinds the page holds.
 */
function rowsSql(userId: TBound<string>, ids: TIdsByKind): SQL {
  const parts = PERSON_TYPES.filter((type) => ids[type] !== undefined).map(
    (type) => sql`select ${SOURCES[type].columns} from ${sql.identifier(SOURCES[type].table)} where user_id = ${userId} and id = any(${sql.param(ids[type])}::uuid[])`,
  );
  return sql.join(parts, sql` union all `);
}

function idsByKind(refs: { type: TPersonType; id: string }[]): Partial<Record<TPersonType, string[]>> {
  const ids: Partial<Record<TPersonType, string[]>> = {};
  for (const r of refs) (ids[r.type] ??= []).push(r.id);
  return ids;
}

export const peopleRowsSql = (userId: string, refs: { type: TPersonType; id: string }[]): SQL => rowsSql(userId, idsByKind(refs));

/** Without a search the total is the sum of the trigger-kept counters: one indexed lookup. */
const countSql = (userId: TBound<string>, entities: TBound<string[]>) =>
  sql`select coalesce(sum(n), 0)::int as n from owner_counts where user_id = ${userId} and entity = any(${sql.param(entities)}::text[])`;

const entitiesOf = (types: TPersonType[]) => types.map((type) => SOURCES[type].entity);

export const peopleCountSql = (userId: string, types: TPersonType[]): SQL => countSql(userId, entitiesOf(types));

// The first page's three statements, rendered once per shape: the kinds asked for, the kinds a page holds.
const directoryStatement = renderedOnce((types: string) =>
  directoryPageSql(sql.placeholder('userId'), types.split(',') as TPersonType[], sql.placeholder('limit'), sql.placeholder('offset')),
);
const rowsStatement = renderedOnce((kinds: string) =>
  rowsSql(sql.placeholder('userId'), Object.fromEntries(kinds.split(',').map((kind) => [kind, sql.placeholder(kind)]))),
);
const countStatement = renderedOnce(() => countSql(sql.placeholder('userId'), sql.placeholder('entities')));

/** The list's reads go straight to the driver (queryDriverRows): the hottest read of the app. */
export async function pagePeople(db: TDb, userId: string, types: TPersonType[], q: string | undefined, limit: number, offset: number) {
  if (q) return queryDriverRows<TPersonRow>(db, peoplePageSql(userId, types, q, limit, offset));
  const refs = await queryDriverRows<{ type: TPersonType; id: string }>(db, directoryStatement(types.join(','), { userId, limit, offset }));
  if (refs.length === 0) return [];
  const ids = idsByKind(refs);
  const kinds = PERSON_TYPES.filter((type) => ids[type]);
  const rows = await queryDriverRows<TPersonRow>(db, rowsStatement(kinds.join(','), { userId, ...ids }));
  const byKey = new Map(rows.map((r) => [`${r.type}:${r.id}`, r]));
  return refs.map((r) => byKey.get(`${r.type}:${r.id}`)).filter((r): r is TPersonRow => r !== undefined);
}

/** Exact totals: the trigger-kept counters without a search, a real count with one. */
export async function countPeople(db: TDb, userId: string, types: TPersonType[], q: string | undefined): Promise<number> {
  if (!q) {
    const [row] = await queryDriverRows<{ n: number }>(db, countStatement('', { userId, entities: entitiesOf(types) }));
    return Number(row?.n ?? 0);
  }
  // One statement adding each table's count (one round trip, not one per table).
  const counts = types.map((type) => sql`(select count(*) from ${sql.identifier(SOURCES[type].table)} where user_id = ${userId}${nameFilter(q)})`);
  const [row] = await queryDriverRows<{ n: number }>(db, sql`select (${sql.join(counts, sql` + `)})::int as n`);
  return Number(row?.n ?? 0);
}

export interface TDuplicateRow {
  type: TPersonType;
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  email_match: boolean;
  phone_match: boolean;
}

/**
 * The owner's contacts, prospects and team members with this email (case-insensitive) or these
 * phone digits. Each table answers from its (user_id, lower(email)) and (user_id, phone digits)
 * indexes; the expressions must stay spelled as in the schema for the planner to use them.
 */
export function duplicatesSql(userId: string, email: string | null, digits: string | null, limit: number): SQL {
  const parts = PERSON_TYPES.map((type) => {
    const table = sql.identifier(SOURCES[type].table);
    const emailMatch = email ? sql`lower(email) = ${email}` : sql`false`;
    const phoneMatch = digits ? sql`${phoneDigits(sql`phone`)} = ${digits}` : sql`false`;
    return sql`(select ${type}::text as type, id, first_name, last_name, email, phone, ${emailMatch} as email_match, coalesce(${phoneMatch}, false) as phone_match
      from ${table} where user_id = ${userId} and (${emailMatch} or ${phoneMatch}) limit ${limit})`;
  });
  return sql`${sql.join(parts, sql` union all `)} limit ${limit}`;
}

export const findDuplicates = (db: TExecutor, userId: string, email: string | null, digits: string | null, limit: number) =>
  queryRows<TDuplicateRow>(db, duplicatesSql(userId, email, digits, limit));
