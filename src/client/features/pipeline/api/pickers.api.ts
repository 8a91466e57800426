import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TPage } from '@shared/common/pagination';
import type { TContact } from '@shared/contacts/contacts.schema';
import type { TTeamMember } from '@shared/team/team.schema';
import type { TComboOption } from '../../../components/ui/combobox';
import { api } from '../../../lib/api';
import type { TContactOption } from '../lib/deal-form';

const OPTIONS_SIZE = 20;

function optionsQuery(path: string, q: string) {
  const params = new URLSearchParams({ pageSize: String(OPTIONS_SIZE) });
  if (q) params.set('q', q);
  return `${path}?${params}`;
}

/** Contacts whose name matches `q`, for the deal's contact picker (with their company). */
export function useDealContactOptions(q: string, enabled: boolean) {
  return useQuery({
    queryKey: ['contacts', 'deal-options', q],
    queryFn: async ({ signal }): Promise<TContactOption[]> => {
      const page = await api<TPage<TContact>>('GET', optionsQuery('/api/contacts', q), undefined, { signal });
      return page.items.map((contact) => ({ id: contact.id, name: contact.name, company: contact.company }));
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Team members whose name matches `q`, for the assigned rep. */
export function useRepOptions(q: string, enabled: boolean) {
  return useQuery({
    queryKey: ['team-members', 'deal-options', q],
    queryFn: async ({ signal }): Promise<TComboOption[]> => {
      const page = await api<TPage<TTeamMember>>('GET', optionsQuery('/api/team-members', q), undefined, { signal });
      return page.items.map((member) => ({ id: member.id, name: member.name }));
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}
