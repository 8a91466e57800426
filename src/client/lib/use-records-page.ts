import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TPage } from '@shared/common/pagination';
import { pageCountOf, useClampedPage } from '../components/ui/pagination';

/**
 * The state of a page listing records with filters, pages, an add/edit dialog and a delete
 * confirmation. New filters start again at page 1; closing the dialog keeps its record so the
 * title does not change while it closes.
 */
export function useRecordsPage<TRecord, TFilters>(
  initialFilters: TFilters,
  pageSize: number,
  useList: (filters: TFilters, page: number) => UseQueryResult<TPage<TRecord>>,
) {
  const [filters, setFilters] = useState(initialFilters);
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<{ open: boolean; record: TRecord | null }>({ open: false, record: null });
  const [deleting, setDeleting] = useState<TRecord | null>(null);
  const list = useList(filters, page);
  const pageCount = pageCountOf(list.data?.total ?? 0, pageSize);

  useClampedPage(page, pageCount, !!list.data && !list.isPlaceholderData, setPage);

  const applyFilters = (next: TFilters) => {
    setFilters(next);
    setPage(1);
  };

  return {
    filters,
    applyFilters,
    page,
    setPage,
    pageCount,
    list,
    editor: {
      ...dialog,
      openAdd: () => setDialog({ open: true, record: null }),
      openEdit: (record: TRecord) => setDialog({ open: true, record }),
      setOpen: (open: boolean) => setDialog((current) => ({ ...current, open })),
    },
    deleting,
    setDeleting,
  };
}
