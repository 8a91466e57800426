import type { TDb, TExecutor } from '../../db/client.js';
import type { TCustomTeam } from '../../../shared/team/team.schema.js';
import type { TTeamRank } from '../../../shared/team/team.constants.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { isUniqueViolation, pageOf } from '../../lib/list.js';
import { memberExists } from '../team/team.repository.js';
import {
  deleteMembership,
  deleteTeamRow,
  findTeam,
  insertMembership,
  insertTeam,
  listTeams,
  membersOfTeams,
  updateTeamRow,
  type TTeamRow,
} from './custom-teams.repository.js';

const ALREADY_IN_TEAM = 'This member already belongs to a custom team. Remove them from it first.';

async function withMembers(db: TExecutor, userId: string, teams: TTeamRow[]): Promise<TCustomTeam[]> {
  const members = await membersOfTeams(db, userId, teams.map((t) => t.id));
  return teams.map((team) => {
    const own = members.filter((m) => m.teamId === team.id);
    return {
      id: team.id,
      teamName: team.teamName,
      description: team.description,
      memberCount: own.length,
      members: own.map((m) => ({ teamMemberId: m.teamMemberId, name: `${m.firstName} ${m.lastName}`, rank: m.rank as TTeamRank, addedAt: m.addedAt.toISOString() })),
      createdAt: team.createdAt.toISOString(),
      updatedAt: team.updatedAt.toISOString(),
    };
  });
}

export async function listCustomTeams(db: TDb, userId: string, page: { page: number; pageSize: number }) {
  const { rows, total } = await listTeams(db, userId, page);
  return pageOf(await withMembers(db, userId, rows), total, page);
}

export async function getCustomTeam(db: TExecutor, userId: string, id: string): Promise<TCustomTeam> {
  const team = await findTeam(db, userId, id);
  if (!team) throw notFound('Team');
  return (await withMembers(db, userId, [team]))[0];
}

export async function createCustomTeam(db: TDb, userId: string, input: { teamName: string; description?: string | null }) {
  const row = await insertTeam(db, userId, input);
  return getCustomTeam(db, userId, row.id);
}

export async function updateCustomTeam(db: TDb, userId: string, id: string, input: { teamName?: string; description?: string | null }) {
  if (!(await updateTeamRow(db, userId, id, input))) throw notFound('Team');
  return getCustomTeam(db, userId, id);
}

export async function deleteCustomTeam(db: TDb, userId: string, id: string): Promise<void> {
  if (!(await deleteTeamRow(db, userId, id))) throw notFound('Team');
}

/** Adds a member to a team; a member belongs to at most one custom team (409 otherwise). */
export async function addCustomTeamMember(db: TDb, userId: string, teamId: string, teamMemberId: string) {
  return db.transaction(async (tx) => {
    if (!(await findTeam(tx, userId, teamId))) throw notFound('Team');
    if (!(await memberExists(tx, userId, teamMemberId))) throw notFound('Team member');
    try {
      await tx.transaction((sp) => insertMembership(sp, userId, teamId, teamMemberId));
    } catch (error) {
      if (isUniqueViolation(error, 'custom_team_members_member_uq')) throw new AppError('conflict', ALREADY_IN_TEAM);
      throw error;
    }
    return getCustomTeam(tx, userId, teamId);
  });
}

export async function removeCustomTeamMember(db: TDb, userId: string, teamId: string, teamMemberId: string): Promise<void> {
  if (!(await findTeam(db, userId, teamId))) throw notFound('Team');
  if (!(await deleteMembership(db, userId, teamMemberId, teamId))) throw notFound('Team member');
}

/** The member form's "custom team" field: moves the member there, or out of any team with null. */
export async function placeInCustomTeam(tx: TExecutor, userId: string, teamId: string | null, teamMemberId: string): Promise<void> {
  if (teamId && !(await findTeam(tx, userId, teamId))) {
    throw new AppError('validation_failed', 'Some fields are invalid', { fields: { customTeamId: 'Choose one of your custom teams' } });
  }
  await deleteMembership(tx, userId, teamMemberId);
  if (teamId) await insertMembership(tx, userId, teamId, teamMemberId);
}
