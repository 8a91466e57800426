import { SearchX, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TCommission } from '@shared/commissions/commissions.schema';
import { Card } from '../../../components/ui/card';
import { FilterableListEmpty, ListError } from '../../../components/ui/list-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { CommissionRow } from './CommissionRow';

interface TCommissionListProps {
  items: TCommission[] | undefined;
  isError: boolean;
  onRetry: () => void;
  filtered: boolean;
  onAdd: () => void;
  onClearFilters: () => void;
  onEdit: (commission: TCommission) => void;
  onDelete: (commission: TCommission) => void;
}

/** The commissions of one page, or its loading, error or empty state. */
export function CommissionList({ items, isError, onRetry, filtered, onAdd, onClearFilters, onEdit, onDelete }: TCommissionListProps) {
  const { t } = useTranslation('commissions');

  if (isError && !items) return <ListError message={t('list.loadFailed')} retryLabel={t('list.retry')} onRetry={onRetry} />;

  if (!items) {
    return (
      <Card className="divide-y" aria-busy="true" aria-label={t('list.loading')}>
        {[0, 1, 2, 3, 4].map((i) => (
          <div key={i} className="flex items-center justify-between gap-4 p-4">
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-3 w-1/4" />
            </div>
            <Skeleton className="h-5 w-20" />
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
    return <FilterableListEmpty filtered={filtered} icon={Wallet} filteredIcon={SearchX} texts={texts} onClear={onClearFilters} onAdd={onAdd} testId="commissions-empty" />;
  }

  return (
    <Card>
      <ul className="divide-y" aria-label={t('list.label')}>
        {items.map((commission) => (
          <CommissionRow key={commission.id} commission={commission} onEdit={onEdit} onDelete={onDelete} />
        ))}
      </ul>
    </Card>
  );
}
