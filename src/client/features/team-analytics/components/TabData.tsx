import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListError } from '../../../components/ui/list-states';
import { Skeleton } from '../../../components/ui/skeleton';

/** A tab's figures once loaded; a skeleton of cards before, a retry on failure. */
export function TabData<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation('teamAnalytics');
  if (query.data !== undefined) return <div className="grid min-w-0 gap-4" aria-busy={query.isFetching}>{children(query.data)}</div>;
  if (query.isError) return <ListError message={t('loadError')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />;
  return (
    <div className="grid gap-4" aria-busy="true" data-testid="team-analytics-loading">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-20" />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-72" />
        <Skeleton className="h-72" />
      </div>
    </div>
  );
}
