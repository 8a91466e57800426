import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TPage } from '@shared/common/pagination';
import type { TPerson } from '@shared/people/people.schema';
import type { TTaskLinkType } from '@shared/tasks/tasks.constants';
import { api } from '../../../lib/api';

const OPTIONS_SIZE = 20;

/** A person a task can be linked to or assigned to, as a combobox option. */
export interface TPersonOption {
  id: string;
  /** What the combobox shows: the name, followed by the kind of person when several kinds are offered. */
  name: string;
  type: TTaskLinkType;
  personName: string;
}

/** People whose name matches `q`, of one kind or of every kind, for the link and assignee pickers. */
export function usePeopleOptions(q: string, enabled: boolean, type: TTaskLinkType | null, labelOf: (person: TPerson) => string) {
  return useQuery({
    queryKey: ['people', 'task-options', type, q],
    queryFn: async ({ signal }): Promise<TPersonOption[]> => {
      const params = new URLSearchParams({ pageSize: String(OPTIONS_SIZE) });
      if (type) params.set('type', type);
      if (q) params.set('q', q);
      const page = await api<TPage<TPerson>>('GET', `/api/people?${params}`, undefined, { signal });
      return page.items.map((person) => ({ id: person.id, name: labelOf(person), type: person.type, personName: person.name }));
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}

const PERSON_PATHS: Record<TTaskLinkType, string> = { prospect: '/api/prospects', contact: '/api/contacts', teamMember: '/api/team-members' };

/** The name of the person a filter in the address points at (the address holds only the id). */
export function usePersonName(type: TTaskLinkType | null, id: string) {
  return useQuery({
    queryKey: ['people', 'name', type, id],
    queryFn: async ({ signal }) => (await api<{ name: string }>('GET', `${PERSON_PATHS[type ?? 'prospect']}/${encodeURIComponent(id)}`, undefined, { signal })).name,
    enabled: !!type && !!id,
    staleTime: Infinity,
  });
}
