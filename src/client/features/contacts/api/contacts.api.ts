import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TPage } from '@shared/common/pagination';
import type { TContactStatus } from '@shared/contacts/contacts.constants';
import type { TContact, TContactCreate, TContactUpdate } from '@shared/contacts/contacts.schema';
import { api } from '../../../lib/api';

export interface TContactListParams {
  page: number;
  pageSize: number;
  q: string;
  status: TContactStatus | '';
}

export const contactKeys = {
  all: ['contacts'] as const,
  list: (params: TContactListParams) => ['contacts', 'list', params] as const,
};

function listPath(params: TContactListParams): string {
  const search = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize) });
  if (params.q) search.set('q', params.q);
  if (params.status) search.set('status', params.status);
  return `/api/contacts?${search}`;
}

export function useContacts(params: TContactListParams) {
  return useQuery({
    queryKey: contactKeys.list(params),
    queryFn: ({ signal }) => api<TPage<TContact>>('GET', listPath(params), undefined, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Contacts feed the people list; a new contact may also have become a prospect or a team member,
 * which the dashboard counts.
 */
function invalidateContactViews(queryClient: QueryClient, alsoCreated = false) {
  const keys: (readonly string[])[] = [contactKeys.all, ['people']];
  if (alsoCreated) keys.push(['prospects'], ['team-members'], ['dashboard']);
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useCreateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TContactCreate) => api<TContact>('POST', '/api/contacts', body),
    onSuccess: (_contact, body) => invalidateContactViews(queryClient, body.alsoAddAsProspect || body.alsoAddAsTeamMember),
  });
}

export function useUpdateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TContactUpdate }) => api<TContact>('PATCH', `/api/contacts/${encodeURIComponent(id)}`, body),
    onSuccess: () => invalidateContactViews(queryClient),
  });
}

export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>('DELETE', `/api/contacts/${encodeURIComponent(id)}`),
    onSuccess: () => invalidateContactViews(queryClient),
  });
}
