import type { TDb } from '../../db/client.js';
import {
  DUPLICATES_LIMIT,
  MIN_PHONE_DIGITS,
  PERSON_TYPES,
  phoneDigitsOf,
  type TDuplicates,
  type TDuplicatesQuery,
  type TPeopleQuery,
  type TPerson,
} from '../../../shared/people/people.schema.js';
import { pageOf } from '../../lib/list.js';
import { countPeople, findDuplicates, pagePeople, type TPersonRow } from './people.repository.js';

function toPerson(r: TPersonRow): TPerson {
  return {
    id: r.id,
    type: r.type,
    firstName: r.first_name,
    lastName: r.last_name,
    name: `${r.first_name} ${r.last_name}`.trim(),
    email: r.email,
    phone: r.phone,
    role: r.role,
    company: r.company,
    status: r.status,
    source: r.source,
    avatarUrl: r.avatar_url,
    notes: r.notes,
    tags: r.tags ?? [],
    lastContacted: r.last_contacted,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/** Contacts, prospects and team members in one list, sorted by full name, with an exact total. */
export async function listPeople(db: TDb, userId: string, query: TPeopleQuery) {
  const types = query.type ? [query.type] : [...PERSON_TYPES];
  const offset = (query.page - 1) * query.pageSize;
  const [rows, total] = await Promise.all([pagePeople(db, userId, types, query.q, query.pageSize, offset), countPeople(db, userId, types, query.q)]);
  return pageOf(rows.map(toPerson), total, query);
}

/**
 * The owner's people who already have this email or phone: a warning for the forms, never a
 * refusal (two people may share a family phone). An email without an @ or a phone with fewer
 * than MIN_PHONE_DIGITS digits is not looked up.
 */
export async function findDuplicatePeople(db: TDb, userId: string, query: TDuplicatesQuery): Promise<TDuplicates> {
  const email = query.email?.includes('@') ? query.email.toLowerCase() : null;
  const digits = query.phone ? phoneDigitsOf(query.phone) : '';
  const phone = digits.length >= MIN_PHONE_DIGITS ? digits : null;
  if (!email && !phone) return { matches: [] };
  const rows = await findDuplicates(db, userId, email, phone, DUPLICATES_LIMIT);
  return {
    matches: rows.map((r) => ({
      type: r.type,
      id: r.id,
      name: `${r.first_name} ${r.last_name}`.trim(),
      email: r.email,
      phone: r.phone,
      matchedOn: [...(r.email_match ? (['email'] as const) : []), ...(r.phone_match ? (['phone'] as const) : [])],
    })),
  };
}
