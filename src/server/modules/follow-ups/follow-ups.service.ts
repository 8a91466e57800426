import type { TDb, TExecutor } from '../../db/client.js';
import type { TFollowUp, TFollowUpCreate, TFollowUpListQuery, TFollowUpRulesUpdate, TFollowUpUpdate } from '../../../shared/follow-ups/follow-ups.schema.js';
import { FOLLOW_UP_RULES, followUpRulesOf, type TFollowUpRule, type TFollowUpRules } from '../../../shared/follow-ups/follow-ups.rules.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { isUniqueViolation, pageOf } from '../../lib/list.js';
import { findProspect } from '../prospects/prospects.repository.js';
import {
  deleteFollowUpRow,
  deleteOpenAutoFollowUps,
  findFollowUp,
  findFollowUpRow,
  insertFollowUp,
  listFollowUps,
  readFollowUpRules,
  toFollowUp,
  updateFollowUpRow,
  writeFollowUpRules,
  type TFollowUpValues,
} from './follow-ups.repository.js';

/** The rules' keys in the settings object, by the rule names stored on reminders. */
const RULE_SETTING: Record<TFollowUpRule, keyof TFollowUpRules> = { no_contact: 'noContact', birthday: 'birthday', cadence: 'cadence' };

export async function listMyFollowUps(db: TDb, userId: string, query: TFollowUpListQuery, now = new Date()) {
  const { rows, total } = await listFollowUps(db, userId, query, now);
  return pageOf(rows.map((r) => toFollowUp(r, now)), total, query);
}

export async function getFollowUp(db: TExecutor, userId: string, id: string): Promise<TFollowUp> {
  const row = await findFollowUp(db, userId, id);
  if (!row) throw notFound('Follow-up reminder');
  return toFollowUp(row);
}

/**
 * A manual reminder about one of the owner's prospects. Another user's prospect is answered like
 * a missing one (404): its existence is not revealed. The due time was checked by the schema.
 */
export async function createFollowUp(db: TExecutor, options: { userId: string; input: TFollowUpCreate }): Promise<TFollowUp> {
  const { userId, input } = options;
  if (!(await findProspect(db, userId, input.prospectId))) throw notFound('Prospect');
  const id = await insertFollowUp(db, userId, { prospectId: input.prospectId, dueAt: new Date(input.dueAt), notes: input.notes ?? null, type: 'manual' });
  return getFollowUp(db, userId, id);
}

/**
 * Edit, mark done, or back to pending. Moving the due time clears `notifiedAt`, so the reminder
 * notifies again at its new time; done records when, pending forgets it.
 */
export async function updateFollowUp(db: TDb, options: { userId: string; id: string; input: TFollowUpUpdate; now?: Date }): Promise<TFollowUp> {
  const { userId, id, input, now = new Date() } = options;
  const current = await findFollowUpRow(db, userId, id);
  if (!current) throw notFound('Follow-up reminder');
  const values: TFollowUpValues = {};
  if (input.notes !== undefined) values.notes = input.notes;
  if (input.dueAt !== undefined && new Date(input.dueAt).getTime() !== current.dueAt.getTime()) {
    values.dueAt = new Date(input.dueAt);
    values.notifiedAt = null;
  }
  if (input.status === 'done' && current.status !== 'done') Object.assign(values, { status: 'done', completedAt: now });
  if (input.status === 'pending' && current.status !== 'pending') Object.assign(values, { status: 'pending', completedAt: null });
  try {
    // A savepoint: a refused reopen must not end a caller's transaction.
    if (!(await db.transaction((sp) => updateFollowUpRow(sp, userId, id, values)))) throw notFound('Follow-up reminder');
  } catch (error) {
    // Reopening an automatic reminder while the same rule already made a newer open one.
    if (isUniqueViolation(error, 'follow_ups_open_auto_prospect_uq') || isUniqueViolation(error, 'follow_ups_open_auto_contact_uq')) {
      throw new AppError('conflict', 'This person already has an open automatic reminder of the same kind', { fields: { status: 'Mark the newer reminder done or delete it first' } });
    }
    throw error;
  }
  return getFollowUp(db, userId, id);
}

export async function deleteFollowUp(db: TDb, userId: string, id: string): Promise<void> {
  if (!(await deleteFollowUpRow(db, userId, id))) throw notFound('Follow-up reminder');
}

export async function getFollowUpRules(db: TExecutor, userId: string): Promise<TFollowUpRules> {
  return followUpRulesOf(await readFollowUpRules(db, userId));
}

/**
 * Changes the named rules. A rule switched off takes its open automatic reminders with it (the
 * seller said she does not want them); done ones stay as history.
 */
export function updateFollowUpRules(db: TDb, userId: string, input: TFollowUpRulesUpdate): Promise<TFollowUpRules> {
  return db.transaction(async (tx) => {
    const before = followUpRulesOf(await readFollowUpRules(tx, userId, { lock: true }));
    const after = followUpRulesOf({ ...before, ...input });
    await writeFollowUpRules(tx, userId, after);
    const switchedOff = FOLLOW_UP_RULES.filter((rule) => before[RULE_SETTING[rule]].enabled && !after[RULE_SETTING[rule]].enabled);
    await deleteOpenAutoFollowUps(tx, userId, switchedOff);
    return after;
  });
}
