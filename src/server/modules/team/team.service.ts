import type { TDb, TExecutor } from '../../db/client.js';
import type { TFreePlanLimits } from '../../../shared/limits/free-plan.rules.js';
import type { TTeamMemberCreate, TTeamMemberListQuery, TTeamMemberUpdate } from '../../../shared/team/team.schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { pageOf } from '../../lib/list.js';
import { assertWithinFreePlan } from '../limits/limits.service.js';
import { upsertContactByEmail } from '../contacts/contacts.repository.js';
import { placeInCustomTeam } from '../custom-teams/custom-teams.service.js';
import {
  deleteMemberRow,
  findMember,
  insertMember,
  isInDownline,
  listMembers,
  lockTeamTree,
  memberExists,
  memberOptions,
  toTeamMember,
  updateMemberRow,
} from './team.repository.js';

export async function listTeamMembers(db: TDb, userId: string, query: TTeamMemberListQuery) {
  const { rows, total } = await listMembers(db, userId, query);
  return pageOf(rows.map(toTeamMember), total, query);
}

export async function getTeamMember(db: TExecutor, userId: string, id: string) {
  const row = await findMember(db, userId, id);
  if (!row) throw notFound('Team member');
  return toTeamMember(row);
}

export const teamMemberOptions = (db: TDb, userId: string, q: string | undefined) => memberOptions(db, userId, q, 20);

/**
 * A sponsor must be one of the owner's members and not the member or anyone below them. Checked
 * under the owner's tree lock (held to the end of the caller's transaction): two parallel changes
 * naming each other would otherwise both pass before either commits, and store a loop.
 */
async function assertValidSponsor(tx: TExecutor, userId: string, memberId: string | null, sponsorId: string | null | undefined) {
  if (!sponsorId) return;
  if (memberId) await lockTeamTree(tx, userId);
  if (!(await memberExists(tx, userId, sponsorId))) throw new AppError('validation_failed', 'Some fields are invalid', { fields: { sponsorId: 'Choose a sponsor from your team' } });
  if (memberId && (await isInDownline(tx, userId, memberId, sponsorId))) {
    throw new AppError('validation_failed', 'Some fields are invalid', { fields: { sponsorId: 'A member cannot be sponsored by themselves or by someone in their own downline' } });
  }
}

/** Inside the caller's transaction: limit, sponsor check, the member, its contact, its custom team. */
export async function createTeamMemberIn(tx: TExecutor, limits: TFreePlanLimits, userId: string, input: TTeamMemberCreate) {
  const { customTeamId, ...values } = input;
  await assertWithinFreePlan(tx, limits, userId, 'team_members');
  await assertValidSponsor(tx, userId, null, values.sponsorId);
  const row = await insertMember(tx, userId, values);
  await upsertContactByEmail(tx, userId, row);
  if (customTeamId) await placeInCustomTeam(tx, userId, customTeamId, row.id);
  return getTeamMember(tx, userId, row.id);
}

export function createTeamMember(db: TDb, limits: TFreePlanLimits, userId: string, input: TTeamMemberCreate) {
  return db.transaction((tx) => createTeamMemberIn(tx, limits, userId, input));
}

export function updateTeamMember(db: TDb, userId: string, id: string, input: TTeamMemberUpdate) {
  return db.transaction(async (tx) => {
    const { customTeamId, ...values } = input;
    if (!(await memberExists(tx, userId, id))) throw notFound('Team member');
    await assertValidSponsor(tx, userId, id, values.sponsorId);
    const row = await updateMemberRow(tx, userId, id, values);
    if (!row) throw notFound('Team member');
    if (values.firstName !== undefined || values.lastName !== undefined || values.email !== undefined || values.phone !== undefined) {
      await upsertContactByEmail(tx, userId, row);
    }
    if (customTeamId !== undefined) await placeInCustomTeam(tx, userId, customTeamId, id);
    return getTeamMember(tx, userId, id);
  });
}

export async function deleteTeamMember(db: TDb, userId: string, id: string): Promise<void> {
  if (!(await deleteMemberRow(db, userId, id))) throw notFound('Team member');
}
