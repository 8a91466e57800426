import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

type TFilterValue = string | number;

/** `value` when it is one of `values`, else '' (an address typed by hand or left from an older version). */
export function oneOfParam<T extends string>(values: readonly T[], value: string | null): T | '' {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : '';
}

function pageOf(searchParams: URLSearchParams): number {
  return Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
}

const NO_DEFAULTS = {};

/**
 * A list's page and filters kept in the address, so a reload, a shared link and the way back from
 * a record all show the same list. `read` turns the address into the filters and `defaults` names
 * the filter values the address leaves out; both should be defined once, outside the component,
 * so the answers stay the same object between renders.
 */
export function useListUrlParams<TParams extends { page: number }>(
  read: (searchParams: URLSearchParams) => Omit<TParams, 'page'>,
  defaults: Partial<Record<keyof TParams, TFilterValue>> = NO_DEFAULTS,
) {
  const [searchParams, setSearchParams] = useSearchParams();

  const params = useMemo(() => ({ page: pageOf(searchParams), ...read(searchParams) }) as TParams, [searchParams, read]);

  /** Any change of what is listed starts again at page 1. */
  const setFilters = useCallback(
    (change: Partial<Omit<TParams, 'page'>>) =>
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(change) as [keyof TParams & string, TFilterValue | undefined][]) {
            if (value && value !== defaults[key]) next.set(key, String(value));
            else next.delete(key);
          }
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams, defaults],
  );

  const setPage = useCallback(
    (page: number) =>
      setSearchParams((prev) => {
        const next = new URLSearchParams(prev);
        if (page > 1) next.set('page', String(page));
        else next.delete('page');
        return next;
      }),
    [setSearchParams],
  );

  return { params, setFilters, setPage };
}

/**
 * Sets one parameter of the address (removed when empty), replacing the history entry unless
 * `replace` is false: a screen's view, or the record open in its detail.
 */
export function useSearchParamSetter() {
  const [, setSearchParams] = useSearchParams();
  return useCallback(
    (key: string, value: string | null, replace = true) =>
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace },
      ),
    [setSearchParams],
  );
}
