import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TImportDataType } from '@shared/import/import.constants';
import type { TImportMapping, TImportPreview, TImportResult, TImportStreamLine, TImportTemplate, TImportTemplateCreate } from '@shared/import/import.schema';
import { ApiError, api } from '../../../lib/api';
import { i18n } from '../../../lib/i18n';

/** What the wizard sends beside the file on each call after the preview. */
export interface TImportRequest {
  dataType: TImportDataType;
  file: File;
  mapping: TImportMapping;
  skipInvalid?: boolean;
  dryRun?: boolean;
}

function formOf(request: Pick<TImportRequest, 'file'> & Partial<TImportRequest>): FormData {
  const form = new FormData();
  if (request.mapping) form.set('mapping', JSON.stringify(request.mapping));
  if (request.skipInvalid !== undefined) form.set('skipInvalid', String(request.skipInvalid));
  if (request.dryRun !== undefined) form.set('dryRun', String(request.dryRun));
  // The file goes last: the fields above are small and read first.
  form.set('file', request.file, request.file.name);
  return form;
}

/** POSTs a multipart form; answers the response once it is known to be a success, or throws the contract's ApiError. */
async function postForm(path: string, form: FormData, init: { accept?: string; signal?: AbortSignal } = {}): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'accept-language': i18n.resolvedLanguage ?? 'en', ...(init.accept && { accept: init.accept }) },
      body: form,
      signal: init.signal,
    });
  } catch (cause) {
    if ((cause as Error).name === 'AbortError') throw cause;
    throw new ApiError(0, { code: 'unavailable', message: 'network_error' });
  }
  if (response.ok) return response;
  const body = (await response.json().catch(() => null)) as { error?: ConstructorParameters<typeof ApiError>[1] } | null;
  throw new ApiError(response.status, body?.error ?? { code: 'internal', message: response.statusText || 'Request failed' });
}

export async function previewImport(dataType: TImportDataType, file: File, signal?: AbortSignal): Promise<TImportPreview> {
  return (await postForm(`/api/import/${dataType}/preview`, formOf({ file }), { signal })).json() as Promise<TImportPreview>;
}

type TProgressLine = Extract<TImportStreamLine, { phase: string }>;

/**
 * Runs (or, with `dryRun`, validates) an import and follows the server's real progress: the
 * answer is a stream of JSON lines read as they arrive. Aborting `signal` cancels the request,
 * and the server rolls the whole import back.
 */
export async function runImport(request: TImportRequest, onProgress: (line: TProgressLine) => void, signal?: AbortSignal): Promise<TImportResult> {
  const response = await postForm(`/api/import/${request.dataType}`, formOf(request), { accept: 'application/x-ndjson', signal });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
    const lines = buffer.split('\n');
    buffer = done ? '' : lines.pop()!;
    for (const line of lines) {
      if (!line.trim()) continue;
      const parsed = JSON.parse(line) as TImportStreamLine;
      if ('result' in parsed) return parsed.result;
      if ('error' in parsed) throw new ApiError(400, { ...parsed.error, code: parsed.error.code as ApiError['code'] });
      onProgress(parsed);
    }
    if (done) throw new ApiError(0, { code: 'unavailable', message: 'network_error' });
  }
}

/** The rows that would be skipped, with their reasons, saved as a CSV file by the browser. */
export async function downloadRejectedRows(request: TImportRequest): Promise<void> {
  const response = await postForm(`/api/import/${request.dataType}/rejected`, formOf(request));
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: `rejected-${request.dataType}.csv` });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

const templatesKey = (dataType: TImportDataType) => ['import-templates', dataType] as const;

export function useImportTemplates(dataType: TImportDataType, enabled = true) {
  return useQuery({
    queryKey: templatesKey(dataType),
    queryFn: ({ signal }) => api<{ items: TImportTemplate[] }>('GET', `/api/import/templates?dataType=${dataType}`, undefined, { signal }),
    enabled,
  });
}

export function useSaveImportTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TImportTemplateCreate) => api<TImportTemplate>('POST', '/api/import/templates', input),
    onSuccess: (template) => queryClient.invalidateQueries({ queryKey: templatesKey(template.dataType) }),
  });
}

export function useDeleteImportTemplate(dataType: TImportDataType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>('DELETE', `/api/import/templates/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesKey(dataType) }),
  });
}
