import type { TDb, TExecutor } from '../../db/client.js';
import { applyDealInput, dealChanges, EMPTY_DEAL, isClosedStage, localToday, pipelineStages, type TDealFields } from '../../../shared/deals/deals.rules.js';
import { DEAL_MESSAGES, type TDeal, type TDealCreate, type TDealUpdate, type TDealUpdatedEvent } from '../../../shared/deals/deals.schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { isoOrNull } from '../../lib/list.js';
import { lockDeal, toDeal, type TDealRow, type TJoinedDeal } from './deal-query.repository.js';
import { dealSettings, deleteDealRow, findOwnContact, findOwnTeamMember, insertDeal, insertDealActivity, updateDealRow, type TDealValues } from './deals.repository.js';

const invalid = (fields: Record<string, string>) => new AppError('validation_failed', 'Some fields are invalid', { fields });

function fieldsOf(row: TDealRow): TDealFields {
  return {
    title: row.title,
    valueCents: row.valueCents,
    probability: row.probability,
    stage: row.stage,
    startDate: row.startDate,
    closeDate: row.closeDate,
    assignedRepId: row.assignedRepId,
    contactId: row.contactId,
    company: row.company,
    tags: row.tags,
    notes: row.notes,
    followUpAt: isoOrNull(row.followUpAt),
  };
}

/** The names a deal shows of its contact and rep: the ones just looked up, else the ones it had. */
type TNames = Omit<TJoinedDeal, 'deal'>;
const NO_NAMES: TNames = { contactFirstName: null, contactLastName: null, contactCompany: null, repName: null };

/**
 * The rules an input must meet against the owner's data: a stage of her pipeline, a close date not
 * before the start, and a contact and rep of her own (anyone else's is 404, as if it did not
 * exist). Answers the names of a newly named contact or rep, and the contact's company, which a
 * deal without one takes.
 */
async function checkInput(db: TExecutor, userId: string, before: TDealFields, input: TDealUpdate, saved: string[], names: TNames): Promise<TNames> {
  if (input.stage !== undefined && input.stage !== before.stage && !pipelineStages(saved).includes(input.stage)) throw invalid({ stage: DEAL_MESSAGES.stageUnknown });
  const startDate = input.startDate !== undefined ? input.startDate : before.startDate;
  const closeDate = input.closeDate ?? before.closeDate;
  if (startDate && closeDate && closeDate < startDate) throw invalid({ closeDate: DEAL_MESSAGES.closeBeforeStart });
  const next = { ...names };
  if (input.contactId !== undefined && input.contactId !== before.contactId) {
    const contact = input.contactId ? await findOwnContact(db, userId, input.contactId) : null;
    if (input.contactId && !contact) throw new AppError('not_found', DEAL_MESSAGES.contactNotFound, { fields: { contactId: 'Choose one of your contacts' } });
    Object.assign(next, { contactFirstName: contact?.firstName ?? null, contactLastName: contact?.lastName ?? null, contactCompany: contact?.company ?? null });
  }
  if (input.assignedRepId !== undefined && input.assignedRepId !== before.assignedRepId) {
    const name = input.assignedRepId ? await findOwnTeamMember(db, userId, input.assignedRepId) : null;
    if (input.assignedRepId && !name) throw new AppError('not_found', DEAL_MESSAGES.repNotFound, { fields: { assignedRepId: 'Assign the deal to one of your team members' } });
    next.repName = name;
  }
  return next;
}

/** The columns of the fields that changed, with what a stage or follow-up change implies. */
function changedValues(before: TDealFields, after: TDealFields, changed: string[], now: Date): Partial<TDealValues> {
  const values: Partial<TDealValues> = {};
  for (const field of changed as (keyof TDealFields)[]) {
    if (field === 'followUpAt') {
      values.followUpAt = after.followUpAt ? new Date(after.followUpAt) : null;
      // A reminder moved to another time is due again: the scheduler notifies once per followUpAt.
      values.followUpNotifiedAt = null;
    } else {
      Object.assign(values, { [field]: after[field] });
    }
  }
  if (after.stage !== before.stage) {
    values.stageChangedAt = now;
    values.actualCloseAt = isClosedStage(after.stage) ? now : null;
  }
  return values;
}

const todayOf = (timeZone: string) => localToday(new Date(), timeZone);

/** `POST /api/deals`: the deal and its history's first row, `created`. */
export function createDeal(db: TDb, options: { userId: string; input: TDealCreate }): Promise<TDeal> {
  const { userId, input } = options;
  return db.transaction(async (tx) => {
    // The profile first, then the deal: the same lock order as a pipeline change (no deadlock).
    const settings = await dealSettings(tx, userId, { lock: true });
    const names = await checkInput(tx, userId, EMPTY_DEAL, input, settings.pipelineStages, NO_NAMES);
    const fields = applyDealInput(EMPTY_DEAL, input, names.contactCompany);
    // Every field is "changed" from nothing: the stage's entry times are set as on a move.
    const row = await insertDeal(tx, userId, changedValues(EMPTY_DEAL, fields, Object.keys(fields), new Date()) as TDealValues);
    await insertDealActivity(tx, userId, row.id, 'created', {});
    return toDeal({ deal: row, ...names }, todayOf(settings.timeZone));
  });
}

/**
 * `PATCH /api/deals/:id`. With `expectedVersion` (the body's `version` or `If-Match`) the update
 * applies only to that version: the row lock queues parallel updates, so of two naming the same
 * version one applies and the other finds it moved on (409 with the current deal). A change writes
 * one history row with every changed field and bumps the version; no change writes nothing.
 */
export async function updateDeal(db: TDb, options: { userId: string; id: string; input: TDealUpdate; expectedVersion?: number }): Promise<{ deal: TDeal; changed: boolean }> {
  const { userId, id } = options;
  const { version: bodyVersion, ...input } = options.input;
  const expected = bodyVersion ?? options.expectedVersion;
  return db.transaction(async (tx) => {
    const settings = await dealSettings(tx, userId, { lock: input.stage !== undefined });
    const current = await lockDeal(tx, userId, id);
    if (!current) throw notFound('Deal');
    const today = todayOf(settings.timeZone);
    if (expected !== undefined && expected !== current.deal.version) {
      throw new AppError('conflict', DEAL_MESSAGES.stale, { payload: { current: toDeal(current, today) } });
    }
    const { deal: row, ...names } = current;
    const before = fieldsOf(row);
    const nextNames = await checkInput(tx, userId, before, input, settings.pipelineStages, names);
    const after = applyDealInput(before, input, nextNames.contactCompany);
    const changes = dealChanges(before, after);
    const changed = Object.keys(changes);
    if (!changed.length) return { deal: toDeal(current, today), changed: false };
    const updated = await updateDealRow(tx, userId, id, changedValues(before, after, changed, new Date()));
    await insertDealActivity(tx, userId, id, 'update', changes);
    return { deal: toDeal({ deal: updated, ...nextNames }, today), changed: true };
  });
}

/** `DELETE /api/deals/:id`: what the realtime event says of the deal that went. */
export async function deleteDeal(db: TDb, options: { userId: string; id: string }): Promise<TDealUpdatedEvent> {
  const gone = await deleteDealRow(db, options.userId, options.id);
  if (!gone) throw notFound('Deal');
  return { ...gone, deleted: true };
}
