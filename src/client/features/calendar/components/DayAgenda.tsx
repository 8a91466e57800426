import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TCalendarItem } from '@shared/calendar/calendar.schema';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatDateTime, zonedDay } from '../../../lib/time-zone';
import { chipClass, CalendarItemFace } from './CalendarItemChip';

interface TDayAgendaProps {
  day: string;
  items: TCalendarItem[];
  zone: string;
  isToday: boolean;
  onCreate: (day: string) => void;
  onOpen: (item: TCalendarItem) => void;
  className?: string;
}

/** One day's items as a list, for phones (under the month grid, and as the week view). */
export function DayAgenda({ day, items, zone, isToday, onCreate, onOpen, className }: TDayAgendaProps) {
  const { t, i18n } = useTranslation('calendar');
  const heading = formatDateTime(zonedDay(day, zone).toISOString(), i18n.language, zone, { weekday: 'long', month: 'long', day: 'numeric' });
  return (
    <section className={cn('min-w-0 rounded-lg border bg-card p-3', className)} aria-label={heading} data-testid="calendar-day-agenda" data-day={day}>
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 className={cn('text-sm font-semibold', isToday && 'text-primary')}>
          {heading}
          {isToday && <span className="ml-2 text-xs font-medium">{t('today')}</span>}
        </h2>
        <Button variant="ghost" size="sm" onClick={() => onCreate(day)} aria-label={t('addOn', { date: heading })}>
          <Plus aria-hidden="true" />
          {t('add')}
        </Button>
      </div>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('emptyDay')}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-1">
          {items.map((item) => (
            <li key={`${item.kind}-${item.id}`}>
              <button type="button" onClick={() => onOpen(item)} className={cn(chipClass(item), 'cursor-pointer py-1.5 text-sm')} data-testid="calendar-agenda-item">
                <CalendarItemFace item={item} zone={zone} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
