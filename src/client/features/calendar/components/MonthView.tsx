import type { KeyboardEvent } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import type { TCalendarItem } from '@shared/calendar/calendar.schema';
import { cn } from '../../../lib/cn';
import { dayKeyOf } from '../../../lib/time-zone';
import { monthOf } from '../lib/calendar-view';
import { KIND_STYLES } from '../lib/item-style';
import { dayTargetId } from '../lib/reschedule';
import { CalendarItemChip } from './CalendarItemChip';
import { useGridKeyboard } from './use-grid-keyboard';

/** Items a day cell shows before "+N more". */
const MAX_IN_CELL = 3;

interface TMonthViewProps {
  days: Date[];
  /** The day in the URL: its month is the one shown, and on phones its items are listed below. */
  date: string;
  today: string;
  byDay: Map<string, TCalendarItem[]>;
  zone: string;
  /** Phones: cells show dots, and choosing a day lists its items under the grid. */
  compact: boolean;
  label: string;
  onCreate: (day: string) => void;
  onSelect: (day: string) => void;
  onShowDay: (day: string) => void;
  onOpen: (item: TCalendarItem) => void;
}

/** A month as a grid of weeks; each day takes new items (click, Enter) and dropped ones. */
export function MonthView({ days, date, today, byDay, zone, compact, label, onCreate, onSelect, onShowDay, onOpen }: TMonthViewProps) {
  const { i18n } = useTranslation('calendar');
  const keys = days.map(dayKeyOf);
  const { grid, onKeyDown, cellProps } = useGridKeyboard(days.length, 7, Math.max(0, keys.indexOf(date)));
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: compact ? 'narrow' : 'short', timeZone: zone });
  const weekdayLong = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: zone });
  const weeks = Array.from({ length: days.length / 7 }, (_, w) => days.slice(w * 7, w * 7 + 7));

  return (
    <div ref={grid} role="grid" aria-label={label} onKeyDown={onKeyDown} className="overflow-hidden rounded-lg border bg-card" data-testid="calendar-month">
      <div role="row" className="grid grid-cols-7 border-b bg-muted/50">
        {days.slice(0, 7).map((day) => (
          <div key={day.getTime()} role="columnheader" className="px-2 py-2 text-center text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            <abbr title={weekdayLong.format(day)} className="no-underline">
              {weekday.format(day)}
            </abbr>
          </div>
        ))}
      </div>
      {weeks.map((week, w) => (
        <div key={w} role="row" className="grid grid-cols-7 border-b last:border-b-0">
          {week.map((day, d) => {
            const key = keys[w * 7 + d];
            return (
              <MonthDayCell
                key={key}
                day={key}
                date={day}
                items={byDay.get(key) ?? []}
                inMonth={monthOf(key) === monthOf(date)}
                isToday={key === today}
                selected={compact && key === date}
                compact={compact}
                zone={zone}
                cell={cellProps(w * 7 + d)}
                onActivate={() => (compact ? onSelect(key) : onCreate(key))}
                onShowDay={() => onShowDay(key)}
                onOpen={onOpen}
              />
            );
          })}
        </div>
      ))}
    </div>
  );
}

interface TMonthDayCellProps {
  day: string;
  date: Date;
  items: TCalendarItem[];
  inMonth: boolean;
  isToday: boolean;
  selected: boolean;
  compact: boolean;
  zone: string;
  cell: ReturnType<ReturnType<typeof useGridKeyboard>['cellProps']>;
  onActivate: () => void;
  onShowDay: () => void;
  onOpen: (item: TCalendarItem) => void;
}

function MonthDayCell({ day, date, items, inMonth, isToday, selected, compact, zone, cell, onActivate, onShowDay, onOpen }: TMonthDayCellProps) {
  const { t, i18n } = useTranslation('calendar');
  const { setNodeRef, isOver } = useDroppable({ id: dayTargetId(day) });
  const shown = items.length > MAX_IN_CELL ? items.slice(0, MAX_IN_CELL - 1) : items;
  const hidden = items.length - shown.length;
  const fullDate = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeZone: zone }).format(date);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    onActivate();
  };

  return (
    <div
      ref={setNodeRef}
      role="gridcell"
      {...cell}
      aria-selected={compact ? selected : undefined}
      aria-current={isToday ? 'date' : undefined}
      onClick={onActivate}
      onKeyDown={onKeyDown}
      title={compact ? undefined : t('month.addHint')}
      className={cn(
        'group relative flex min-w-0 cursor-pointer flex-col gap-1 border-r p-1 outline-none last:border-r-0 focus-visible:z-10 focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring',
        compact ? 'h-14 items-center' : 'min-h-28',
        !inMonth && 'bg-muted/40 text-muted-foreground',
        selected && 'bg-accent',
        isOver && 'bg-primary/10 ring-2 ring-inset ring-primary',
      )}
      data-testid="calendar-day"
      data-day={day}
    >
      <span
        aria-hidden="true"
        className={cn(
          'grid size-7 shrink-0 place-items-center rounded-full text-sm tabular-nums',
          isToday && 'bg-primary font-semibold text-primary-foreground',
          !compact && 'self-end',
        )}
      >
        {date.getDate()}
      </span>
      <span className="sr-only">
        {fullDate}
        {isToday && `, ${t('today')}`}
        {`, ${t('itemCount', { count: items.length })}`}
      </span>
      {compact ? (
        items.length > 0 && (
          <span className="flex gap-0.5" aria-hidden="true" data-testid="calendar-day-dots">
            {items.slice(0, 3).map((item) => (
              <span key={`${item.kind}-${item.id}`} className={cn('size-1.5 rounded-full', KIND_STYLES[item.kind].dot)} />
            ))}
          </span>
        )
      ) : (
        <div className="flex min-w-0 flex-col gap-0.5">
          {shown.map((item) => (
            <CalendarItemChip key={`${item.kind}-${item.id}`} item={item} zone={zone} onOpen={onOpen} />
          ))}
          {hidden > 0 && (
            <button
              type="button"
              onClick={(event) => {
                event.stopPropagation();
                onShowDay();
              }}
              className="rounded px-1.5 text-left text-xs font-medium text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              data-testid="calendar-day-more"
            >
              {t('month.more', { count: hidden })}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
