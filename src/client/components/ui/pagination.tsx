import { useEffect } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

interface TPaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Translated texts: the "Page X of Y" line and the two button names. */
  labels: { status: string; previous: string; next: string };
}

/** "Page X of Y" with previous and next buttons; hidden when everything fits on one page. */
export function Pagination({ page, pageCount, onPageChange, labels }: TPaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className="flex items-center justify-between gap-3 pt-2" aria-label={labels.status}>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {labels.status}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
          <ChevronLeft aria-hidden="true" />
          <span className="max-sm:sr-only">{labels.previous}</span>
        </Button>
        <Button variant="outline" size="sm" onClick={() => onPageChange(page + 1)} disabled={page >= pageCount}>
          <span className="max-sm:sr-only">{labels.next}</span>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}

/** How many pages `total` rows fill, at least one. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * Steps back to the last page that exists once a fresh answer shows fewer pages than `page`
 * (after deleting the last row of the last page, or when a row leaves the current filter).
 */
export function useClampedPage(page: number, pageCount: number, settled: boolean, setPage: (page: number) => void) {
  useEffect(() => {
    if (settled && page > pageCount) setPage(pageCount);
  }, [settled, page, pageCount, setPage]);
}
