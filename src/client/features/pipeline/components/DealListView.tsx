import { BriefcaseBusiness, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { FilterableListEmpty } from '../../../components/ui/list-states';
import { OptionSelect } from '../../../components/ui/option-select';
import { PagedResults } from '../../../components/ui/paged-results';
import { pageCountOf, useClampedPage } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { MOBILE_BREAKPOINT, useMinWidth } from '../../../app/shell/use-viewport';
import { recordListTexts, recordPaginationLabels } from '../../../lib/record-texts';
import { DEALS_PAGE_SIZE, useDealList } from '../api/deals.api';
import { DEAL_SORTS, type TDealListParams } from '../lib/use-pipeline-params';
import { DealGrid } from './DealGrid';
import type { TDealHandlers } from './DealMenu';
import { DealTable } from './DealTable';

interface TDealListViewProps {
  /** Cards in a grid, or a table (cards again on a phone). */
  layout: 'grid' | 'list';
  params: TDealListParams;
  onSort: (sort: string) => void;
  onPage: (page: number) => void;
  handlers: TDealHandlers;
  filtered: boolean;
  onAdd: () => void;
  onClearFilters: () => void;
}

function ListSkeleton({ label, layout }: { label: string; layout: 'grid' | 'list' }) {
  if (layout === 'grid') {
    return (
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4" role="status" aria-busy="true" aria-label={label}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-44 w-full" />
        ))}
      </div>
    );
  }
  return (
    <Card className="grid gap-2 p-3" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-11 w-full" />
      ))}
    </Card>
  );
}

/** The grid and list views: one page of the filtered deals, sortable, paged. */
export function DealListView({ layout, params, onSort, onPage, handlers, filtered, onAdd, onClearFilters }: TDealListViewProps) {
  const { t } = useTranslation('pipeline');
  const wide = useMinWidth(MOBILE_BREAKPOINT);
  const list = useDealList(params);
  const pageCount = pageCountOf(list.data?.total ?? 0, DEALS_PAGE_SIZE);
  const texts = recordListTexts(t);
  useClampedPage(params.page, pageCount, !!list.data && !list.isPlaceholderData, onPage);
  const table = layout === 'list' && wide;

  return (
    <div className="space-y-3">
      {!table && (
        <OptionSelect
          options={DEAL_SORTS}
          labelOf={(sort) => t(`sort.${sort.replace(':', '_')}`)}
          value={params.sort}
          onChange={(e) => onSort(e.target.value)}
          aria-label={t('sort.label')}
          className="sm:w-64"
          data-testid="deal-sort"
        />
      )}
      <PagedResults
        query={list}
        errorTexts={{ message: texts.loadFailed, retry: texts.retry }}
        skeleton={<ListSkeleton label={texts.loading} layout={table ? 'list' : 'grid'} />}
        empty={<FilterableListEmpty filtered={filtered} icon={BriefcaseBusiness} filteredIcon={SearchX} texts={texts} onClear={onClearFilters} onAdd={onAdd} testId="deals-empty" />}
        pagination={{ page: params.page, pageCount, onPageChange: onPage, labels: recordPaginationLabels(t, params.page, pageCount) }}
      >
        {(page) => (table ? <DealTable deals={page.items} sort={params.sort} onSort={onSort} handlers={handlers} /> : <DealGrid deals={page.items} handlers={handlers} />)}
      </PagedResults>
    </div>
  );
}
