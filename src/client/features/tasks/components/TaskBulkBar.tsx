import { Archive, CheckCircle2, RotateCcw, Trash2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TTaskBulk } from '@shared/tasks/tasks.schema';
import { Button } from '../../../components/ui/button';

interface TTaskBulkBarProps {
  count: number;
  pending: boolean;
  onAction: (action: TTaskBulk['action']) => void;
  onClear: () => void;
}

const ACTIONS = [
  { action: 'complete', icon: CheckCircle2 },
  { action: 'uncomplete', icon: RotateCcw },
  { action: 'archive', icon: Archive },
  { action: 'delete', icon: Trash2 },
] as const;

/** What to do with the selected tasks at once; it stays in sight while the list scrolls. */
export function TaskBulkBar({ count, pending, onAction, onClear }: TTaskBulkBarProps) {
  const { t } = useTranslation('tasks');
  return (
    <div
      role="region"
      aria-label={t('bulk.label')}
      className="sticky top-2 z-20 flex flex-wrap items-center gap-2 rounded-lg border border-primary/40 bg-card p-2 text-sm shadow-md"
      data-testid="task-bulk-bar"
    >
      <span className="px-2 font-medium" aria-live="polite">
        {t('bulk.count', { count })}
      </span>
      <div className="flex flex-wrap gap-1.5">
        {ACTIONS.map(({ action, icon: Icon }) => (
          <Button
            key={action}
            variant={action === 'delete' ? 'outline' : 'secondary'}
            size="sm"
            disabled={pending}
            onClick={() => onAction(action)}
            className={action === 'delete' ? 'text-destructive hover:text-destructive' : undefined}
            data-testid={`task-bulk-${action}`}
          >
            <Icon aria-hidden="true" />
            {t(`bulk.${action}`)}
          </Button>
        ))}
      </div>
      <Button variant="ghost" size="sm" onClick={onClear} className="ml-auto" data-testid="task-bulk-clear">
        <X aria-hidden="true" />
        {t('bulk.clear')}
      </Button>
    </div>
  );
}
