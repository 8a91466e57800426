import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { oneOfParam, useListUrlParams } from './use-list-url-params';

const STATUSES = ['hot', 'cold'] as const;

interface TParams {
  page: number;
  q: string;
  status: (typeof STATUSES)[number] | '';
  sort: string;
}

const read = (search: URLSearchParams): Omit<TParams, 'page'> => ({
  q: search.get('q') ?? '',
  status: oneOfParam(STATUSES, search.get('status')),
  sort: search.get('sort') ?? 'name',
});
const DEFAULTS = { sort: 'name' };

function renderParams(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  return renderHook(() => ({ list: useListUrlParams<TParams>(read, DEFAULTS), location: useLocation() }), { wrapper });
}

afterEach(cleanup);

describe('useListUrlParams', () => {
  it('reads the page and the filters from the address, ignoring values it does not know', () => {
    const { result } = renderParams('/list?page=3&q=ana&status=lukewarm');
    expect(result.current.list.params).toEqual({ page: 3, q: 'ana', status: '', sort: 'name' });
  });

  it('falls back to page 1 for a missing, zero or unreadable page', () => {
    for (const url of ['/list', '/list?page=0', '/list?page=abc', '/list?page=-2']) {
      expect(renderParams(url).result.current.list.params.page).toBe(1);
    }
  });

  it('starts a filter change at page 1 and leaves empty and default values out of the address', () => {
    const { result } = renderParams('/list?page=4&q=ana&sort=date');
    act(() => result.current.list.setFilters({ status: 'hot', q: '', sort: 'name' }));
    expect(result.current.location.search).toBe('?status=hot');
    expect(result.current.list.params).toEqual({ page: 1, q: '', status: 'hot', sort: 'name' });
  });

  it('keeps page 1 out of the address', () => {
    const { result } = renderParams('/list?q=ana');
    act(() => result.current.list.setPage(2));
    expect(result.current.location.search).toBe('?q=ana&page=2');
    act(() => result.current.list.setPage(1));
    expect(result.current.location.search).toBe('?q=ana');
  });
});
