import type { TExecutor } from '../../db/client.js';
import { TASK_MESSAGES, type TTaskCreate, type TTaskUpdate } from '../../../shared/tasks/tasks.schema.js';
import { AppError } from '../../lib/app-error.js';
import { ownsPerson, type TPersonKind } from './task-owner.repository.js';
import type { TTaskRow, TTaskValues } from './tasks.repository.js';

const LINK_FIELDS = { prospectId: 'prospect', contactId: 'contact', teamMemberId: 'teamMember', assigneeId: 'teamMember' } as const satisfies Record<string, TPersonKind>;
const NOT_YOURS: Record<keyof typeof LINK_FIELDS, [string, string]> = {
  prospectId: ['Prospect not found', 'Choose one of your prospects'],
  contactId: ['Contact not found', 'Choose one of your contacts'],
  teamMemberId: ['Team member not found', 'Choose one of your team members'],
  assigneeId: ['Team member not found', 'Assign the task to one of your team members'],
};

/** Every person the input points at must be the owner's: anyone else's id is 404, as if it did not exist. */
export async function assertOwnPeople(db: TExecutor, userId: string, input: Partial<Record<keyof typeof LINK_FIELDS, string | null | undefined>>): Promise<void> {
  for (const field of Object.keys(LINK_FIELDS) as (keyof typeof LINK_FIELDS)[]) {
    const id = input[field];
    if (id && !(await ownsPerson(db, userId, LINK_FIELDS[field], id))) {
      const [message, hint] = NOT_YOURS[field];
      throw new AppError('not_found', message, { fields: { [field]: hint } });
    }
  }
}

const dateOrNull = (value: string | null | undefined) => (value ? new Date(value) : null);
const recurrenceNeedsDue = () => new AppError('validation_failed', 'Some fields are invalid', { fields: { recurrence: TASK_MESSAGES.recurrenceNeedsDue } });

/** A new task's row. A recurring task starts its own series: it is occurrence 0, anchored at its due time. */
export function createValues(id: string, input: TTaskCreate, now: Date): TTaskValues {
  const dueAt = dateOrNull(input.dueAt);
  if (input.recurrence !== 'none' && !dueAt) throw recurrenceNeedsDue();
  const recurring = input.recurrence !== 'none';
  return {
    id,
    title: input.title,
    description: input.description ?? null,
    dueAt,
    remindAt: dateOrNull(input.remindAt),
    priority: input.priority,
    recurrence: input.recurrence,
    status: input.status,
    completedAt: input.status === 'completed' ? now : null,
    tags: input.tags,
    estimatedHours: input.estimatedHours ?? null,
    actualHours: input.actualHours ?? null,
    assigneeId: input.assigneeId ?? null,
    prospectId: input.prospectId ?? null,
    contactId: input.contactId ?? null,
    teamMemberId: input.teamMemberId ?? null,
    seriesId: recurring ? id : null,
    seriesAnchorAt: recurring ? dueAt : null,
    occurrence: 0,
  };
}

const sameTime = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/**
 * The columns a PATCH changes. A task is about one person at most, so naming a new one drops the
 * old link. Completing stamps completedAt (kept when already completed); any other status clears
 * it. Changing a recurring task's due time or recurrence re-anchors its series there, so the
 * following occurrences move with it.
 */
export function updateValues(row: TTaskRow, input: TTaskUpdate, now: Date): Partial<TTaskValues> {
  const { dueAt: dueInput, remindAt: remindInput, prospectId, contactId, teamMemberId, status, ...plain } = input;
  const values: Partial<TTaskValues> = { ...plain };
  if (dueInput !== undefined) values.dueAt = dateOrNull(dueInput);
  if (remindInput !== undefined) {
    values.remindAt = dateOrNull(remindInput);
    // A reminder moved to another time is due again: the scheduler notifies once per remindAt.
    if (!sameTime(values.remindAt, row.remindAt)) values.remindedAt = null;
  }

  const links = { prospectId, contactId, teamMemberId };
  const chosen = Object.entries(links).find(([, id]) => id);
  for (const [field, id] of Object.entries(links) as [keyof typeof links, string | null | undefined][]) {
    if (chosen) values[field] = field === chosen[0] ? id : null;
    else if (id !== undefined) values[field] = id;
  }

  if (status !== undefined) {
    values.status = status;
    values.completedAt = status === 'completed' ? (row.status === 'completed' ? row.completedAt : now) : null;
  }

  const recurrence = input.recurrence ?? row.recurrence;
  const dueAt = values.dueAt !== undefined ? values.dueAt : row.dueAt;
  if (recurrence !== 'none') {
    if (!dueAt) throw recurrenceNeedsDue();
    if (recurrence !== row.recurrence || !sameTime(dueAt, row.dueAt) || !row.seriesAnchorAt) {
      Object.assign(values, { seriesId: row.seriesId ?? row.id, seriesAnchorAt: dueAt, occurrence: 0 });
    }
  }
  return values;
}
