import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TExecutor } from '../../db/client.js';
import { customTeamMembers, teamMembers, userDefinedTeams } from '../../db/schema/index.js';
import type { TTeamMember, TTeamMemberListQuery } from '../../../shared/team/team.schema.js';
import { escapeLike, listTextOf, matchText, ownerListParts, readPage, type TListTextFields } from '../../lib/list.js';
import { queryRows } from '../../lib/sql.js';

export type TMemberRow = typeof teamMembers.$inferSelect;
export type TMemberValues = Omit<typeof teamMembers.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

const sponsor = alias(teamMembers, 'sponsor');

const memberSelection = {
  member: teamMembers,
  sponsorFirst: sponsor.firstName,
  sponsorLast: sponsor.lastName,
  teamId: userDefinedTeams.id,
  teamName: userDefinedTeams.teamName,
};

type TJoinedRow = { member: TMemberRow; sponsorFirst: string | null; sponsorLast: string | null; teamId: string | null; teamName: string | null };

export function toTeamMember(row: TJoinedRow): TTeamMember {
  const m = row.member;
  return {
    id: m.id,
    firstName: m.firstName,
    lastName: m.lastName,
    name: `${m.firstName} ${m.lastName}`.trim(),
    email: m.email,
    phone: m.phone,
    rank: m.rank as TTeamMember['rank'],
    role: m.role as TTeamMember['role'],
    status: m.status as TTeamMember['status'],
    joinDate: m.joinDate,
    externalToolId: m.externalToolId,
    sponsorId: m.sponsorId,
    sponsorName: row.sponsorFirst ? `${row.sponsorFirst} ${row.sponsorLast ?? ''}`.trim() : null,
    uplineName: m.uplineName,
    uplinePhone: m.uplinePhone,
    uplineEmail: m.uplineEmail,
    companyId: m.companyId,
    avatarUrl: m.avatarUrl,
    linkedUserId: m.linkedUserId,
    customTeam: row.teamId && row.teamName ? { id: row.teamId, teamName: row.teamName } : null,
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
  };
}

function joined(db: TExecutor) {
  return db
    .select(memberSelection)
    .from(teamMembers)
    .leftJoin(sponsor, eq(sponsor.id, teamMembers.sponsorId))
    .leftJoin(customTeamMembers, eq(customTeamMembers.teamMemberId, teamMembers.id))
    .leftJoin(userDefinedTeams, eq(userDefinedTeams.id, customTeamMembers.teamId));
}

/** What `q` searches: `columns` must be the fields its stored `list_text` joins (migration 0037), in their order. */
export const MEMBER_Q_FIELDS: TListTextFields = { text: listTextOf(teamMembers), columns: [teamMembers.firstName, teamMembers.lastName, teamMembers.email], prefix: [teamMembers.firstName, teamMembers.lastName] };

export async function listMembers(db: TExecutor, userId: string, query: TTeamMemberListQuery) {
  const parts = ownerListParts({
    entity: 'team_members',
    userId,
    owner: teamMembers.userId,
    match: and(
      query.rank ? eq(teamMembers.rank, query.rank) : undefined,
      query.status ? eq(teamMembers.status, query.status) : undefined,
      query.role ? eq(teamMembers.role, query.role) : undefined,
      // A condition on the member's own row (not on the join), so the count and the walk need no join.
      query.customTeamId
        ? sql`exists (select 1 from ${customTeamMembers} where ${customTeamMembers.teamMemberId} = ${teamMembers.id} and ${customTeamMembers.teamId} = ${query.customTeamId})`
        : undefined,
      matchText(query.q, MEMBER_Q_FIELDS),
    ),
    id: teamMembers.id,
    sort: { column: teamMembers[query.sort.field], direction: query.sort.direction },
    // The default order, served by (user_id, last_name, id) (migration 0040).
    indexedSort: { column: teamMembers.lastName, direction: 'asc' },
  });
  return readPage(db, { table: teamMembers, select: joined(db).where(parts.where).$dynamic(), ...parts }, query);
}

export async function findMember(db: TExecutor, userId: string, id: string): Promise<TJoinedRow | null> {
  const rows = await joined(db).where(and(eq(teamMembers.userId, userId), eq(teamMembers.id, id))).limit(1);
  return rows[0] ?? null;
}

export async function memberExists(db: TExecutor, userId: string, id: string): Promise<boolean> {
  const rows = await db.select({ id: teamMembers.id }).from(teamMembers).where(and(eq(teamMembers.userId, userId), eq(teamMembers.id, id))).limit(1);
  return rows.length > 0;
}

export async function insertMember(db: TExecutor, userId: string, values: TMemberValues): Promise<TMemberRow> {
  const [row] = await db.insert(teamMembers).values({ ...values, userId }).returning();
  return row;
}

export async function updateMemberRow(db: TExecutor, userId: string, id: string, values: Partial<TMemberValues>): Promise<TMemberRow | null> {
  const rows = await db
    .update(teamMembers)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(teamMembers.userId, userId), eq(teamMembers.id, id)))
    .returning();
  return rows[0] ?? null;
}

export async function deleteMemberRow(db: TExecutor, userId: string, id: string): Promise<boolean> {
  const rows = await db.delete(teamMembers).where(and(eq(teamMembers.userId, userId), eq(teamMembers.id, id))).returning({ id: teamMembers.id });
  return rows.length > 0;
}

/** Names for pickers: a name prefix first, then anything containing the text. */
export async function memberOptions(db: TExecutor, userId: string, q: string | undefined, limit: number) {
  const pattern = q ? `%${escapeLike(q.toLowerCase())}%` : undefined;
  return db
    .select({ id: teamMembers.id, name: sql<string>`${teamMembers.firstName} || ' ' || ${teamMembers.lastName}` })
    .from(teamMembers)
    .where(
      and(
        eq(teamMembers.userId, userId),
        pattern ? sql`(lower(${teamMembers.firstName}) like ${pattern} or lower(${teamMembers.lastName}) like ${pattern})` : undefined,
      ),
    )
    .orderBy(sql`lower(${teamMembers.firstName})`, sql`lower(${teamMembers.lastName})`, asc(teamMembers.id))
    .limit(limit);
}

/** The first key of the team-tree advisory locks (the second is the owner's hash). */
const TEAM_TREE_LOCK = 7_301;

/**
 * Serialises sponsor changes of one owner until the transaction ends (a transaction-level
 * advisory lock: nothing to clean up, and other owners never wait).
 */
export async function lockTeamTree(tx: TExecutor, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${TEAM_TREE_LOCK}, hashtext(${userId}))`);
}

/** Whether `candidateId` is `memberId` itself or somewhere in its downline (a sponsor loop). */
export async function isInDownline(db: TExecutor, userId: string, memberId: string, candidateId: string): Promise<boolean> {
  const rows = await queryRows<{ found: boolean }>(db, sql`
    with recursive down(id) as (
      select ${memberId}::uuid
      union
      select t.id from ${teamMembers} t join down on t.sponsor_id = down.id where t.user_id = ${userId}
    )
    select exists(select 1 from down where id = ${candidateId}::uuid) as found`);
  return Boolean(rows[0]?.found);
}
