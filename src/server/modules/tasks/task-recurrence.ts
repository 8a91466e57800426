import type { TTaskRecurrence } from '../../../shared/tasks/tasks.constants.js';
import { isStorableInstant } from '../../../shared/common/fields.js';
import { occurrenceDue } from '../../../shared/tasks/tasks.rules.js';
import type { TTaskRow, TTaskValues } from './tasks.repository.js';

/**
 * The occurrence that follows a completed one of a recurring series, or null when the task does
 * not recur or the next one would fall after the last storable time (the series ends there). Its
 * due time is counted from the series anchor in the owner's time zone (so month ends and DST
 * hold), its reminder keeps the same lead time, and it starts open with the same content and
 * links. `previousId` makes it unique: a second completion finds it already there.
 */
export function nextOccurrenceValues(row: TTaskRow, timeZone: string): TTaskValues | null {
  if (row.recurrence === 'none' || !row.dueAt) return null;
  // A row without an anchor (written before it had one) counts from its own due time.
  const anchor = row.seriesAnchorAt ?? row.dueAt;
  const occurrence = (row.seriesAnchorAt ? row.occurrence : 0) + 1;
  const dueAt = occurrenceDue(anchor, row.recurrence as Exclude<TTaskRecurrence, 'none'>, occurrence, timeZone);
  const remindAt = row.remindAt ? new Date(dueAt.getTime() - (row.dueAt.getTime() - row.remindAt.getTime())) : null;
  if (!isStorableInstant(dueAt) || (remindAt && !isStorableInstant(remindAt))) return null;
  return {
    title: row.title,
    description: row.description,
    dueAt,
    remindAt,
    priority: row.priority,
    recurrence: row.recurrence,
    status: 'pending',
    completedAt: null,
    tags: row.tags,
    estimatedHours: row.estimatedHours,
    actualHours: null,
    assigneeId: row.assigneeId,
    prospectId: row.prospectId,
    contactId: row.contactId,
    teamMemberId: row.teamMemberId,
    seriesId: row.seriesId ?? row.id,
    seriesAnchorAt: anchor,
    occurrence,
    previousId: row.id,
  };
}
