import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import type { TCalendarItem } from '@shared/calendar/calendar.schema';
import { cn } from '../../../lib/cn';
import { dayKeyOf, formatDateTime, zonedDate, zonedDay } from '../../../lib/time-zone';
import { hourOf } from '../lib/calendar-view';
import { slotTargetId } from '../lib/reschedule';
import { CalendarItemChip } from './CalendarItemChip';
import { useGridKeyboard } from './use-grid-keyboard';

const HOURS = Array.from({ length: 24 }, (_, h) => h);
/** The hour the grid opens scrolled to: the working day, with the night above. */
const FIRST_VISIBLE_HOUR = 7;

interface TTimeGridViewProps {
  days: Date[];
  today: string;
  byDay: Map<string, TCalendarItem[]>;
  zone: string;
  label: string;
  /** The focused day (week view) and the day of the day view. */
  date: string;
  onCreate: (day: string, time: string) => void;
  onShowDay?: (day: string) => void;
  onOpen: (item: TCalendarItem) => void;
}

/** One or seven days by the hour; each hour takes new items (click, Enter) and dropped ones. */
export function TimeGridView({ days, today, byDay, zone, label, date, onCreate, onShowDay, onOpen }: TTimeGridViewProps) {
  const { t, i18n } = useTranslation('calendar');
  const keys = days.map(dayKeyOf);
  const columns = days.length;
  const dayColumn = Math.max(0, keys.indexOf(date));
  const { grid, onKeyDown, cellProps } = useGridKeyboard(24 * columns, columns, 9 * columns + dayColumn);
  const scroller = useRef<HTMLDivElement>(null);
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: zone });
  const dayNumber = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', timeZone: zone });
  const fullDay = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeZone: zone });
  const template = { gridTemplateColumns: `4rem repeat(${columns}, minmax(0, 1fr))` };

  useEffect(() => {
    const row = scroller.current?.querySelector<HTMLElement>(`[data-hour="${FIRST_VISIBLE_HOUR}"]`);
    if (scroller.current && row) scroller.current.scrollTop = row.offsetTop;
  }, []);

  const byHour = (key: string) => {
    const hours = new Map<number, TCalendarItem[]>();
    for (const item of byDay.get(key) ?? []) {
      const hour = hourOf(item, zone);
      hours.set(hour, [...(hours.get(hour) ?? []), item]);
    }
    return hours;
  };
  const columnsByHour = keys.map(byHour);

  return (
    <div ref={grid} role="grid" aria-label={label} onKeyDown={onKeyDown} className="overflow-hidden rounded-lg border bg-card" data-testid="calendar-time-grid">
      <div role="rowgroup" className="border-b bg-muted/50">
        <div role="row" className="grid" style={template}>
          <div role="columnheader">
            <span className="sr-only">{t('form.time')}</span>
          </div>
          {days.map((day, index) => {
            const isToday = keys[index] === today;
            // The short day shown, then the whole date for screen readers (a name holding the visible text).
            const heading = (
              <>
                <span className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{weekday.format(day)}</span>
                <span className={cn('grid size-7 place-items-center rounded-full text-sm tabular-nums', isToday && 'bg-primary font-semibold text-primary-foreground')}>{dayNumber.format(day)}</span>
                <span className="sr-only">{`, ${fullDay.format(day)}`}</span>
              </>
            );
            return (
              <div key={keys[index]} role="columnheader" aria-current={isToday ? 'date' : undefined} className="relative flex justify-center border-l py-1.5">
                {onShowDay ? (
                  <button type="button" onClick={() => onShowDay(keys[index])} className="flex flex-col items-center rounded-md px-2 hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
                    {heading}
                  </button>
                ) : (
                  <span className="flex flex-col items-center">{heading}</span>
                )}
              </div>
            );
          })}
        </div>
      </div>
      <div ref={scroller} role="rowgroup" className="relative max-h-[calc(100dvh-22rem)] min-h-72 overflow-y-auto">
        {HOURS.map((hour) => {
          const hourLabel = formatDateTime(zonedDay(keys[0], zone, `${String(hour).padStart(2, '0')}:00`).toISOString(), i18n.language, zone, { hour: 'numeric' });
          return (
            <div key={hour} role="row" data-hour={hour} className="grid border-b last:border-b-0" style={template}>
              <div role="rowheader" className="px-2 pt-1 text-right text-xs tabular-nums text-muted-foreground">
                {hourLabel}
              </div>
              {keys.map((key, index) => (
                <HourSlot
                  key={key}
                  day={key}
                  hour={hour}
                  label={`${fullDay.format(days[index])}, ${hourLabel}`}
                  items={columnsByHour[index].get(hour) ?? []}
                  zone={zone}
                  cell={cellProps(hour * columns + index)}
                  onCreate={onCreate}
                  onOpen={onOpen}
                />
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}

interface THourSlotProps {
  day: string;
  hour: number;
  label: string;
  items: TCalendarItem[];
  zone: string;
  cell: ReturnType<ReturnType<typeof useGridKeyboard>['cellProps']>;
  onCreate: (day: string, time: string) => void;
  onOpen: (item: TCalendarItem) => void;
}

function HourSlot({ day, hour, label, items, zone, cell, onCreate, onOpen }: THourSlotProps) {
  const { t } = useTranslation('calendar');
  const { setNodeRef, isOver } = useDroppable({ id: slotTargetId(day, hour) });
  const time = `${String(hour).padStart(2, '0')}:00`;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    onCreate(day, time);
  };
  return (
    <div
      ref={setNodeRef}
      role="gridcell"
      {...cell}
      onClick={() => onCreate(day, time)}
      onKeyDown={onKeyDown}
      className={cn(
        'relative flex min-h-12 min-w-0 cursor-pointer flex-col gap-0.5 border-l p-0.5 outline-none hover:bg-accent/40 focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring',
        isOver && 'bg-primary/10 ring-2 ring-inset ring-primary',
      )}
      data-testid="calendar-slot"
      data-slot={`${day}T${time}`}
    >
      <span className="sr-only">
        {label}, {t('itemCount', { count: items.length })}
      </span>
      {items.map((item) => (
        // The row says the hour: a time shows only when it is not on the hour.
        <CalendarItemChip key={`${item.kind}-${item.id}`} item={item} zone={zone} onOpen={onOpen} showTime={zonedDate(item.start, zone).getMinutes() !== 0} />
      ))}
    </div>
  );
}
