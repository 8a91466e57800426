import { CalendarDays, Columns3, List } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { TASK_VIEWS, type TTaskView } from '../lib/use-task-params';

const ICONS = { list: List, kanban: Columns3, calendar: CalendarDays } as const;

/** List, kanban or calendar; on a phone only the icons show, named for screen readers. */
export function TaskViewToggle({ view, onView }: { view: TTaskView; onView: (view: TTaskView) => void }) {
  const { t } = useTranslation('tasks');
  return (
    <div className="flex gap-1 rounded-md border bg-card p-1" role="group" aria-label={t('view.label')}>
      {TASK_VIEWS.map((mode) => {
        const Icon = ICONS[mode];
        return (
          <Button
            key={mode}
            variant="ghost"
            size="sm"
            aria-pressed={view === mode}
            onClick={() => onView(mode)}
            data-testid={`tasks-view-${mode}`}
            className={cn('grow', view === mode && 'bg-accent text-accent-foreground')}
          >
            <Icon aria-hidden="true" />
            <span className="max-sm:sr-only">{t(`view.${mode}`)}</span>
          </Button>
        );
      })}
    </div>
  );
}
