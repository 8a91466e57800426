import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCommission, TCommissionCreate, TCommissionMetrics, TCommissionUpdate } from '@shared/commissions/commissions.schema';
import type { TCommissionStatus, TCommissionType } from '@shared/commissions/commissions.constants';
import type { TPage } from '@shared/common/pagination';
import type { TProspect } from '@shared/prospects/prospects.schema';
import type { TComboOption } from '../../../components/ui/combobox';
import { api } from '../../../lib/api';

export const COMMISSIONS_PAGE_SIZE = 20;
/** How many prospects the picker offers per search. */
const PROSPECT_OPTIONS_SIZE = 10;

export const COMMISSION_SORTS = ['date:desc', 'date:asc', 'amountCents:desc', 'amountCents:asc'] as const;
export type TCommissionSort = (typeof COMMISSION_SORTS)[number];

export interface TCommissionFilters {
  status: TCommissionStatus | '';
  type: TCommissionType | '';
  sort: TCommissionSort;
}

const COMMISSIONS_KEY = ['commissions'] as const;

export function useCommissions(filters: TCommissionFilters, page: number) {
  return useQuery({
    queryKey: [...COMMISSIONS_KEY, 'list', filters, page],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(page), pageSize: String(COMMISSIONS_PAGE_SIZE), sort: filters.sort });
      if (filters.status) params.set('status', filters.status);
      if (filters.type) params.set('type', filters.type);
      return api<TPage<TCommission>>('GET', `/api/commissions?${params}`, undefined, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

export function useCommissionMetrics() {
  return useQuery({
    queryKey: [...COMMISSIONS_KEY, 'metrics'],
    queryFn: ({ signal }) => api<TCommissionMetrics>('GET', '/api/commissions/metrics', undefined, { signal }),
  });
}

/** Team members whose name matches `q` (the server answers at most 20). */
export function useTeamMemberOptions(q: string, enabled: boolean) {
  return useQuery({
    queryKey: ['team-members', 'options', q],
    queryFn: ({ signal }) => api<TComboOption[]>('GET', `/api/team-members/options?${new URLSearchParams({ q })}`, undefined, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Prospects whose name matches `q`, for the commission's optional prospect. */
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

/** Commission changes also move the dashboard's and the sidebar's month total. */
function useInvalidateCommissions() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: COMMISSIONS_KEY }), queryClient.invalidateQueries({ queryKey: ['dashboard'] })]);
}

export function useCreateCommission() {
  const invalidate = useInvalidateCommissions();
  return useMutation({
    mutationFn: (body: TCommissionCreate) => api<TCommission>('POST', '/api/commissions', body),
    onSuccess: invalidate,
  });
}

export function useUpdateCommission() {
  const invalidate = useInvalidateCommissions();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TCommissionUpdate }) => api<TCommission>('PATCH', `/api/commissions/${id}`, body),
    onSuccess: invalidate,
  });
}

export function useDeleteCommission() {
  const invalidate = useInvalidateCommissions();
  return useMutation({
    mutationFn: (id: string) => api<void>('DELETE', `/api/commissions/${id}`),
    onSuccess: invalidate,
  });
}
