import { ClipboardList, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TActivity } from '@shared/activities/activities.schema';
import { Card } from '../../../components/ui/card';
import { FilterableListEmpty, ListError } from '../../../components/ui/list-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { ActivityRow } from './ActivityRow';

interface TActivityListProps {
  items: TActivity[] | undefined;
  isError: boolean;
  onRetry: () => void;
  filtered: boolean;
  onAdd: () => void;
  onClearFilters: () => void;
  onEdit: (activity: TActivity) => void;
  onDelete: (activity: TActivity) => void;
}

/** The activities of one page, or its loading, error or empty state. */
export function ActivityList({ items, isError, onRetry, filtered, onAdd, onClearFilters, onEdit, onDelete }: TActivityListProps) {
  const { t } = useTranslation('activities');

  if (isError && !items) return <ListError message={t('list.loadFailed')} retryLabel={t('list.retry')} onRetry={onRetry} />;

  if (!items) {
    return (
      <Card className="divide-y" aria-busy="true" aria-label={t('list.loading')}>
        {[0, 1, 2, 3, 4].map((i) => (
          <div key={i} className="flex items-center gap-3 p-4">
            <Skeleton className="size-10 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-3 w-1/3" />
            </div>
          </div>
        ))}
      </Card>
    );
  }

  if (items.length === 0) {
    const texts = {
      empty: t('list.empty'),
      emptyText: t('list.emptyText'),
      noMatches: t('list.noMatches'),
      noMatchesText: t('list.noMatchesText'),
      clear: t('filters.clear'),
      add: t('add'),
    };
    return <FilterableListEmpty filtered={filtered} icon={ClipboardList} filteredIcon={SearchX} texts={texts} onClear={onClearFilters} onAdd={onAdd} testId="activities-empty" />;
  }

  return (
    <Card>
      <ul className="divide-y" aria-label={t('list.label')}>
        {items.map((activity) => (
          <ActivityRow key={activity.id} activity={activity} onEdit={onEdit} onDelete={onDelete} />
        ))}
      </ul>
    </Card>
  );
}
