import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { CALENDAR_VIEWS, type TCalendarView } from '../lib/calendar-view';

interface TCalendarToolbarProps {
  view: TCalendarView;
  title: string;
  onStep: (step: 1 | -1) => void;
  onToday: () => void;
  onView: (view: TCalendarView) => void;
}

/** Previous, today, next, the visible range, and the month / week / day switch. */
export function CalendarToolbar({ view, title, onStep, onToday, onView }: TCalendarToolbarProps) {
  const { t } = useTranslation('calendar');
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      {/* On a phone the title takes a line of its own below the buttons rather than losing its end. */}
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="icon" onClick={() => onStep(-1)} aria-label={t(`nav.previous.${view}`)} data-testid="calendar-prev">
          <ChevronLeft />
        </Button>
        <Button variant="outline" onClick={onToday} data-testid="calendar-today">
          {t('nav.today')}
        </Button>
        <Button variant="outline" size="icon" onClick={() => onStep(1)} aria-label={t(`nav.next.${view}`)} data-testid="calendar-next">
          <ChevronRight />
        </Button>
        <h2 className="ml-1 min-w-0 text-lg font-semibold capitalize" aria-live="polite" data-testid="calendar-title">
          {title}
        </h2>
      </div>
      <div role="group" aria-label={t('views.label')} className="inline-flex rounded-lg bg-muted p-1">
        {CALENDAR_VIEWS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={value === view}
            onClick={() => onView(value)}
            data-testid={`calendar-view-${value}`}
            className={cn(
              'flex-1 cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:flex-none',
              value === view && 'bg-card text-foreground shadow-sm',
            )}
          >
            {t(`views.${value}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
