import type { KeyboardEvent } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TCalendarItem } from '@shared/calendar/calendar.schema';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/time-zone';
import { KIND_STYLES, itemStateOf } from '../lib/item-style';
import { itemDragId } from '../lib/reschedule';

interface TChipProps {
  item: TCalendarItem;
  zone: string;
  onOpen: (item: TCalendarItem) => void;
  /** Show the start time before the title (month view; the time grid shows it by its row). */
  showTime?: boolean;
  className?: string;
}

/** The face of an item: kind colour and icon, time, title, and its late or finished state. */
export function CalendarItemFace({ item, zone, showTime = true }: Pick<TChipProps, 'item' | 'zone' | 'showTime'>) {
  const { t, i18n } = useTranslation('calendar');
  const { icon: Icon } = KIND_STYLES[item.kind];
  const state = itemStateOf(item);
  return (
    <>
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      {showTime && <span className="shrink-0 tabular-nums opacity-80">{formatDateTime(item.start, i18n.language, zone, { timeStyle: 'short' })}</span>}
      <span className={cn('min-w-0 flex-1 truncate font-medium', (state === 'done' || state === 'cancelled') && 'line-through opacity-75')}>{item.title}</span>
      {state === 'overdue' && <AlertTriangle className="size-3.5 shrink-0 text-red-700 dark:text-red-300" aria-hidden="true" />}
      <span className="sr-only">
        {`, ${t(`kinds.${item.kind}`)}`}
        {state !== 'open' && `, ${t(`states.${state}`)}`}
        {item.linked && `, ${item.linked.name}`}
      </span>
    </>
  );
}

export const chipClass = (item: TCalendarItem) =>
  cn(
    'flex w-full min-w-0 items-center gap-1 rounded border px-1.5 py-0.5 text-left text-xs transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
    KIND_STYLES[item.kind].chip,
    itemStateOf(item) === 'overdue' && 'border-l-4 border-l-red-600 dark:border-l-red-400',
  );

/**
 * One item in a day or an hour: click (or Enter) opens it, a drag (pointer, or Space then the
 * arrow keys) moves it to another day or hour.
 */
export function CalendarItemChip({ item, zone, onOpen, showTime = true, className }: TChipProps) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: itemDragId(item), data: { item } });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    listeners?.onKeyDown?.(event);
    if (event.key === 'Enter' && !event.defaultPrevented) {
      event.preventDefault();
      event.stopPropagation();
      onOpen(item);
    }
  };
  return (
    <div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        event.stopPropagation();
        onOpen(item);
      }}
      className={cn(chipClass(item), 'cursor-pointer touch-none', isDragging && 'opacity-40', className)}
      data-testid="calendar-item"
      data-kind={item.kind}
      data-state={itemStateOf(item)}
    >
      <CalendarItemFace item={item} zone={zone} showTime={showTime} />
    </div>
  );
}
