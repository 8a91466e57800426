import { sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.js';
import type { TPersonType } from '../../../shared/people/people.schema.js';
import { escapeLike } from '../../lib/list.js';
import { queryRows } from '../../lib/sql.js';
import { ownerCount } from '../limits/limits.repository.js';

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
  last_contacted: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

/** Each kind of person as the same columns; the table name is fixed, never from input. */
const SOURCES: Record<TPersonType, { table: string; entity: string; columns: SQL }> = {
  contact: {
    table: 'contacts',
    entity: 'contacts',
    columns: sql`id, 'contact' as type, first_name, last_name, email, phone, role, company, status, source, avatar_url, notes, tags, last_contacted, created_at, updated_at`,
  },
  prospect: {
    table: 'prospects',
    entity: 'prospects',
    columns: sql`id, 'prospect' as type, first_name, last_name, email, phone, null as role, company_name as company, status, source, null as avatar_url, notes, tags, last_contacted, created_at, updated_at`,
  },
  teamMember: {
    table: 'team_members',
    entity: 'team_members',
    columns: sql`id, 'teamMember' as type, first_name, last_name, email, phone, role, null as company, status, null as source, avatar_url, null as notes, '{}'::text[] as tags, null::timestamptz as last_contacted, created_at, updated_at`,
  },
};

function nameFilter(q: string | undefined): SQL {
  if (!q) return sql``;
  const pattern = `%${escapeLike(q.toLowerCase())}%`;
  return sql` and (lower(first_name) like ${pattern} or lower(last_name) like ${pattern})`;
}

/**
 * One page of the merged list, ordered by full name. The outer ORDER BY matches each table's
 * (user_id, lower(first_name), lower(last_name), id) index, so PostgreSQL merges three ordered
 * index scans and stops after offset + limit rows instead of sorting everyone.
 */
export async function pagePeople(db: TExecutor, userId: string, types: TPersonType[], q: string | undefined, limit: number, offset: number) {
  const parts = types.map((type) => sql`select ${SOURCES[type].columns} from ${sql.identifier(SOURCES[type].table)} where user_id = ${userId}${nameFilter(q)}`);
  return queryRows<TPersonRow>(db, sql`
    select * from (${sql.join(parts, sql` union all `)}) people
    order by lower(first_name), lower(last_name), id
    limit ${limit} offset ${offset}`);
}

/** Exact totals: the trigger-kept counters without a search, a real count with one. */
export async function countPeople(db: TExecutor, userId: string, types: TPersonType[], q: string | undefined): Promise<number> {
  if (!q) {
    const counts = await Promise.all(types.map((type) => ownerCount(db, userId, SOURCES[type].entity)));
    return counts.reduce((a, b) => a + b, 0);
  }
  const counts = await Promise.all(
    types.map(async (type) => {
      const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(SOURCES[type].table)} where user_id = ${userId}${nameFilter(q)}`);
      return Number(row?.n ?? 0);
    }),
  );
  return counts.reduce((a, b) => a + b, 0);
}
