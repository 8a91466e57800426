import type { ReactNode } from 'react';
import { Check, Pencil, Save, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TSavedView, TSavedViewState } from '@shared/saved-views/saved-views.schema';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { sameState } from '../lib/view-state';

interface TSavedViewListProps {
  views: TSavedView[];
  /** The list's state now: the views it equals are marked current. */
  current: TSavedViewState;
  labelledBy: string;
  onApply: (view: TSavedView) => void;
  onOverwrite: (view: TSavedView) => void;
  onRename: (view: TSavedView) => void;
  onDelete: (view: TSavedView) => void;
}

/** One row per saved view: its name loads it; icon buttons save the current state into it, rename or delete it. */
export function SavedViewList({ views, current, labelledBy, onApply, onOverwrite, onRename, onDelete }: TSavedViewListProps) {
  const { t } = useTranslation('savedViews');
  return (
    <ul aria-labelledby={labelledBy} className="-mx-1 grid max-h-72 grid-cols-1 gap-0.5 overflow-y-auto px-1" data-testid="saved-view-list">
      {views.map((view) => {
        const isCurrent = sameState(view.state, current);
        return (
          <li key={view.id} className="flex items-center gap-0.5" data-testid="saved-view-row" data-current={isCurrent}>
            <button
              type="button"
              onClick={() => onApply(view)}
              aria-current={isCurrent ? 'true' : undefined}
              className={cn(
                'flex min-h-9 min-w-0 flex-1 cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring',
                isCurrent && 'font-medium text-primary',
              )}
              data-testid="saved-view-apply"
            >
              <Check className={cn('size-4 shrink-0', !isCurrent && 'invisible')} aria-hidden="true" />
              <span className="truncate" title={view.name}>
                {view.name}
              </span>
            </button>
            {!isCurrent && (
              <IconAction label={t('actions.overwrite', { name: view.name })} onClick={() => onOverwrite(view)} testId="saved-view-overwrite">
                <Save />
              </IconAction>
            )}
            <IconAction label={t('actions.rename', { name: view.name })} onClick={() => onRename(view)} testId="saved-view-rename">
              <Pencil />
            </IconAction>
            <IconAction label={t('actions.delete', { name: view.name })} onClick={() => onDelete(view)} testId="saved-view-delete" className="hover:text-destructive">
              <Trash2 />
            </IconAction>
          </li>
        );
      })}
    </ul>
  );
}

function IconAction({ label, onClick, testId, className, children }: { label: string; onClick: () => void; testId: string; className?: string; children: ReactNode }) {
  return (
    <Button variant="ghost" size="icon" onClick={onClick} aria-label={label} title={label} data-testid={testId} className={cn('size-9 shrink-0 text-muted-foreground', className)}>
      {children}
    </Button>
  );
}
