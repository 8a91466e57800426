import type { ReactNode } from 'react';
import { SearchX, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TPage } from '@shared/common/pagination';
import { Button } from '../../../components/ui/button';
import { ListEmpty } from '../../../components/ui/list-states';
import { PagedResults } from '../../../components/ui/paged-results';
import { SearchFilters } from '../../../components/ui/search-filters';
import { Skeleton } from '../../../components/ui/skeleton';

const SKELETON_ROWS = [0, 1, 2, 3, 4];

interface TAdminListProps<T> {
  /** Names the list's texts (`admin:<section>.search`, `.total`, `.empty`…, `admin:errors.<section>`) and test ids (`admin-<section>-…`). */
  section: 'users' | 'purchases';
  query: Parameters<typeof PagedResults<T>>[0]['query'];
  search: string;
  onSearch: (q: string) => void;
  /** Whether a search or filter applies: an empty page then means "no matches" rather than "nothing yet". */
  filtered: boolean;
  onClear: () => void;
  /** The filters after the search box. */
  filters: ReactNode;
  emptyIcon: LucideIcon;
  /** The height of a placeholder row, like the rows it stands for. */
  skeletonRow: string;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** The rows of the page. */
  children: (page: TPage<T>) => ReactNode;
}

/** An admin list: search and filters, the count, then a page of rows or its loading, error or empty state, and the pager. */
export function AdminList<T>({ section, query, search, onSearch, filtered, onClear, filters, emptyIcon, skeletonRow, page, pageCount, onPageChange, children }: TAdminListProps<T>) {
  const { t } = useTranslation('admin');
  return (
    <div className="grid grid-cols-1 gap-4" data-testid={`admin-${section}`}>
      <SearchFilters
        search={search}
        onSearch={onSearch}
        searchLabel={t(`${section}.search`)}
        searchTestId={`admin-${section}-search`}
        searchMaxLength={200}
        filtered={filtered}
        onClear={onClear}
        clearLabel={t('filters.clear')}
      >
        {filters}
      </SearchFilters>
      <p className="text-sm text-muted-foreground" aria-live="polite" data-testid={`admin-${section}-total`}>
        {query.data ? t(`${section}.total`, { count: query.data.total }) : '\u00a0'}
      </p>
      <PagedResults
        query={query}
        errorTexts={{ message: t(`errors.${section}`), retry: t('common:actions.retry') }}
        skeleton={
          <div className="grid gap-2" aria-busy="true">
            {SKELETON_ROWS.map((i) => (
              <Skeleton key={i} className={`${skeletonRow} w-full`} />
            ))}
          </div>
        }
        empty={
          filtered ? (
            <ListEmpty
              icon={SearchX}
              title={t(`${section}.noMatches`)}
              text={t(`${section}.noMatchesText`)}
              action={
                <Button variant="outline" onClick={onClear}>
                  {t('filters.clear')}
                </Button>
              }
              testId={`admin-${section}-empty`}
            />
          ) : (
            <ListEmpty icon={emptyIcon} title={t(`${section}.empty`)} text={t(`${section}.emptyText`)} testId={`admin-${section}-empty`} />
          )
        }
        pagination={{
          page,
          pageCount,
          onPageChange,
          labels: { status: t('pagination.status', { page, pageCount }), previous: t('pagination.previous'), next: t('pagination.next') },
        }}
      >
        {children}
      </PagedResults>
    </div>
  );
}
