import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import { stubFetch } from '../app/test-utils';
import { createResourceMutations } from './resource-mutations';

const things = createResourceMutations<{ id: string }, { name: string }, { name?: string }>({ path: '/api/things', invalidates: [['things'], ['dashboard']] });
const members = createResourceMutations<{ id: string }, { name: string }, { name?: string }>({ path: '/api/members', invalidates: [['members']], updateMethod: 'PUT' });

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { wrapper, invalidate };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('createResourceMutations', () => {
  it('creates, updates and deletes at the resource path, then refreshes every listed view', async () => {
    const fetchMock = stubFetch({ 'POST /api/things': { status: 201, body: { id: 't1' } }, 'PATCH /api/things/t1': { body: { id: 't1' } }, 'DELETE /api/things/t1': { status: 204 } });
    const { wrapper, invalidate } = setup();
    const { result } = renderHook(() => ({ create: things.useCreate(), update: things.useUpdate(), remove: things.useDelete() }), { wrapper });

    await act(() => result.current.create.mutateAsync({ name: 'A' }));
    await act(() => result.current.update.mutateAsync({ id: 't1', body: { name: 'B' } }));
    await act(() => result.current.remove.mutateAsync('t1'));

    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`)).toEqual(['POST /api/things', 'PATCH /api/things/t1', 'DELETE /api/things/t1']);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['things'], ['dashboard'], ['things'], ['dashboard'], ['things'], ['dashboard']]);
  });

  it('replaces with PUT where the resource asks for it', async () => {
    const fetchMock = stubFetch({ 'PUT /api/members/m1': { body: { id: 'm1' } } });
    const { wrapper } = setup();
    const { result } = renderHook(() => members.useUpdate(), { wrapper });
    await act(() => result.current.mutateAsync({ id: 'm1', body: { name: 'B' } }));
    expect(fetchMock).toHaveBeenCalledWith('/api/members/m1', expect.objectContaining({ method: 'PUT' }));
  });
});
