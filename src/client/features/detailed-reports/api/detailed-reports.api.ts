import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TDetailedReport, TDetailedReportPeriod, TDetailedReportSection } from '@shared/detailed-reports/detailed-reports.schema';
import { api } from '../../../lib/api';

export const DETAILED_REPORTS_KEY = ['detailed-reports'] as const;

export interface TReportPeriodParams {
  period: TDetailedReportPeriod;
  from?: string;
  to?: string;
}

function periodSearch(params: TReportPeriodParams): URLSearchParams {
  const search = new URLSearchParams({ period: params.period });
  if (params.period === 'custom') {
    if (params.from) search.set('from', params.from);
    if (params.to) search.set('to', params.to);
  }
  return search;
}

/** The four sections over a period; `enabled` is false without premium access or with an unfinished custom period. */
export function useDetailedReport(params: TReportPeriodParams, enabled = true) {
  return useQuery({
    queryKey: [...DETAILED_REPORTS_KEY, params],
    queryFn: ({ signal }) => api<TDetailedReport>('GET', `/api/reports/detailed?${periodSearch(params)}`, undefined, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Where one section downloads as a file (the server streams it as an attachment). */
export function exportUrl(params: TReportPeriodParams & { format: 'csv' | 'pdf'; section: TDetailedReportSection }): string {
  const search = periodSearch(params);
  search.set('format', params.format);
  search.set('section', params.section);
  return `/api/reports/detailed/export?${search}`;
}
