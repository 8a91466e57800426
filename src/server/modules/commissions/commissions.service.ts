import type { TDb, TExecutor } from '../../db/client.js';
import type { TCommissionCreate, TCommissionListQuery, TCommissionMetrics, TCommissionUpdate } from '../../../shared/commissions/commissions.schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { pageOf } from '../../lib/list.js';
import { memberExists } from '../team/team.repository.js';
import { findProspect } from '../prospects/prospects.repository.js';
import { commissionSums, deleteCommissionRow, findCommission, insertCommission, listCommissions, sumCommissionsBetween, toCommission, updateCommissionRow } from './commissions.repository.js';

/** A commission counts for "this month" from the first day of the month (UTC) to the first of the next. */
export function monthBounds(now: Date): { from: string; to: string } {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
}

/** Linked member and prospect must be the owner's own: another user's id is just not one of theirs. */
async function assertOwnLinks(db: TExecutor, userId: string, input: TCommissionUpdate) {
  const fields: Record<string, string> = {};
  if (input.teamMemberId && !(await memberExists(db, userId, input.teamMemberId))) fields.teamMemberId = 'Choose a member of your team';
  if (input.prospectId && !(await findProspect(db, userId, input.prospectId))) fields.prospectId = 'Choose one of your prospects';
  if (Object.keys(fields).length) throw new AppError('validation_failed', 'Some fields are invalid', { fields });
}

export async function listMyCommissions(db: TDb, userId: string, query: TCommissionListQuery) {
  const { rows, total } = await listCommissions(db, userId, query);
  return pageOf(rows.map(toCommission), total, query);
}

export async function getCommission(db: TExecutor, userId: string, id: string) {
  const row = await findCommission(db, userId, id);
  if (!row) throw notFound('Commission');
  return toCommission(row);
}

export async function createCommission(db: TDb, userId: string, input: TCommissionCreate) {
  await assertOwnLinks(db, userId, input);
  const id = await insertCommission(db, userId, input);
  return getCommission(db, userId, id);
}

export async function updateCommission(db: TDb, userId: string, id: string, input: TCommissionUpdate) {
  await assertOwnLinks(db, userId, input);
  if (!(await updateCommissionRow(db, userId, id, input))) throw notFound('Commission');
  return getCommission(db, userId, id);
}

export async function deleteCommission(db: TDb, userId: string, id: string): Promise<void> {
  if (!(await deleteCommissionRow(db, userId, id))) throw notFound('Commission');
}

export async function getCommissionMetrics(db: TDb, userId: string, now = new Date()): Promise<TCommissionMetrics> {
  const { from, to } = monthBounds(now);
  const s = await commissionSums(db, userId, from, to);
  return { thisMonthCents: Number(s.thisMonth), pendingCents: Number(s.pending), paidCents: Number(s.paid), totalCents: Number(s.total), count: s.n };
}

/** This month's commissions in cents, cancelled ones left out: the dashboard's quick stat. */
export async function getMonthCommissionCents(db: TExecutor, userId: string, now = new Date()): Promise<number> {
  const { from, to } = monthBounds(now);
  return sumCommissionsBetween(db, userId, from, to);
}
