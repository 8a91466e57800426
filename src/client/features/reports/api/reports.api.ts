import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { TReportExportRequest, TReportMeta, TReportMetaQuery, TReportPreview, TReportPreviewRequest } from '@shared/reports/reports.schema';
import { api, ApiError } from '../../../lib/api';
import { i18n } from '../../../lib/i18n';

export const REPORTS_KEY = ['reports'] as const;

/** The fields of the type and the rows of the period (the row range's maximum). */
export function useReportMeta(query: TReportMetaQuery | null) {
  return useQuery({
    queryKey: [...REPORTS_KEY, 'meta', query],
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ type: query!.type, period: query!.period });
      if (query!.from) search.set('from', query!.from);
      if (query!.to) search.set('to', query!.to);
      return api<TReportMeta>('GET', `/api/reports/meta?${search}`, undefined, { signal });
    },
    placeholderData: keepPreviousData,
    enabled: query !== null,
    // Rows come and go as the seller works: a count a minute old is fine, an hour old is not.
    staleTime: 60_000,
  });
}

/** A preview with the request it answers: kept on screen while the next one loads, it is drawn with its own type and fields. */
export interface TAnsweredPreview {
  request: TReportPreviewRequest;
  preview: TReportPreview;
}

/** The counts by group and the first rows, for a valid request (null: nothing to ask yet). */
export function useReportPreview(request: TReportPreviewRequest | null) {
  return useQuery({
    queryKey: [...REPORTS_KEY, 'preview', request],
    queryFn: async ({ signal }): Promise<TAnsweredPreview> => ({ request: request!, preview: await api<TReportPreview>('POST', '/api/reports/preview', request, { signal }) }),
    placeholderData: keepPreviousData,
    enabled: request !== null,
    staleTime: 60_000,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

/** The file name the server gives in Content-Disposition (the UTF-8 form first). */
function filenameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (utf8) return decodeURIComponent(utf8);
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallback;
}

/**
 * Posts the request and saves the answer as a file: fetch, then a blob behind a temporary link
 * (a form post could not send JSON nor show the API's error). Errors are ApiErrors like any call.
 */
export async function downloadReport(request: TReportExportRequest): Promise<string> {
  let response: Response;
  try {
    response = await fetch('/api/reports/export', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'accept-language': i18n.resolvedLanguage ?? i18n.language ?? 'en' },
      body: JSON.stringify(request),
    });
  } catch {
    throw new ApiError(0, { code: 'unavailable', message: 'network_error' });
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: ConstructorParameters<typeof ApiError>[1] } | null;
    throw new ApiError(response.status, body?.error ?? { code: 'internal', message: response.statusText || 'Export failed' });
  }
  const blob = await response.blob();
  const filename = filenameOf(response, `report.${request.format}`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download once click() returns; the URL can go after a tick.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return filename;
}

export function useExportReport() {
  return useMutation({ mutationFn: downloadReport });
}
