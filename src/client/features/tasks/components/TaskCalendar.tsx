import { useMemo } from 'react';
import { addMonths, formatISO, isSameMonth, isToday } from 'date-fns';
import { CalendarX, ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TTask } from '@shared/tasks/tasks.schema';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ListEmpty, ListError } from '../../../components/ui/list-states';
import { MOBILE_BREAKPOINT, useMinWidth } from '../../../app/shell/use-viewport';
import { cn } from '../../../lib/cn';
import { useTasksDue, type TTaskFilters } from '../api/tasks.api';
import { weekStartOf } from '../../../lib/week-start';
import { dayKey, monthGrid, monthOf, monthParam, tasksByDay, weekdayNames } from '../lib/calendar';
import { formatCount } from '../lib/format';
import { CalendarDay } from './CalendarDay';
import { CalendarTaskChip } from './CalendarTaskChip';

interface TTaskCalendarProps {
  filters: TTaskFilters;
  /** `YYYY-MM`, or '' for the current month. */
  month: string;
  onMonth: (month: string) => void;
  onOpen: (task: TTask) => void;
}

/** The calendar view: a month of the filtered tasks by due date (a list of days on a phone). */
export function TaskCalendar({ filters, month: monthValue, onMonth, onOpen }: TTaskCalendarProps) {
  const { t, i18n } = useTranslation('tasks');
  const lang = i18n.language;
  const wide = useMinWidth(MOBILE_BREAKPOINT);
  const month = monthOf(monthValue);
  const weekStartsOn = weekStartOf(lang);
  const grid = useMemo(() => monthGrid(month, weekStartsOn), [month.getTime(), weekStartsOn]); // eslint-disable-line react-hooks/exhaustive-deps
  const due = useTasksDue(filters, formatISO(grid.from), formatISO(grid.to));
  const byDay = useMemo(() => tasksByDay(due.data ?? []), [due.data]);
  const title = new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric' }).format(month);
  const inMonth = (due.data ?? []).filter((task) => task.dueAt && isSameMonth(new Date(task.dueAt), month)).length;

  return (
    <div className="space-y-3" data-testid="task-calendar">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="mr-auto text-lg font-semibold capitalize" aria-live="polite" data-testid="calendar-month">
          {title}
        </h2>
        <p className="w-full text-sm text-muted-foreground sm:order-last sm:w-auto">{due.data ? t('calendar.count', { count: inMonth, total: formatCount(inMonth, lang) }) : ''}</p>
        <Button variant="outline" size="sm" onClick={() => onMonth(monthParam(new Date()))}>
          {t('calendar.today')}
        </Button>
        <Button variant="outline" size="icon" onClick={() => onMonth(monthParam(addMonths(month, -1)))} aria-label={t('calendar.previous')} data-testid="calendar-previous">
          <ChevronLeft />
        </Button>
        <Button variant="outline" size="icon" onClick={() => onMonth(monthParam(addMonths(month, 1)))} aria-label={t('calendar.next')} data-testid="calendar-next">
          <ChevronRight />
        </Button>
      </div>

      {due.isError && !due.data ? (
        <ListError message={t('calendar.loadFailed')} retryLabel={t('list.retry')} onRetry={() => void due.refetch()} />
      ) : wide ? (
        <Card className={cn('overflow-hidden', due.isPlaceholderData && 'opacity-60 transition-opacity')} aria-busy={due.isFetching}>
          <div className="grid grid-cols-7 border-b bg-muted/50 text-xs font-medium text-muted-foreground" aria-hidden="true">
            {weekdayNames(lang, weekStartsOn, 'short').map((name) => (
              <div key={name} className="px-2 py-1.5">
                {name}
              </div>
            ))}
          </div>
          <ol className="grid grid-cols-7" aria-label={title}>
            {grid.days.map((day) => (
              <CalendarDay key={dayKey(day)} day={day} tasks={byDay.get(dayKey(day)) ?? []} outside={!isSameMonth(day, month)} loading={!due.data} onOpen={onOpen} />
            ))}
          </ol>
        </Card>
      ) : (
        <CalendarAgenda days={grid.days.filter((day) => isSameMonth(day, month))} byDay={byDay} loading={!due.data} onOpen={onOpen} />
      )}
    </div>
  );
}

/** A phone's calendar: the days of the month that have tasks, one after the other. */
function CalendarAgenda({ days, byDay, loading, onOpen }: { days: Date[]; byDay: Map<string, TTask[]>; loading: boolean; onOpen: (task: TTask) => void }) {
  const { t, i18n } = useTranslation('tasks');
  const busy = days.filter((day) => byDay.has(dayKey(day)));
  if (loading) return <Card className="h-40 animate-pulse bg-muted" aria-busy="true" aria-label={t('list.loading')} />;
  if (busy.length === 0) return <ListEmpty icon={CalendarX} title={t('calendar.empty')} testId="calendar-empty" />;
  const format = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', day: 'numeric', month: 'long' });
  return (
    <ol className="space-y-2" data-testid="calendar-agenda">
      {busy.map((day) => (
        <li key={dayKey(day)}>
          <Card className="p-3">
            <h3 className={cn('mb-1.5 text-sm font-semibold first-letter:uppercase', isToday(day) && 'text-primary')}>{format.format(day)}</h3>
            <ul className="space-y-1">
              {(byDay.get(dayKey(day)) ?? []).map((task) => (
                <li key={task.id}>
                  <CalendarTaskChip task={task} onOpen={onOpen} />
                </li>
              ))}
            </ul>
          </Card>
        </li>
      ))}
    </ol>
  );
}
