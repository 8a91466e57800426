import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TPage } from '@shared/common/pagination';
import type { TContact } from '@shared/contacts/contacts.schema';
import type { TComboOption } from '../../../components/ui/combobox';
import { api } from '../../../lib/api';

const CONTACT_OPTIONS_SIZE = 10;

/** Contacts whose name matches `q`, for the calendar item's linked-record picker. */
export function useContactOptions(q: string, enabled: boolean) {
  return useQuery({
    queryKey: ['contacts', 'options', q],
    queryFn: async ({ signal }): Promise<TComboOption[]> => {
      const params = new URLSearchParams({ pageSize: String(CONTACT_OPTIONS_SIZE) });
      if (q) params.set('q', q);
      const page = await api<TPage<TContact>>('GET', `/api/contacts?${params}`, undefined, { signal });
      return page.items.map((c) => ({ id: c.id, name: c.name }));
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}
