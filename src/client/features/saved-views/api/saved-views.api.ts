import { useQuery } from '@tanstack/react-query';
import type { TSavedView, TSavedViewCreate, TSavedViewList, TSavedViewScope, TSavedViewUpdate } from '@shared/saved-views/saved-views.schema';
import { api } from '../../../lib/api';
import { createResourceMutations } from '../../../lib/resource-mutations';

export const SAVED_VIEWS_KEY = ['saved-views'] as const;

/** The signed-in seller's saved views of one list, by name. */
export function useSavedViews(scope: TSavedViewScope) {
  return useQuery({
    queryKey: [...SAVED_VIEWS_KEY, scope],
    queryFn: ({ signal }) => api<TSavedViewList>('GET', `/api/saved-views?scope=${scope}`, undefined, { signal }),
  });
}

const savedViewMutations = createResourceMutations<TSavedView, TSavedViewCreate, TSavedViewUpdate>({ path: '/api/saved-views', invalidates: [SAVED_VIEWS_KEY] });

export const useCreateSavedView = savedViewMutations.useCreate;
export const useUpdateSavedView = savedViewMutations.useUpdate;
export const useDeleteSavedView = savedViewMutations.useDelete;
