import type { ReactNode } from 'react';
import { QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

describe('createQueryClient', () => {
  it('keeps the spec defaults: stale after 5 minutes, no refetch on focus', () => {
    const client = createQueryClient();
    expect(client.getDefaultOptions().queries).toMatchObject({ staleTime: 300_000, gcTime: 1_800_000, refetchOnWindowFocus: false });
    expect(client.getQueryDefaults(['prospects', 'list']).staleTime).toBeUndefined();
  });

  it('never treats activity queries as fresh', () => {
    expect(createQueryClient().getQueryDefaults(['activities', 'list', {}, 1]).staleTime).toBe(0);
  });

  it('refetches shown activities after a change made by any feature', async () => {
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const fetchActivities = vi.fn().mockResolvedValue([]);
    const fetchProspects = vi.fn().mockResolvedValue([]);
    renderHook(() => useQuery({ queryKey: ['activities', 'list'], queryFn: fetchActivities }), { wrapper });
    renderHook(() => useQuery({ queryKey: ['prospects', 'list'], queryFn: fetchProspects }), { wrapper });
    await waitFor(() => expect(fetchActivities).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(fetchProspects).toHaveBeenCalledTimes(1));

    // A prospect change, from the prospects feature, which knows nothing of activities.
    const { result } = renderHook(() => useMutation({ mutationFn: async () => 'renamed' }), { wrapper });
    await act(() => result.current.mutateAsync());
    await waitFor(() => expect(fetchActivities).toHaveBeenCalledTimes(2));
    expect(fetchProspects).toHaveBeenCalledTimes(1);
  });

  it('refetches activities on every mount, while other lists come from the cache', async () => {
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const fetchActivities = vi.fn().mockResolvedValue([]);
    const first = renderHook(() => useQuery({ queryKey: ['activities', 'metrics'], queryFn: fetchActivities }), { wrapper });
    await waitFor(() => expect(fetchActivities).toHaveBeenCalledTimes(1));
    first.unmount();
    renderHook(() => useQuery({ queryKey: ['activities', 'metrics'], queryFn: fetchActivities }), { wrapper });
    await waitFor(() => expect(fetchActivities).toHaveBeenCalledTimes(2));
  });
});
