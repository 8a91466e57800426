import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TCommission, TCommissionCreate, TCommissionMetrics, TCommissionUpdate } from '@shared/commissions/commissions.schema';
import type { TCommissionStatus, TCommissionType } from '@shared/commissions/commissions.constants';
import type { TPage } from '@shared/common/pagination';
import type { TComboOption } from '../../../components/ui/combobox';
import { api } from '../../../lib/api';
import { createResourceMutations } from '../../../lib/resource-mutations';

export const COMMISSIONS_PAGE_SIZE = 20;

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

/** Commission changes also move the dashboard's and the sidebar's month total. */
const commissionMutations = createResourceMutations<TCommission, TCommissionCreate, TCommissionUpdate>({
  path: '/api/commissions',
  invalidates: [COMMISSIONS_KEY, ['dashboard']],
});

export const useCreateCommission = commissionMutations.useCreate;
export const useUpdateCommission = commissionMutations.useUpdate;
export const useDeleteCommission = commissionMutations.useDelete;
