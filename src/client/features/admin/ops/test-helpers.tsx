import type { ReactElement } from 'react';
import { renderWithRouter, stubFetch } from '../../../app/test-utils';
import { loadStrings } from '../../../lib/i18n';

type TAnswers = Parameters<typeof stubFetch>[0];

/**
 * Before an admin tab's tests: its strings, which the test setup (signed-in area only) does not
 * load, and the ResizeObserver that Radix switches measure with and jsdom lacks.
 */
export function loadOpsStrings() {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  return loadStrings('adminOps');
}

/** Renders one admin tab at `/admin?…` with `fetch` answering from `answers` (others: 404). */
export function renderTab(ui: ReactElement, answers: TAnswers, url = '/admin') {
  const table: TAnswers = { ...answers };
  const fetchMock = stubFetch(table);
  const utils = renderWithRouter(ui, { url, path: '/admin' });
  return { ...utils, fetchMock, table };
}

/** The calls `fetch` got for one method and path, with their JSON bodies and query strings. */
export function callsTo(fetchMock: ReturnType<typeof stubFetch>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([url, init]) => (init?.method ?? 'GET') === method && new URL(String(url), 'http://localhost').pathname === path)
    .map(([url, init]) => ({ search: new URL(String(url), 'http://localhost').searchParams, body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined }));
}
