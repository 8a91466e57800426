import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.js';
import { importMappingTemplates, userProfiles } from '../../db/schema/index.js';
import type { TActivityCreate } from '../../../shared/activities/activities.schema.js';
import type { TContactCreate } from '../../../shared/contacts/contacts.schema.js';
import type { TImportDataType } from '../../../shared/import/import.constants.js';
import type { TImportMapping } from '../../../shared/import/import.schema.js';
import type { TProspectCreate } from '../../../shared/prospects/prospects.schema.js';
import type { TTeamMemberCreate } from '../../../shared/team/team.schema.js';
import { queryRows } from '../../lib/sql.js';

export type TTemplateRow = typeof importMappingTemplates.$inferSelect;

/** The name of the unique index on (owner, data type, lower(name)): a duplicate name trips it. */
export const TEMPLATE_NAME_INDEX = 'import_templates_owner_type_name_uq';

/** The first key of the import advisory locks (the second is the owner and data type's hash). */
const IMPORT_LOCK = 7_316;

/** One import per owner and data type at a time: two at once would both pass the duplicate check. */
export async function lockImport(tx: TExecutor, userId: string, dataType: TImportDataType): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK}, hashtext(${`${userId}:${dataType}`}))`);
}

/** Rows handed to one statement as a single jsonb parameter (one round trip per batch). */
const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;

const PEOPLE_TABLES = { prospects: 'prospects', contacts: 'contacts', 'team-members': 'team_members' } as const;

/** Which of these (lower-case) emails the owner already has in a people table. */
export async function existingEmails(db: TExecutor, userId: string, dataType: keyof typeof PEOPLE_TABLES, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const table = sql.identifier(PEOPLE_TABLES[dataType]);
  const rows = await queryRows<{ email: string }>(db, sql`
    select distinct lower(t.email) as email from ${table} t
    join (select jsonb_array_elements_text(${json(emails)}) as email) wanted on lower(t.email) = wanted.email
    where t.user_id = ${userId}`);
  return new Set(rows.map((r) => r.email));
}

/** The owner's prospects by (lower-case) email, for activities that name theirs; the oldest wins a tie. */
export async function prospectIdsByEmail(db: TExecutor, userId: string, emails: string[]): Promise<Map<string, string>> {
  if (emails.length === 0) return new Map();
  const rows = await queryRows<{ email: string; id: string }>(db, sql`
    select distinct on (lower(p.email)) lower(p.email) as email, p.id from prospects p
    join (select jsonb_array_elements_text(${json(emails)}) as email) wanted on lower(p.email) = wanted.email
    where p.user_id = ${userId}
    order by lower(p.email), p.created_at, p.id`);
  return new Map(rows.map((r) => [r.email, r.id]));
}

/** Writes a batch of prospects in one statement; answers how many. */
export async function insertProspects(tx: TExecutor, userId: string, rows: TProspectCreate[]): Promise<number> {
  const inserted = await queryRows<{ n: number }>(tx, sql`
    with added as (
      insert into prospects (user_id, first_name, last_name, email, phone, status, source, notes, industry, company_name, address, birthday, tags)
      select ${userId}, r."firstName", r."lastName", r.email, r.phone, r.status, r.source, r.notes, r.industry, r."companyName", r.address, r.birthday, coalesce(r.tags, '{}')
      from jsonb_to_recordset(${json(rows)}) as r("firstName" text, "lastName" text, email text, phone text, status text, source text, notes text, industry text, "companyName" text, address text, birthday date, tags text[])
      returning 1)
    select count(*)::int as n from added`);
  return Number(inserted[0]?.n ?? 0);
}

export async function insertContacts(tx: TExecutor, userId: string, rows: Omit<TContactCreate, 'alsoAddAsProspect' | 'alsoAddAsTeamMember'>[]): Promise<number> {
  const inserted = await queryRows<{ n: number }>(tx, sql`
    with added as (
      insert into contacts (user_id, first_name, last_name, email, phone, status, role, company, source, notes, birthday, tags)
      select ${userId}, r."firstName", r."lastName", r.email, r.phone, r.status, r.role, r.company, r.source, r.notes, r.birthday, coalesce(r.tags, '{}')
      from jsonb_to_recordset(${json(rows)}) as r("firstName" text, "lastName" text, email text, phone text, status text, role text, company text, source text, notes text, birthday date, tags text[])
      returning 1)
    select count(*)::int as n from added`);
  return Number(inserted[0]?.n ?? 0);
}

type TMemberValues = Omit<TTeamMemberCreate, 'customTeamId' | 'sponsorId' | 'avatarUrl'>;

export async function insertTeamMembers(tx: TExecutor, userId: string, rows: TMemberValues[]): Promise<number> {
  const inserted = await queryRows<{ n: number }>(tx, sql`
    with added as (
      insert into team_members (user_id, first_name, last_name, email, phone, rank, role, status, join_date, external_tool_id, company_id, upline_name, upline_phone, upline_email)
      select ${userId}, r."firstName", r."lastName", r.email, r.phone, r.rank, r.role, r.status, r."joinDate", r."externalToolId", r."companyId", r."uplineName", r."uplinePhone", r."uplineEmail"
      from jsonb_to_recordset(${json(rows)}) as r("firstName" text, "lastName" text, email text, phone text, rank text, role text, status text, "joinDate" date, "externalToolId" text, "companyId" text, "uplineName" text, "uplinePhone" text, "uplineEmail" text)
      returning 1)
    select count(*)::int as n from added`);
  return Number(inserted[0]?.n ?? 0);
}

export type TActivityValues = Omit<TActivityCreate, 'prospectId'> & { prospectId: string | null };

export async function insertActivities(tx: TExecutor, userId: string, rows: TActivityValues[]): Promise<number> {
  const inserted = await queryRows<{ n: number }>(tx, sql`
    with added as (
      insert into activities (user_id, prospect_id, title, type, description, scheduled_at, status, priority, platform, outcome, completed, content_title, link)
      select ${userId}, r."prospectId", r.title, r.type, r.description, r."scheduledAt", r.status, r.priority, r.platform, r.outcome, coalesce(r.completed, false), r."contentTitle", r.link
      from jsonb_to_recordset(${json(rows)}) as r("prospectId" uuid, title text, type text, description text, "scheduledAt" timestamptz, status text, priority text, platform text, outcome text, completed boolean, "contentTitle" text, link text)
      returning 1)
    select count(*)::int as n from added`);
  return Number(inserted[0]?.n ?? 0);
}

/**
 * `upsertContactByEmail` (contacts.repository) for a batch of people at once: each becomes a
 * contact, or refreshes the names and phone of the contact with its email. Emails are unique
 * within a batch (the import flags repeats).
 */
export async function upsertContactsByEmail(tx: TExecutor, userId: string, people: { firstName: string; lastName: string; email: string; phone?: string | null }[]): Promise<number> {
  const rows = await queryRows<{ n: number }>(tx, sql`
    with upserted as (
      insert into contacts (user_id, first_name, last_name, email, phone)
      select ${userId}, r."firstName", r."lastName", lower(r.email), r.phone
      from jsonb_to_recordset(${json(people)}) as r("firstName" text, "lastName" text, email text, phone text)
      on conflict (user_id, lower(email)) do update set
        first_name = excluded.first_name,
        last_name = excluded.last_name,
        phone = coalesce(excluded.phone, contacts.phone),
        updated_at = now()
      returning 1)
    select count(*)::int as n from upserted`);
  return Number(rows[0]?.n ?? 0);
}

export function listTemplates(db: TExecutor, userId: string, dataType: TImportDataType | undefined, limit: number): Promise<TTemplateRow[]> {
  return db
    .select()
    .from(importMappingTemplates)
    .where(and(eq(importMappingTemplates.userId, userId), dataType ? eq(importMappingTemplates.dataType, dataType) : undefined))
    .orderBy(asc(sql`lower(${importMappingTemplates.name})`), asc(importMappingTemplates.id))
    .limit(limit);
}

export async function countTemplates(db: TExecutor, userId: string, dataType: TImportDataType): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(importMappingTemplates).where(and(eq(importMappingTemplates.userId, userId), eq(importMappingTemplates.dataType, dataType)));
  return n;
}

export async function insertTemplate(db: TExecutor, userId: string, values: { dataType: TImportDataType; name: string; mapping: TImportMapping }): Promise<TTemplateRow> {
  const [row] = await db.insert(importMappingTemplates).values({ ...values, userId }).returning();
  return row;
}

export async function deleteTemplate(db: TExecutor, userId: string, id: string): Promise<boolean> {
  const rows = await db.delete(importMappingTemplates).where(and(eq(importMappingTemplates.userId, userId), eq(importMappingTemplates.id, id))).returning({ id: importMappingTemplates.id });
  return rows.length > 0;
}

/** Serialises new templates of one owner and data type, so the cap holds under races. */
export async function lockTemplates(tx: TExecutor, userId: string, dataType: TImportDataType): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK + 1}, hashtext(${`${userId}:${dataType}`}))`);
}

/** The owner's time zone: a date and time in the file without an offset is read in it. */
export async function timeZoneOf(db: TExecutor, userId: string): Promise<string> {
  const rows = await db.select({ timeZone: userProfiles.timeZone }).from(userProfiles).where(eq(userProfiles.userId, userId)).limit(1);
  return rows[0]?.timeZone ?? 'UTC';
}
