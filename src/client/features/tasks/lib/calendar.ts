import { addDays, eachDayOfInterval, endOfMonth, endOfWeek, format, isValid, parse, startOfMonth, startOfWeek, type Day } from 'date-fns';
import type { TTask } from '@shared/tasks/tasks.schema';

/** The month a `YYYY-MM` address names, else the current one; as its first day at local midnight. */
export function monthOf(value: string, today = new Date()): Date {
  const parsed = value ? parse(value, 'yyyy-MM', today) : today;
  return startOfMonth(isValid(parsed) ? parsed : today);
}

export const monthParam = (month: Date) => format(month, 'yyyy-MM');

/** The weeks shown for a month: whole weeks from the one holding the 1st to the one holding the last day. */
export function monthGrid(month: Date, weekStartsOn: Day): { days: Date[]; from: Date; to: Date } {
  const from = startOfWeek(startOfMonth(month), { weekStartsOn });
  const last = endOfWeek(endOfMonth(month), { weekStartsOn });
  const days = eachDayOfInterval({ start: from, end: last });
  return { days, from, to: addDays(last, 1) };
}

export const dayKey = (day: Date) => format(day, 'yyyy-MM-dd');

/** The tasks of each local day, in due order. */
export function tasksByDay(tasks: TTask[]): Map<string, TTask[]> {
  const days = new Map<string, TTask[]>();
  for (const task of tasks) {
    if (!task.dueAt) continue;
    const key = dayKey(new Date(task.dueAt));
    const list = days.get(key) ?? [];
    list.push(task);
    days.set(key, list);
  }
  return days;
}

/** The names of the week's days in the UI language, from the first day of its week. */
export function weekdayNames(language: string, weekStartsOn: Day, width: 'short' | 'long'): string[] {
  const start = startOfWeek(new Date(), { weekStartsOn });
  const formatter = new Intl.DateTimeFormat(language, { weekday: width });
  return Array.from({ length: 7 }, (_, i) => formatter.format(addDays(start, i)));
}
