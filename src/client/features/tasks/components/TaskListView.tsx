import { ListTodo, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { FilterableListEmpty } from '../../../components/ui/list-states';
import { OptionSelect } from '../../../components/ui/option-select';
import { PagedResults } from '../../../components/ui/paged-results';
import { pageCountOf, useClampedPage } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { useMinWidth, MOBILE_BREAKPOINT } from '../../../app/shell/use-viewport';
import { recordListTexts, recordPaginationLabels } from '../../../lib/record-texts';
import { TASKS_PAGE_SIZE, useTaskList, type TTaskListParams } from '../api/tasks.api';
import { TASK_SORTS } from '../lib/use-task-params';
import { TaskCards } from './TaskCards';
import type { TTaskHandlers } from './TaskRowMenu';
import { TaskTable, type TTaskSelection } from './TaskTable';

interface TTaskListViewProps extends TTaskSelection {
  params: TTaskListParams;
  onSort: (sort: string) => void;
  onPage: (page: number) => void;
  handlers: TTaskHandlers;
  filtered: boolean;
  onAdd: () => void;
  onClearFilters: () => void;
}

function ListSkeleton({ label }: { label: string }) {
  return (
    <Card className="grid gap-2 p-3" aria-busy="true" aria-label={label}>
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-11 w-full" />
      ))}
    </Card>
  );
}

/** The list view: one page of tasks as a table (cards on a phone), sortable, selectable, paged. */
export function TaskListView({ params, onSort, onPage, handlers, filtered, onAdd, onClearFilters, selected, onSelect }: TTaskListViewProps) {
  const { t } = useTranslation('tasks');
  const wide = useMinWidth(MOBILE_BREAKPOINT);
  const list = useTaskList(params);
  const pageCount = pageCountOf(list.data?.total ?? 0, TASKS_PAGE_SIZE);
  const texts = recordListTexts(t);
  useClampedPage(params.page, pageCount, !!list.data && !list.isPlaceholderData, onPage);

  return (
    <div className="space-y-3">
      {!wide && (
        <OptionSelect
          options={TASK_SORTS}
          labelOf={(sort) => t(`sort.${sort.replace(':', '_')}`)}
          value={params.sort}
          onChange={(e) => onSort(e.target.value)}
          aria-label={t('sort.label')}
          data-testid="task-sort"
        />
      )}
      <PagedResults
        query={list}
        errorTexts={{ message: texts.loadFailed, retry: texts.retry }}
        skeleton={<ListSkeleton label={texts.loading} />}
        empty={<FilterableListEmpty filtered={filtered} icon={ListTodo} filteredIcon={SearchX} texts={texts} onClear={onClearFilters} onAdd={onAdd} testId="tasks-empty" />}
        pagination={{ page: params.page, pageCount, onPageChange: onPage, labels: recordPaginationLabels(t, params.page, pageCount) }}
      >
        {(page) =>
          wide ? (
            <TaskTable tasks={page.items} sort={params.sort} onSort={onSort} handlers={handlers} selected={selected} onSelect={onSelect} />
          ) : (
            <TaskCards tasks={page.items} handlers={handlers} selected={selected} onSelect={onSelect} />
          )
        }
      </PagedResults>
    </div>
  );
}
