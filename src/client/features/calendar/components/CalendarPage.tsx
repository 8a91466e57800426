import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Plus } from 'lucide-react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import type { TCalendarItem } from '@shared/calendar/calendar.schema';
import { hasFeature } from '@shared/membership/features';
import { Button } from '../../../components/ui/button';
import { ListError } from '../../../components/ui/list-states';
import { PageHeader } from '../../../components/ui/page-header';
import { useMinWidth } from '../../../app/shell/use-viewport';
import { browserTimeZone, dayKeyOf, zonedDate } from '../../../lib/time-zone';
import { useProfile } from '../../profile/api/profile';
import { useCalendarRange, useRescheduleItem } from '../api/calendar.api';
import { weekStartOf } from '../../../lib/week-start';
import { calendarStateOf, itemsByDay, rangeOf, rangeTitle, shiftDate, visibleDays, type TCalendarView } from '../lib/calendar-view';
import { rescheduledStart } from '../lib/reschedule';
import { CalendarDnd } from './CalendarDnd';
import { CalendarItemDialog } from './CalendarItemDialog';
import { CalendarLegend } from './CalendarLegend';
import { CalendarToolbar } from './CalendarToolbar';
import { DayAgenda } from './DayAgenda';
import { MonthView } from './MonthView';
import { TimeGridView } from './TimeGridView';

/** Below this width the month shows dots and the chosen day's list, and the week a list of days. */
const COMPACT_BELOW = 640;

/**
 * `/calendar?view=month|week|day&date=YYYY-MM-DD`: tasks, activities and follow-up reminders of
 * the visible range (one request per range), in the seller's time zone; new items from a day or
 * an hour, and drag to reschedule.
 */
export function CalendarPage() {
  const { t, i18n } = useTranslation('calendar');
  const navigate = useNavigate();
  const profile = useProfile();
  const zone = profile.data?.timeZone ?? browserTimeZone();
  const today = dayKeyOf(zonedDate(new Date(), zone));
  const [params, setParams] = useSearchParams();
  const { view, date } = calendarStateOf(params, today);
  const weekStartsOn = weekStartOf(i18n.language);
  const days = useMemo(() => visibleDays(view, date, zone, weekStartsOn), [view, date, zone, weekStartsOn]);
  const { from, to } = rangeOf(days);
  // The zone decides the range: wait for the profile's (or its failure) rather than ask twice.
  const range = useCalendarRange(from, to, !profile.isPending);
  const reschedule = useRescheduleItem();
  const compact = !useMinWidth(COMPACT_BELOW);
  const [slot, setSlot] = useState<{ date: string; time: string } | null>(null);
  const byDay = useMemo(() => itemsByDay(range.data?.items ?? [], zone), [range.data, zone]);
  const title = rangeTitle(view, days, i18n.language, zone, compact);

  const go = (next: { view?: TCalendarView; date?: string }) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('view', next.view ?? view);
      updated.set('date', next.date ?? date);
      return updated;
    });

  const open = (item: TCalendarItem) => {
    if (item.url.startsWith('/')) navigate(item.url);
  };

  const drop = (item: TCalendarItem, targetId: string) => {
    const start = rescheduledStart(item, targetId, zone);
    if (!start) return;
    reschedule.mutate({ item, start }, { onError: () => toast.error(t('toasts.rescheduleFailed', { title: item.title })) });
  };

  const create = (day: string, time = '') => setSlot({ date: day, time });

  return (
    <div className="mx-auto w-full max-w-7xl space-y-4" data-testid="calendar-page">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Button onClick={() => create(date)} data-testid="calendar-add">
            <Plus aria-hidden="true" />
            {t('add')}
          </Button>
        }
      />
      <CalendarToolbar view={view} title={title} onStep={(step) => go({ date: shiftDate(view, date, zone, step) })} onToday={() => go({ date: today })} onView={(next) => go({ view: next })} />
      <CalendarLegend />
      {range.isError && <ListError message={t('loadError')} retryLabel={t('retry')} onRetry={() => void range.refetch()} />}
      {range.data?.truncated && (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          {t('truncated')}
        </p>
      )}
      <section aria-busy={range.isFetching} aria-label={title} className={range.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
        <CalendarDnd zone={zone} onDrop={drop}>
          {view === 'month' && (
            <>
              <MonthView
                key={`${from}-${compact}`}
                days={days}
                date={date}
                today={today}
                byDay={byDay}
                zone={zone}
                compact={compact}
                label={title}
                onCreate={(day) => create(day)}
                onSelect={(day) => go({ date: day })}
                onShowDay={(day) => go({ view: 'day', date: day })}
                onOpen={open}
              />
              {compact && <DayAgenda className="mt-4" day={date} items={byDay.get(date) ?? []} zone={zone} isToday={date === today} onCreate={create} onOpen={open} />}
            </>
          )}
          {view === 'week' && compact && (
            <div className="grid grid-cols-1 gap-3" data-testid="calendar-week-agenda">
              {days.map((day) => {
                const key = dayKeyOf(day);
                return <DayAgenda key={key} day={key} items={byDay.get(key) ?? []} zone={zone} isToday={key === today} onCreate={create} onOpen={open} />;
              })}
            </div>
          )}
          {(view === 'day' || (view === 'week' && !compact)) && (
            <TimeGridView
              key={from}
              days={days}
              today={today}
              byDay={byDay}
              zone={zone}
              label={title}
              date={date}
              onCreate={create}
              onShowDay={view === 'week' ? (day) => go({ view: 'day', date: day }) : undefined}
              onOpen={open}
            />
          )}
        </CalendarDnd>
      </section>
      <CalendarItemDialog slot={slot} onClose={() => setSlot(null)} zone={zone} premium={profile.data ? hasFeature(profile.data, 'AUTOMATED_FOLLOW_UPS') : false} />
    </div>
  );
}
