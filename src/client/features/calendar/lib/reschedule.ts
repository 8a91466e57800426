import type { TCalendarItem } from '@shared/calendar/calendar.schema';
import { timeOf, zonedDate, zonedDay } from '../../../lib/time-zone';

/** Drop targets: a day of the month view, or an hour of a day in the week and day views. */
export const dayTargetId = (day: string) => `day:${day}`;
export const slotTargetId = (day: string, hour: number) => `slot:${day}:${String(hour).padStart(2, '0')}`;

/** Draggable ids name the item: one task and one reminder may share an id. */
export const itemDragId = (item: Pick<TCalendarItem, 'kind' | 'id'>) => `${item.kind}:${item.id}`;

/**
 * Where a drop moves an item, as the API's `start`: onto a day it keeps its time of day; onto an
 * hour slot it starts on the hour. Null when the target is unknown or the item would not move.
 */
export function rescheduledStart(item: TCalendarItem, targetId: string, zone: string): string | null {
  const day = /^day:(\d{4}-\d{2}-\d{2})$/.exec(targetId);
  const slot = /^slot:(\d{4}-\d{2}-\d{2}):(\d{2})$/.exec(targetId);
  let target: Date;
  if (day) target = zonedDay(day[1], zone, timeOf(zonedDate(item.start, zone)));
  else if (slot) target = zonedDay(slot[1], zone, `${slot[2]}:00`);
  else return null;
  if (Number.isNaN(target.getTime()) || target.getTime() === new Date(item.start).getTime()) return null;
  return new Date(target.getTime()).toISOString();
}
