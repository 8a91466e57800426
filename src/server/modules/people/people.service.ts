import type { TDb } from '../../db/client.js';
import { PERSON_TYPES, type TPeopleQuery, type TPerson } from '../../../shared/people/people.schema.js';
import { pageOf } from '../../lib/list.js';
import { countPeople, pagePeople, type TPersonRow } from './people.repository.js';

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

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
    lastContacted: iso(r.last_contacted),
    createdAt: iso(r.created_at)!,
    updatedAt: iso(r.updated_at)!,
  };
}

/** Contacts, prospects and team members in one list, sorted by full name, with an exact total. */
export async function listPeople(db: TDb, userId: string, query: TPeopleQuery) {
  const types = query.type ? [query.type] : [...PERSON_TYPES];
  const offset = (query.page - 1) * query.pageSize;
  const [rows, total] = await Promise.all([pagePeople(db, userId, types, query.q, query.pageSize, offset), countPeople(db, userId, types, query.q)]);
  return pageOf(rows.map(toPerson), total, query);
}
