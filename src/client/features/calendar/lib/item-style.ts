import { Activity, BellRing, ListTodo, type LucideIcon } from 'lucide-react';
import type { TCalendarItem, TCalendarItemKind } from '@shared/calendar/calendar.schema';

/** Each kind's colour (chip, dot) and icon: legible on light and dark backgrounds alike. */
export const KIND_STYLES: Record<TCalendarItemKind, { icon: LucideIcon; chip: string; dot: string }> = {
  task: {
    icon: ListTodo,
    chip: 'border-sky-300 bg-sky-50 text-sky-950 hover:bg-sky-100 dark:border-sky-700 dark:bg-sky-950 dark:text-sky-100 dark:hover:bg-sky-900',
    dot: 'bg-sky-500',
  },
  activity: {
    icon: Activity,
    chip: 'border-emerald-300 bg-emerald-50 text-emerald-950 hover:bg-emerald-100 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100 dark:hover:bg-emerald-900',
    dot: 'bg-emerald-500',
  },
  followUp: {
    icon: BellRing,
    chip: 'border-amber-300 bg-amber-50 text-amber-950 hover:bg-amber-100 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100 dark:hover:bg-amber-900',
    dot: 'bg-amber-500',
  },
};

export type TItemState = 'overdue' | 'done' | 'cancelled' | 'open';

/** What an item's own status says at a glance: late (overdue, a missed reminder), finished, cancelled, or still open. */
export function itemStateOf(item: Pick<TCalendarItem, 'status'>): TItemState {
  if (item.status === 'overdue' || item.status === 'missed') return 'overdue';
  if (item.status === 'completed' || item.status === 'done') return 'done';
  if (item.status === 'cancelled' || item.status === 'archived') return 'cancelled';
  return 'open';
}
