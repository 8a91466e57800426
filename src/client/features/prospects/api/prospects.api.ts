import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TPage } from '@shared/common/pagination';
import type { TLeadSource, TProspectStatus } from '@shared/prospects/prospects.constants';
import type { TProspect, TProspectComment, TProspectCreate, TProspectTimeline, TProspectUpdate } from '@shared/prospects/prospects.schema';
import { api } from '../../../lib/api';

/** How many prospects a picker offers per search. */
const PROSPECT_OPTIONS_SIZE = 10;

export interface TProspectListParams {
  page: number;
  pageSize: number;
  q: string;
  status: TProspectStatus | '';
  source: TLeadSource | '';
  /** `field:asc` or `field:desc`, a field of PROSPECT_SORT_FIELDS. */
  sort: string;
}

export const prospectKeys = {
  all: ['prospects'] as const,
  lists: ['prospects', 'list'] as const,
  list: (params: TProspectListParams) => ['prospects', 'list', params] as const,
  detail: (id: string) => ['prospects', 'detail', id] as const,
  timeline: (id: string) => ['prospects', 'detail', id, 'timeline'] as const,
};

function listPath(params: TProspectListParams): string {
  const search = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize), sort: params.sort });
  if (params.q) search.set('q', params.q);
  if (params.status) search.set('status', params.status);
  if (params.source) search.set('source', params.source);
  return `/api/prospects?${search}`;
}

export function useProspects(params: TProspectListParams) {
  return useQuery({
    queryKey: prospectKeys.list(params),
    queryFn: ({ signal }) => api<TPage<TProspect>>('GET', listPath(params), undefined, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useProspect(id: string) {
  return useQuery({
    queryKey: prospectKeys.detail(id),
    queryFn: ({ signal }) => api<TProspect>('GET', `/api/prospects/${encodeURIComponent(id)}`, undefined, { signal }),
  });
}

/** Prospects whose name matches `q`, for the prospect pickers of other screens. */
export function useProspectOptions(q: string, enabled: boolean) {
  return useQuery({
    queryKey: ['prospects', 'options', q],
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ pageSize: String(PROSPECT_OPTIONS_SIZE) });
      if (q) params.set('q', q);
      const page = await api<TPage<TProspect>>('GET', `/api/prospects?${params}`, undefined, { signal });
      return page.items.map((p) => ({ id: p.id, name: p.name }));
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Prospects also feed the people list and the dashboard figures. */
function invalidateProspectViews(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: prospectKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['people'] }),
    queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
  ]);
}

export function useCreateProspect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TProspectCreate) => api<TProspect>('POST', '/api/prospects', body),
    onSuccess: () => invalidateProspectViews(queryClient),
  });
}

export function useUpdateProspect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TProspectUpdate }) => api<TProspect>('PATCH', `/api/prospects/${encodeURIComponent(id)}`, body),
    onSuccess: (prospect) => {
      queryClient.setQueryData(prospectKeys.detail(prospect.id), prospect);
      return invalidateProspectViews(queryClient);
    },
  });
}

export function useDeleteProspect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>('DELETE', `/api/prospects/${encodeURIComponent(id)}`),
    // The open detail page must not refetch into a 404 while it navigates away: its entry is
    // only marked stale, so a later visit asks the server again.
    onSuccess: (_result, id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: prospectKeys.detail(id), refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: prospectKeys.lists }),
        queryClient.invalidateQueries({ queryKey: ['people'] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
}

/** The prospect's activities, comments and stage changes, newest first. */
export function useProspectTimeline(prospectId: string) {
  return useQuery({
    queryKey: prospectKeys.timeline(prospectId),
    queryFn: ({ signal }) => api<TProspectTimeline>('GET', `/api/prospects/${encodeURIComponent(prospectId)}/timeline`, undefined, { signal }),
  });
}

export function useAddComment(prospectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => api<TProspectComment>('POST', `/api/prospects/${encodeURIComponent(prospectId)}/comments`, { body }),
    onSuccess: (comment) => {
      queryClient.setQueryData<TProspectTimeline>(prospectKeys.timeline(prospectId), (timeline) =>
        timeline ? { ...timeline, items: [{ kind: 'comment', id: comment.id, at: comment.createdAt, comment }, ...timeline.items] } : timeline,
      );
      return queryClient.invalidateQueries({ queryKey: prospectKeys.timeline(prospectId) });
    },
  });
}

export function useDeleteComment(prospectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => api<void>('DELETE', `/api/prospects/${encodeURIComponent(prospectId)}/comments/${encodeURIComponent(commentId)}`),
    onSuccess: (_result, commentId) => {
      queryClient.setQueryData<TProspectTimeline>(prospectKeys.timeline(prospectId), (timeline) =>
        timeline ? { ...timeline, items: timeline.items.filter((item) => !(item.kind === 'comment' && item.id === commentId)) } : timeline,
      );
      return queryClient.invalidateQueries({ queryKey: prospectKeys.timeline(prospectId) });
    },
  });
}
