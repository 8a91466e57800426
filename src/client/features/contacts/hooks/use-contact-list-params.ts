import { PAGE_SIZE_DEFAULT } from '@shared/common/pagination';
import { CONTACT_STATUSES } from '@shared/contacts/contacts.constants';
import { oneOfParam, useListUrlParams } from '../../../lib/use-list-url-params';
import type { TContactListParams } from '../api/contacts.api';

function readParams(searchParams: URLSearchParams): Omit<TContactListParams, 'page'> {
  return { pageSize: PAGE_SIZE_DEFAULT, q: searchParams.get('q') ?? '', status: oneOfParam(CONTACT_STATUSES, searchParams.get('status')) };
}

/** Search, status and page live in the address, so a reload or a shared link shows the same list. */
export function useContactListParams() {
  const { params, setFilters, setPage } = useListUrlParams<TContactListParams>(readParams);
  return { params, setFilters, setPage, filtered: params.q !== '' || params.status !== '' };
}
