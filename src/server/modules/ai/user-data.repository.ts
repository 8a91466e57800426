import { and, asc, count, eq, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TExecutor } from '../../db/client.js';
import { contacts, prospects, teamMembers } from '../../db/schema/index.js';
import { searchName } from '../../db/schema/search-terms.js';
import { escapeLike, matchText } from '../../lib/list.js';
import { PROSPECT_Q_FIELDS } from '../prospects/prospects.repository.js';
import { CONTACT_Q_FIELDS } from '../contacts/contacts.repository.js';
import { MEMBER_Q_FIELDS } from '../team/team.repository.js';
import type { TUserDataRecord } from '../../../shared/ai/chat.schema.js';

/** The three kinds of records the data selector offers, with the columns each answers. */
const KINDS = {
  prospects: { table: prospects, fields: PROSPECT_Q_FIELDS, company: prospects.companyName as PgColumn | null, first: prospects.firstName, last: prospects.lastName },
  teamMembers: { table: teamMembers, fields: MEMBER_Q_FIELDS, company: null, first: teamMembers.firstName, last: teamMembers.lastName },
  contacts: { table: contacts, fields: CONTACT_Q_FIELDS, company: contacts.company as PgColumn | null, first: contacts.firstName, last: contacts.lastName },
} as const;
export type TUserDataKind = keyof typeof KINDS;

/**
 * `q` over the name, the company and the email (the lists' trigram index) or the full name
 * ("maria lopez", accents and case folded: the search trigram index on the folded full name).
 */
function matchOf(kind: TUserDataKind, q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const k = KINDS[kind];
  const fullName = sql`${searchName(k.first, k.last)} like ${'%'} || upline_fold(${escapeLike(q)}) || ${'%'}`;
  return or(matchText(q, k.fields), fullName);
}

/** At most `limit` of the owner's records of one kind, by name, and how many match in all. */
export async function listUserData(db: TExecutor, userId: string, kind: TUserDataKind, q: string | undefined, limit: number): Promise<{ rows: TUserDataRecord[]; total: number }> {
  const k = KINDS[kind];
  const t = k.table;
  const where = and(eq(t.userId, userId), matchOf(kind, q));
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ id: t.id, firstName: t.firstName, lastName: t.lastName, email: t.email, company: k.company ?? sql<string | null>`null`, status: t.status })
      .from(t)
      .where(where)
      .orderBy(asc(sql`lower(${t.firstName})`), asc(sql`lower(${t.lastName})`), asc(t.id))
      .limit(limit),
    db.select({ n: count() }).from(t).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ id: r.id, name: `${r.firstName} ${r.lastName}`.trim(), email: r.email || null, company: (r.company as string | null) || null, status: r.status })),
    total: n,
  };
}
