import { useState } from 'react';
import { Plus } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { GOAL_FILTERS, type TGoal } from '@shared/goals/goals.schema';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination, pageCountOf, useClampedPage } from '../../../components/ui/pagination';
import { SearchInput } from '../../../components/ui/search-input';
import { recordPaginationLabels } from '../../../lib/record-texts';
import { GOALS_PAGE_SIZE, useDeleteGoal, useGoalAction, useGoalProgress, useGoals, type TGoalAction, type TGoalFilter } from '../api/goals.api';
import { formatNumber } from '../lib/goal-form';
import type { TGoalCardHandlers } from './GoalCard';
import { GoalFormDialog } from './GoalFormDialog';
import { GoalList } from './GoalList';
import { useGoalError } from './use-goal-error';

type TConfirm = { kind: 'reset' | 'delete'; goal: TGoal } | null;

/** `/goals`: goal cards by state with progress, create/edit, archive, reset and delete. */
export function GoalsPage() {
  const { t, i18n } = useTranslation('goals');
  const [filter, setFilter] = useState<TGoalFilter>('active');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<{ open: boolean; goal: TGoal | null }>({ open: false, goal: null });
  const [confirm, setConfirm] = useState<TConfirm>(null);
  const list = useGoals(filter, q, page);
  const progress = useGoalProgress();
  const action = useGoalAction();
  const remove = useDeleteGoal();
  const reportError = useGoalError();
  const pageCount = pageCountOf(list.data?.total ?? 0, GOALS_PAGE_SIZE);

  useClampedPage(page, pageCount, !!list.data && !list.isPlaceholderData, setPage);

  const runAction = (goal: TGoal, kind: TGoalAction) =>
    action.mutate(
      { id: goal.id, action: kind },
      {
        onSuccess: () => {
          toast.success(t(`toasts.${kind}`));
          setConfirm(null);
        },
        onError: (error) => {
          reportError(error);
          setConfirm(null);
        },
      },
    );

  const handlers: TGoalCardHandlers = {
    onEdit: (goal) => setDialog({ open: true, goal }),
    onProgress: (goal, body, done) =>
      progress.mutate(
        { id: goal.id, body },
        {
          onSuccess: (updated) => {
            if (updated.label === 'completed' && goal.label !== 'completed') toast.success(t('toasts.reached', { title: goal.title }));
            done();
          },
          onError: (error) => reportError(error),
        },
      ),
    onAction: (goal, kind) => (kind === 'reset' ? setConfirm({ kind, goal }) : runAction(goal, kind)),
    onDelete: (goal) => setConfirm({ kind: 'delete', goal }),
  };

  const onConfirm = () => {
    if (!confirm) return;
    if (confirm.kind === 'reset') runAction(confirm.goal, 'reset');
    else
      remove.mutate(confirm.goal.id, {
        onSuccess: () => {
          toast.success(t('toasts.deleted'));
          setConfirm(null);
        },
        onError: (error) => {
          reportError(error);
          setConfirm(null);
        },
      });
  };

  const pendingId = progress.isPending ? progress.variables?.id : action.isPending ? action.variables?.id : undefined;
  const openAdd = () => setDialog({ open: true, goal: null });

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6" data-testid="goals-page">
      <PageHeader
        title={t('title')}
        subtitle={list.data ? t('count', { total: formatNumber(list.data.total, i18n.language) }) : t('subtitle')}
        subtitleTestId="goals-count"
        actions={
          <Button onClick={openAdd} data-testid="goal-add">
            <Plus aria-hidden="true" />
            {t('add')}
          </Button>
        }
      />

      <Tabs.Root
        value={filter}
        onValueChange={(value) => {
          setFilter(value as TGoalFilter);
          setPage(1);
        }}
        className="space-y-4"
      >
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <Tabs.List className="inline-flex w-full rounded-lg bg-muted p-1 sm:w-auto" aria-label={t('filters.label')}>
            {GOAL_FILTERS.map((value) => (
              <Tabs.Trigger
                key={value}
                value={value}
                data-testid={`goal-filter-${value}`}
                className="flex-1 cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm sm:flex-none"
              >
                {t(`filters.${value}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <SearchInput
            value={q}
            onSearch={(next) => {
              setQ(next);
              setPage(1);
            }}
            placeholder={t('filters.search')}
            aria-label={t('filters.search')}
            className="sm:w-72"
          />
        </div>
        <Tabs.Content value={filter} className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <GoalList
            items={list.data?.items}
            isError={list.isError}
            onRetry={() => void list.refetch()}
            filter={filter}
            searching={q !== ''}
            onAdd={openAdd}
            pendingId={pendingId}
            handlers={handlers}
          />
        </Tabs.Content>
      </Tabs.Root>

      <Pagination
        page={page}
        pageCount={pageCount}
        onPageChange={setPage}
        labels={recordPaginationLabels(t, page, pageCount)}
      />

      <GoalFormDialog open={dialog.open} goal={dialog.goal} onOpenChange={(open) => setDialog((d) => ({ ...d, open }))} />
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm?.kind === 'reset' ? t('reset.title') : t('delete.title')}
        description={t(confirm?.kind === 'reset' ? 'reset.text' : 'delete.text', { title: confirm?.goal.title ?? '' })}
        confirmLabel={confirm?.kind === 'reset' ? t('reset.confirm') : t('delete.confirm')}
        cancelLabel={t('form.cancel')}
        pending={action.isPending || remove.isPending}
        onConfirm={onConfirm}
      />
    </div>
  );
}
