import { TZDate } from '@date-fns/tz';
import { addDays, addMonths, addWeeks } from 'date-fns';
import type { TTaskColumn, TTaskRecurrence, TTaskSettableStatus, TTaskStatus } from './tasks.constants.js';

/** A task past its due time and not completed or archived reads overdue, whatever is stored. */
export function effectiveTaskStatus(stored: TTaskSettableStatus, dueAt: Date | string | null, now: Date = new Date()): TTaskStatus {
  if (stored === 'completed' || stored === 'archived' || dueAt === null) return stored;
  return new Date(dueAt).getTime() < now.getTime() ? 'overdue' : stored;
}

export function taskColumn(stored: TTaskSettableStatus): TTaskColumn {
  if (stored === 'completed') return 'done';
  if (stored === 'archived') return 'archived';
  return 'todo';
}

/** The stored status a kanban drop into a column means. */
export function statusForColumn(column: TTaskColumn): TTaskSettableStatus {
  return column === 'done' ? 'completed' : column === 'archived' ? 'archived' : 'pending';
}

/**
 * Due time of occurrence `index` of a series that started at `anchor`, in the owner's time zone:
 * the local wall time is kept across DST, and monthly series computed from the anchor keep the
 * month end (Jan 31 → Feb 28/29 → Mar 31).
 */
export function occurrenceDue(anchor: Date | string, recurrence: Exclude<TTaskRecurrence, 'none'>, index: number, timeZone: string): Date {
  const local = new TZDate(new Date(anchor).getTime(), timeZone);
  const next = recurrence === 'daily' ? addDays(local, index) : recurrence === 'weekly' ? addWeeks(local, index) : addMonths(local, index);
  return new Date(next.getTime());
}
