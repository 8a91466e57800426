import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
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

/** A column of a batch: its name in `r`, its SQL type, and where a row keeps its value. */
type TBatchColumn<T> = readonly [name: string, type: 'text' | 'date' | 'uuid' | 'timestamptz' | 'boolean' | 'jsonb', value: (row: T) => unknown];

/**
 * A batch as `unnest(…) as r(…)`: one array parameter per column, one round trip. Unlike one jsonb
 * document of row objects, no key is built, sent and parsed per row: jsonb_to_recordset spent
 * about 16 µs of database CPU per row, unnest about 3.
 */
function batchRows<T>(rows: readonly T[], columns: readonly TBatchColumn<T>[]): SQL {
  const arrays = columns.map(([, type, value]) => sql`${sql.param(rows.map((row) => value(row) ?? null))}::${sql.raw(type)}[]`);
  return sql`unnest(${sql.join(arrays, sql`, `)}) as r(${sql.raw(columns.map(([name]) => name).join(', '))})`;
}

/** Tags travel as one JSON array per row (an array of arrays cannot be ragged); none is null. */
const tagsColumn = <T extends { tags?: string[] }>(): TBatchColumn<T> => ['tags', 'jsonb', (row) => (row.tags?.length ? JSON.stringify(row.tags) : null)];
const TAGS = sql`case when r.tags is null then '{}'::text[] else array(select jsonb_array_elements_text(r.tags)) end`;

const textArray = (values: readonly string[]) => sql`${sql.param(values)}::text[]`;

const PEOPLE_TABLES = { prospects: 'prospects', contacts: 'contacts', 'team-members': 'team_members' } as const;

/** Which of these (lower-case) emails the owner already has in a people table. */
export async function existingEmails(db: TExecutor, userId: string, dataType: keyof typeof PEOPLE_TABLES, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const table = sql.identifier(PEOPLE_TABLES[dataType]);
  const rows = await queryRows<{ email: string }>(db, sql`
    select distinct lower(t.email) as email from ${table} t
    join unnest(${textArray(emails)}) as wanted(email) on lower(t.email) = wanted.email
    where t.user_id = ${userId}`);
  return new Set(rows.map((r) => r.email));
}

/** The owner's prospects by (lower-case) email, for activities that name theirs; the oldest wins a tie. */
export async function prospectIdsByEmail(db: TExecutor, userId: string, emails: string[]): Promise<Map<string, string>> {
  if (emails.length === 0) return new Map();
  const rows = await queryRows<{ email: string; id: string }>(db, sql`
    select distinct on (lower(p.email)) lower(p.email) as email, p.id from prospects p
    join unnest(${textArray(emails)}) as wanted(email) on lower(p.email) = wanted.email
    where p.user_id = ${userId}
    order by lower(p.email), p.created_at, p.id`);
  return new Map(rows.map((r) => [r.email, r.id]));
}

/** Runs an INSERT (or an upsert) and answers how many rows it wrote. */
async function countInserted(tx: TExecutor, insert: SQL): Promise<number> {
  const inserted = await queryRows<{ n: number }>(tx, sql`with added as (${insert} returning 1) select count(*)::int as n from added`);
  return Number(inserted[0]?.n ?? 0);
}

const PROSPECT_COLUMNS: readonly TBatchColumn<TProspectCreate>[] = [
  ['first_name', 'text', (r) => r.firstName], ['last_name', 'text', (r) => r.lastName], ['email', 'text', (r) => r.email], ['phone', 'text', (r) => r.phone],
  ['status', 'text', (r) => r.status], ['source', 'text', (r) => r.source], ['notes', 'text', (r) => r.notes], ['industry', 'text', (r) => r.industry],
  ['company_name', 'text', (r) => r.companyName], ['address', 'text', (r) => r.address], ['birthday', 'date', (r) => r.birthday], tagsColumn(),
];

/** Writes a batch of prospects in one statement; answers how many. */
export function insertProspects(tx: TExecutor, userId: string, rows: TProspectCreate[]): Promise<number> {
  return countInserted(tx, sql`
    insert into prospects (user_id, first_name, last_name, email, phone, status, source, notes, industry, company_name, address, birthday, tags)
    select ${userId}, r.first_name, r.last_name, r.email, r.phone, r.status, r.source, r.notes, r.industry, r.company_name, r.address, r.birthday, ${TAGS}
    from ${batchRows(rows, PROSPECT_COLUMNS)}`);
}

type TContactValues = Omit<TContactCreate, 'alsoAddAsProspect' | 'alsoAddAsTeamMember'>;

const CONTACT_COLUMNS: readonly TBatchColumn<TContactValues>[] = [
  ['first_name', 'text', (r) => r.firstName], ['last_name', 'text', (r) => r.lastName], ['email', 'text', (r) => r.email], ['phone', 'text', (r) => r.phone],
  ['status', 'text', (r) => r.status], ['role', 'text', (r) => r.role], ['company', 'text', (r) => r.company], ['source', 'text', (r) => r.source],
  ['notes', 'text', (r) => r.notes], ['birthday', 'date', (r) => r.birthday], tagsColumn(),
];

export function insertContacts(tx: TExecutor, userId: string, rows: TContactValues[]): Promise<number> {
  return countInserted(tx, sql`
    insert into contacts (user_id, first_name, last_name, email, phone, status, role, company, source, notes, birthday, tags)
    select ${userId}, r.first_name, r.last_name, r.email, r.phone, r.status, r.role, r.company, r.source, r.notes, r.birthday, ${TAGS}
    from ${batchRows(rows, CONTACT_COLUMNS)}`);
}

type TMemberValues = Omit<TTeamMemberCreate, 'customTeamId' | 'sponsorId' | 'avatarUrl'>;

const MEMBER_COLUMNS: readonly TBatchColumn<TMemberValues>[] = [
  ['first_name', 'text', (r) => r.firstName], ['last_name', 'text', (r) => r.lastName], ['email', 'text', (r) => r.email], ['phone', 'text', (r) => r.phone],
  ['rank', 'text', (r) => r.rank], ['role', 'text', (r) => r.role], ['status', 'text', (r) => r.status], ['join_date', 'date', (r) => r.joinDate],
  ['external_tool_id', 'text', (r) => r.externalToolId], ['company_id', 'text', (r) => r.companyId], ['upline_name', 'text', (r) => r.uplineName],
  ['upline_phone', 'text', (r) => r.uplinePhone], ['upline_email', 'text', (r) => r.uplineEmail],
];

export function insertTeamMembers(tx: TExecutor, userId: string, rows: TMemberValues[]): Promise<number> {
  return countInserted(tx, sql`
    insert into team_members (user_id, first_name, last_name, email, phone, rank, role, status, join_date, external_tool_id, company_id, upline_name, upline_phone, upline_email)
    select ${userId}, r.first_name, r.last_name, r.email, r.phone, r.rank, r.role, r.status, r.join_date, r.external_tool_id, r.company_id, r.upline_name, r.upline_phone, r.upline_email
    from ${batchRows(rows, MEMBER_COLUMNS)}`);
}

export type TActivityValues = Omit<TActivityCreate, 'prospectId'> & { prospectId: string | null };

const ACTIVITY_COLUMNS: readonly TBatchColumn<TActivityValues>[] = [
  ['prospect_id', 'uuid', (r) => r.prospectId], ['title', 'text', (r) => r.title], ['type', 'text', (r) => r.type], ['description', 'text', (r) => r.description],
  ['scheduled_at', 'timestamptz', (r) => r.scheduledAt], ['status', 'text', (r) => r.status], ['priority', 'text', (r) => r.priority], ['platform', 'text', (r) => r.platform],
  ['outcome', 'text', (r) => r.outcome], ['completed', 'boolean', (r) => r.completed], ['content_title', 'text', (r) => r.contentTitle], ['link', 'text', (r) => r.link],
];

export function insertActivities(tx: TExecutor, userId: string, rows: TActivityValues[]): Promise<number> {
  return countInserted(tx, sql`
    insert into activities (user_id, prospect_id, title, type, description, scheduled_at, status, priority, platform, outcome, completed, content_title, link)
    select ${userId}, r.prospect_id, r.title, r.type, r.description, r.scheduled_at, r.status, r.priority, r.platform, r.outcome, coalesce(r.completed, false), r.content_title, r.link
    from ${batchRows(rows, ACTIVITY_COLUMNS)}`);
}

type TPerson = { firstName: string; lastName: string; email: string; phone?: string | null };

const PERSON_COLUMNS: readonly TBatchColumn<TPerson>[] = [['first_name', 'text', (r) => r.firstName], ['last_name', 'text', (r) => r.lastName], ['email', 'text', (r) => r.email], ['phone', 'text', (r) => r.phone]];

/**
 * `upsertContactByEmail` (contacts.repository) for a batch of people at once: each becomes a
 * contact, or refreshes the names and phone of the contact with its email. Emails are unique
 * within a batch (the import flags repeats).
 */
export function upsertContactsByEmail(tx: TExecutor, userId: string, people: readonly TPerson[]): Promise<number> {
  return countInserted(tx, sql`
    insert into contacts (user_id, first_name, last_name, email, phone)
    select ${userId}, r.first_name, r.last_name, lower(r.email), r.phone
    from ${batchRows(people, PERSON_COLUMNS)}
    on conflict (user_id, lower(email)) do update set
      first_name = excluded.first_name,
      last_name = excluded.last_name,
      phone = coalesce(excluded.phone, contacts.phone),
      updated_at = now()`);
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
