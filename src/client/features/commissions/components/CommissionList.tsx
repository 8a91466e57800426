import { Plus, SearchX, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TCommission } from '@shared/commissions/commissions.schema';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
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

  if (isError && !items) {
    return (
      <Card className="flex flex-col items-center gap-3 p-10 text-center" role="alert">
        <p className="font-medium">{t('list.loadFailed')}</p>
        <Button variant="outline" onClick={onRetry}>
          {t('list.retry')}
        </Button>
      </Card>
    );
  }

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
    const Icon = filtered ? SearchX : Wallet;
    return (
      <Card className="flex flex-col items-center gap-3 p-10 text-center" data-testid="commissions-empty">
        <Icon className="size-10 text-muted-foreground/60" aria-hidden="true" />
        <p className="font-medium">{filtered ? t('list.noMatches') : t('list.empty')}</p>
        <p className="max-w-sm text-sm text-muted-foreground">{filtered ? t('list.noMatchesText') : t('list.emptyText')}</p>
        {filtered ? (
          <Button variant="outline" onClick={onClearFilters}>
            {t('filters.clear')}
          </Button>
        ) : (
          <Button onClick={onAdd}>
            <Plus aria-hidden="true" />
            {t('add')}
          </Button>
        )}
      </Card>
    );
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
