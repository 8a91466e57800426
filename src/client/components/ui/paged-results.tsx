import type { ReactNode } from 'react';
import type { TPage } from '@shared/common/pagination';
import { ListError } from './list-states';
import { Pagination } from './pagination';

interface TPagedResultsProps<T> {
  /** The list's query (TanStack Query), kept on the previous page while the next one loads. */
  query: { data: TPage<T> | undefined; isError: boolean; isFetching: boolean; isPlaceholderData: boolean; refetch: () => unknown };
  /** Translated texts of the error state. */
  errorTexts: { message: string; retry: string };
  /** Shown until the first answer. */
  skeleton: ReactNode;
  /** Shown when the page has no rows. */
  empty: ReactNode;
  /** The rows of the page. */
  children: (page: TPage<T>) => ReactNode;
  pagination: { page: number; pageCount: number; onPageChange: (page: number) => void; labels: { status: string; previous: string; next: string } };
}

/** One page of a list: its rows, or its loading, error or empty state, dimmed while the next page loads; then its pagination. */
export function PagedResults<T>({ query, errorTexts, skeleton, empty, children, pagination }: TPagedResultsProps<T>) {
  const { data } = query;
  return (
    <>
      <section aria-busy={query.isFetching} className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
        {query.isError ? (
          <ListError message={errorTexts.message} retryLabel={errorTexts.retry} onRetry={() => void query.refetch()} />
        ) : !data ? (
          skeleton
        ) : data.items.length === 0 ? (
          empty
        ) : (
          children(data)
        )}
      </section>
      {data && <Pagination {...pagination} />}
    </>
  );
}
