import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, waitFor } from '@testing-library/react';
import { makeProfile, renderWithRouter, stubFetch } from '../test-utils';
import { browserTimeZone, rememberManualTimeZone } from '../../lib/time-zone';
import { useProfile } from '../../features/profile/api/profile';
import { useTimeZoneSync } from './use-time-zone-sync';

function Probe() {
  const { data } = useProfile();
  useTimeZoneSync(data);
  return null;
}

function renderWith(timeZone: string) {
  const fetchMock = stubFetch({ 'GET /api/me': { body: makeProfile({ timeZone }) }, 'PATCH /api/me': { body: makeProfile({ timeZone: browserTimeZone() }) } });
  renderWithRouter(<Probe />, { url: '/x' });
  return fetchMock;
}

const patches = (fetchMock: ReturnType<typeof stubFetch>) => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH').map(([, init]) => JSON.parse(String(init?.body)));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('useTimeZoneSync', () => {
  it('gives the profile this browser zone once when they differ', async () => {
    const fetchMock = renderWith('Pacific/Chatham');
    await waitFor(() => expect(patches(fetchMock)).toEqual([{ timeZone: browserTimeZone() }]));
  });

  it('leaves a zone alone that already matches, or that the seller chose by hand', async () => {
    const same = renderWith(browserTimeZone());
    await waitFor(() => expect(same.mock.calls.some(([url]) => String(url) === '/api/me')).toBe(true));
    expect(patches(same)).toEqual([]);
    cleanup();
    rememberManualTimeZone(true);
    const chosen = renderWith('Pacific/Chatham');
    await waitFor(() => expect(chosen.mock.calls.some(([url]) => String(url) === '/api/me')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(patches(chosen)).toEqual([]);
  });
});
