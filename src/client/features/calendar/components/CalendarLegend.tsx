import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CALENDAR_ITEM_KINDS } from '@shared/calendar/calendar.schema';
import { cn } from '../../../lib/cn';
import { KIND_STYLES } from '../lib/item-style';

/** What each colour and mark means. */
export function CalendarLegend() {
  const { t } = useTranslation('calendar');
  return (
    <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-label={t('legend.label')} data-testid="calendar-legend">
      {CALENDAR_ITEM_KINDS.map((kind) => {
        const { icon: Icon, dot } = KIND_STYLES[kind];
        return (
          <li key={kind} className="flex items-center gap-1.5">
            <span className={cn('size-2.5 rounded-full', dot)} aria-hidden="true" />
            <Icon className="size-3.5" aria-hidden="true" />
            {t(`kinds.${kind}`)}
          </li>
        );
      })}
      <li className="flex items-center gap-1.5">
        <span className="h-3 w-1 rounded-sm bg-red-600 dark:bg-red-400" aria-hidden="true" />
        <AlertTriangle className="size-3.5 text-red-700 dark:text-red-300" aria-hidden="true" />
        {t('states.overdue')}
      </li>
    </ul>
  );
}
