import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.js';
import { contacts } from '../../db/schema/index.js';
import type { TContact, TContactListQuery } from '../../../shared/contacts/contacts.schema.js';
import { isoOrNull, listTextOf, matchText, ownerListParts, readPage, type TListTextFields } from '../../lib/list.js';

export type TContactRow = typeof contacts.$inferSelect;
export type TContactInsert = Omit<typeof contacts.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

export function toContact(row: TContactRow): TContact {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    phone: row.phone,
    status: row.status as TContact['status'],
    role: row.role,
    company: row.company,
    source: row.source,
    notes: row.notes,
    tags: row.tags,
    socialMedia: row.socialMedia,
    avatarUrl: row.avatarUrl,
    lastContacted: isoOrNull(row.lastContacted),
    birthday: row.birthday,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What `q` searches: `columns` must be the fields its stored `list_text` joins (migration 0037), in their order. */
export const CONTACT_Q_FIELDS: TListTextFields = { text: listTextOf(contacts), columns: [contacts.firstName, contacts.lastName, contacts.email, contacts.company], prefix: [contacts.firstName, contacts.lastName] };

export async function listContacts(db: TExecutor, userId: string, query: TContactListQuery) {
  const parts = ownerListParts({
    entity: 'contacts',
    userId,
    owner: contacts.userId,
    match: and(query.status ? eq(contacts.status, query.status) : undefined, matchText(query.q, CONTACT_Q_FIELDS)),
    id: contacts.id,
    sort: { column: contacts[query.sort.field], direction: query.sort.direction },
    // The default order, served by (user_id, last_name, id) (migration 0039).
    indexedSort: { column: contacts.lastName, direction: 'asc' },
  });
  return readPage(db, { table: contacts, select: db.select().from(contacts).where(parts.where).$dynamic(), ...parts }, query);
}

export async function findContact(db: TExecutor, userId: string, id: string): Promise<TContactRow | null> {
  const rows = await db.select().from(contacts).where(and(eq(contacts.userId, userId), eq(contacts.id, id))).limit(1);
  return rows[0] ?? null;
}

export async function findContactByEmail(db: TExecutor, userId: string, email: string): Promise<TContactRow | null> {
  const rows = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.userId, userId), sql`lower(${contacts.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertContact(db: TExecutor, userId: string, values: TContactInsert): Promise<TContactRow> {
  const [row] = await db.insert(contacts).values({ ...values, userId }).returning();
  return row;
}

export async function updateContact(db: TExecutor, userId: string, id: string, values: Partial<TContactInsert>): Promise<TContactRow | null> {
  const rows = await db
    .update(contacts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(contacts.userId, userId), eq(contacts.id, id)))
    .returning();
  return rows[0] ?? null;
}

export async function deleteContact(db: TExecutor, userId: string, id: string): Promise<boolean> {
  const rows = await db.delete(contacts).where(and(eq(contacts.userId, userId), eq(contacts.id, id))).returning({ id: contacts.id });
  return rows.length > 0;
}

/**
 * Inserts the person as a contact, or refreshes the names and phone of the contact that already
 * has this email (its status, notes and tags stay the seller's).
 */
type TContactPerson = { firstName: string; lastName: string; email: string; phone?: string | null };

/** The upsert of upsertContactByEmail, to run as a CTE beside the prospect's own insert. */
export function contactUpsertSql(userId: string, person: TContactPerson): SQL {
  return sql`
    insert into ${contacts} (user_id, first_name, last_name, email, phone)
    values (${userId}, ${person.firstName}, ${person.lastName}, ${person.email.toLowerCase()}, ${person.phone ?? null})
    on conflict (user_id, lower(email)) do update set
      first_name = excluded.first_name,
      last_name = excluded.last_name,
      phone = coalesce(excluded.phone, ${contacts}.phone),
      updated_at = now()`;
}

export async function upsertContactByEmail(db: TExecutor, userId: string, person: TContactPerson): Promise<void> {
  await db.execute(contactUpsertSql(userId, person));
}
