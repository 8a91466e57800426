import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.js';
import { customTeamMembers, teamMembers, userDefinedTeams } from '../../db/schema/index.js';
import { readPage } from '../../lib/list.js';

export type TTeamRow = typeof userDefinedTeams.$inferSelect;

export async function listTeams(db: TExecutor, userId: string, page: { page: number; pageSize: number }) {
  const where = eq(userDefinedTeams.userId, userId);
  const select = db.select().from(userDefinedTeams).where(where).$dynamic();
  return readPage(db, { table: userDefinedTeams, where, select, order: [asc(sql`lower(${userDefinedTeams.teamName})`), asc(userDefinedTeams.id)] }, page);
}

export async function findTeam(db: TExecutor, userId: string, id: string): Promise<TTeamRow | null> {
  const rows = await db.select().from(userDefinedTeams).where(and(eq(userDefinedTeams.userId, userId), eq(userDefinedTeams.id, id))).limit(1);
  return rows[0] ?? null;
}

/** Members of the given teams, newest additions first, capped per call. */
export async function membersOfTeams(db: TExecutor, userId: string, teamIds: string[]) {
  if (teamIds.length === 0) return [];
  return db
    .select({
      teamId: customTeamMembers.teamId,
      teamMemberId: customTeamMembers.teamMemberId,
      addedAt: customTeamMembers.addedAt,
      firstName: teamMembers.firstName,
      lastName: teamMembers.lastName,
      rank: teamMembers.rank,
    })
    .from(customTeamMembers)
    .innerJoin(teamMembers, eq(teamMembers.id, customTeamMembers.teamMemberId))
    .where(and(eq(customTeamMembers.userId, userId), inArray(customTeamMembers.teamId, teamIds)))
    .orderBy(desc(customTeamMembers.addedAt))
    .limit(5000);
}

export async function insertTeam(db: TExecutor, userId: string, values: { teamName: string; description?: string | null }) {
  const [row] = await db.insert(userDefinedTeams).values({ ...values, userId }).returning();
  return row;
}

export async function updateTeamRow(db: TExecutor, userId: string, id: string, values: { teamName?: string; description?: string | null }) {
  const rows = await db
    .update(userDefinedTeams)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(userDefinedTeams.userId, userId), eq(userDefinedTeams.id, id)))
    .returning();
  return rows[0] ?? null;
}

export async function deleteTeamRow(db: TExecutor, userId: string, id: string): Promise<boolean> {
  const rows = await db.delete(userDefinedTeams).where(and(eq(userDefinedTeams.userId, userId), eq(userDefinedTeams.id, id))).returning({ id: userDefinedTeams.id });
  return rows.length > 0;
}

export async function insertMembership(db: TExecutor, userId: string, teamId: string, teamMemberId: string) {
  await db.insert(customTeamMembers).values({ userId, teamId, teamMemberId });
}

export async function deleteMembership(db: TExecutor, userId: string, teamMemberId: string, teamId?: string): Promise<boolean> {
  const rows = await db
    .delete(customTeamMembers)
    .where(and(eq(customTeamMembers.userId, userId), eq(customTeamMembers.teamMemberId, teamMemberId), teamId ? eq(customTeamMembers.teamId, teamId) : undefined))
    .returning({ id: customTeamMembers.id });
  return rows.length > 0;
}
