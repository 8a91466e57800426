import { Plus, SearchX, Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TGoal } from '@shared/goals/goals.schema';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ListEmpty, ListError } from '../../../components/ui/list-states';
import { Skeleton } from '../../../components/ui/skeleton';
import type { TGoalFilter } from '../api/goals.api';
import { GoalCard, type TGoalCardHandlers } from './GoalCard';

interface TGoalListProps {
  items: TGoal[] | undefined;
  isError: boolean;
  onRetry: () => void;
  filter: TGoalFilter;
  searching: boolean;
  onAdd: () => void;
  pendingId: string | undefined;
  handlers: TGoalCardHandlers;
}

/** The goal cards of one page, or its loading, error or empty state. */
export function GoalList({ items, isError, onRetry, filter, searching, onAdd, pendingId, handlers }: TGoalListProps) {
  const { t } = useTranslation('goals');

  if (isError && !items) return <ListError message={t('list.loadFailed')} retryLabel={t('list.retry')} onRetry={onRetry} />;

  if (!items) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label={t('list.loading')}>
        {[0, 1, 2].map((i) => (
          <Card key={i} className="space-y-4 p-5">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-2 w-full" />
            <Skeleton className="h-4 w-1/3" />
          </Card>
        ))}
      </div>
    );
  }

  if (items.length === 0) {
    if (searching) return <ListEmpty icon={SearchX} title={t('list.noMatches')} testId="goals-empty" />;
    const canAdd = filter === 'active' || filter === 'all';
    return (
      <ListEmpty
        icon={Target}
        title={t(`list.empty.${filter}`)}
        text={canAdd ? t('list.emptyText') : undefined}
        action={
          canAdd && (
            <Button onClick={onAdd}>
              <Plus aria-hidden="true" />
              {t('add')}
            </Button>
          )
        }
        testId="goals-empty"
      />
    );
  }

  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={t('list.label')}>
      {items.map((goal) => (
        <li key={goal.id} className="grid min-w-0">
          <GoalCard goal={goal} pending={pendingId === goal.id} handlers={handlers} />
        </li>
      ))}
    </ul>
  );
}
