import { LayoutGrid, List } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { TProspectView } from '../hooks/use-view-mode';

/** Cards or list; on a phone only the icons show, named for screen readers. */
export function ProspectViewToggle({ view, onView }: { view: TProspectView; onView: (view: TProspectView) => void }) {
  const { t } = useTranslation('prospects');
  return (
    <div className="flex gap-1 rounded-md border bg-card p-1" role="group" aria-label={t('view.label')}>
      {(['cards', 'list'] as const).map((mode) => {
        const Icon = mode === 'cards' ? LayoutGrid : List;
        return (
          <Button
            key={mode}
            variant="ghost"
            size="sm"
            aria-pressed={view === mode}
            onClick={() => onView(mode)}
            data-testid={`prospects-view-${mode}`}
            className={cn(view === mode && 'bg-accent text-accent-foreground')}
          >
            <Icon aria-hidden="true" />
            <span className="max-sm:sr-only">{t(`view.${mode}`)}</span>
          </Button>
        );
      })}
    </div>
  );
}
