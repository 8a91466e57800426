import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api';

interface TResourceOptions {
  /** The collection, e.g. `/api/activities`; one record is `${path}/${id}`. */
  path: string;
  /** The cached queries a change makes stale: the resource's own, then the views it feeds. */
  invalidates: readonly (readonly unknown[])[];
  updateMethod?: 'PATCH' | 'PUT';
}

/**
 * The create, update and delete hooks of a REST resource, each refreshing the same cached views
 * once the server answers. `useInvalidate` is there for the resource's other actions.
 */
export function createResourceMutations<TRecord, TCreate, TUpdate>({ path, invalidates, updateMethod = 'PATCH' }: TResourceOptions) {
  function useInvalidate() {
    const queryClient = useQueryClient();
    return () => Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  }

  function useCreate() {
    const invalidate = useInvalidate();
    return useMutation({ mutationFn: (body: TCreate) => api<TRecord>('POST', path, body), onSuccess: invalidate });
  }

  function useUpdate() {
    const invalidate = useInvalidate();
    return useMutation({
      mutationFn: ({ id, body }: { id: string; body: TUpdate }) => api<TRecord>(updateMethod, `${path}/${id}`, body),
      onSuccess: invalidate,
    });
  }

  function useDelete() {
    const invalidate = useInvalidate();
    return useMutation({ mutationFn: (id: string) => api<void>('DELETE', `${path}/${id}`), onSuccess: invalidate });
  }

  return { useInvalidate, useCreate, useUpdate, useDelete };
}
