import { isToday } from 'date-fns';
import { useTranslation } from 'react-i18next';
import type { TTask } from '@shared/tasks/tasks.schema';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import { cn } from '../../../lib/cn';
import { CalendarTaskChip } from './CalendarTaskChip';

/** How many tasks a day shows before "+N more". */
const SHOWN = 3;

interface TCalendarDayProps {
  day: Date;
  tasks: TTask[];
  /** A day of the weeks around the month, dimmed. */
  outside: boolean;
  loading: boolean;
  onOpen: (task: TTask) => void;
}

/** One cell of the month: the day's number and its first tasks; the rest behind "+N more". */
export function CalendarDay({ day, tasks, outside, loading, onOpen }: TCalendarDayProps) {
  const { t, i18n } = useTranslation('tasks');
  const label = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full' }).format(day);
  const today = isToday(day);
  const hidden = tasks.length - SHOWN;
  return (
    <li className={cn('min-h-28 min-w-0 border-b border-r p-1 [&:nth-child(7n)]:border-r-0', outside && 'bg-muted/30')} data-testid="calendar-day" data-day={day.getDate()}>
      <div className="mb-1 flex justify-end px-1">
        <span
          className={cn('grid size-6 place-items-center rounded-full text-xs tabular-nums', today && 'bg-primary font-semibold text-primary-foreground', outside && !today && 'text-muted-foreground')}
          aria-current={today ? 'date' : undefined}
        >
          <span aria-hidden="true">{day.getDate()}</span>
          <span className="sr-only">{label}</span>
        </span>
      </div>
      {loading ? (
        <div className="mx-1 h-3 animate-pulse rounded bg-muted" />
      ) : (
        <ul className="space-y-0.5">
          {tasks.slice(0, SHOWN).map((task) => (
            <li key={task.id}>
              <CalendarTaskChip task={task} onOpen={onOpen} showTime={false} />
            </li>
          ))}
          {hidden > 0 && (
            <li>
              <Popover>
                <PopoverTrigger asChild>
                  <button type="button" className="w-full cursor-pointer rounded px-1.5 py-0.5 text-left text-xs font-medium text-primary hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
                    {t('calendar.more', { count: hidden })}
                  </button>
                </PopoverTrigger>
                <PopoverContent align="start" className="w-64 p-2">
                  <p className="mb-1 px-1.5 text-xs font-semibold">{label}</p>
                  <ul className="max-h-64 space-y-0.5 overflow-y-auto">
                    {tasks.map((task) => (
                      <li key={task.id}>
                        <CalendarTaskChip task={task} onOpen={onOpen} />
                      </li>
                    ))}
                  </ul>
                </PopoverContent>
              </Popover>
            </li>
          )}
        </ul>
      )}
    </li>
  );
}
