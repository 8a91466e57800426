import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSecurityEvent } from '@shared/admin/security-events.schema';
import { i18n } from '../../../lib/i18n';
import { securityEventSentence } from './security-sentence';
import { SecurityTab } from './SecurityTab';
import { callsTo, loadOpsStrings, renderTab } from './test-helpers';

function event(overrides: Partial<TSecurityEvent> = {}): TSecurityEvent {
  return {
    id: 'e1',
    kind: 'failed_sign_ins_account',
    userId: 'u1',
    userName: 'Ana Lopez',
    email: 'ana@example.com',
    ipAddress: '203.0.113.7',
    country: 'DE',
    details: { count: 5, windowMinutes: 15 },
    createdAt: '2026-03-02T09:00:00.000Z',
    ...overrides,
  };
}

const page = (items: TSecurityEvent[]) => ({ body: { items, total: items.length, page: 1, pageSize: 25 } });
const t = i18n.getFixedT('en', 'adminOps');

beforeAll(loadOpsStrings);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('securityEventSentence', () => {
  it('says what happened for each kind, with counts, windows and countries', () => {
    expect(securityEventSentence(event(), t, 'en')).toBe('5 failed sign-ins to this account within 15 minutes');
    expect(securityEventSentence(event({ kind: 'failed_sign_ins_address', details: { count: 1, windowMinutes: 1 } }), t, 'en')).toBe('1 failed sign-in from this address within 1 minute');
    expect(securityEventSentence(event({ kind: 'mass_deletion', details: { count: 120, windowMinutes: 10 } }), t, 'en')).toBe('120 records deleted within 10 minutes');
    expect(securityEventSentence(event({ kind: 'new_address', details: {} }), t, 'en')).toBe('Signed in from an address this account never used before');
    expect(securityEventSentence(event({ kind: 'new_country', country: 'BR', details: { knownCountries: ['DE', 'FR'] } }), t, 'en')).toBe(
      'Signed in from a new country: Brazil (before only Germany and France)',
    );
    expect(securityEventSentence(event({ kind: 'new_country', country: null, details: {} }), t, 'en')).toBe('Signed in from a new country: unknown');
  });
});

describe('SecurityTab', () => {
  it('lists events: when, what, who, address and country', async () => {
    renderTab(<SecurityTab />, { 'GET /api/admin/security-events': page([event(), event({ id: 'e2', kind: 'failed_sign_ins_address', userId: null, userName: null, email: null, country: null })]) });
    const rows = await screen.findAllByTestId('security-row');
    expect(rows[0]).toHaveTextContent('5 failed sign-ins to this account within 15 minutes');
    expect(rows[0]).toHaveTextContent('Ana Lopez');
    expect(rows[0]).toHaveTextContent('ana@example.com');
    expect(rows[0]).toHaveTextContent('203.0.113.7');
    expect(rows[0]).toHaveTextContent('Germany');
    expect(rows[1]).toHaveTextContent('No matching account');
  });

  it('filters by kind and search, and links to the thresholds', async () => {
    const { fetchMock } = renderTab(<SecurityTab />, { 'GET /api/admin/security-events': page([event()]) });
    await screen.findAllByTestId('security-row');
    await userEvent.selectOptions(screen.getByTestId('security-kind'), 'mass_deletion');
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/admin/security-events').at(-1)?.search.get('kind')).toBe('mass_deletion'));
    await userEvent.type(screen.getByTestId('security-search'), '203.0');
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/admin/security-events').at(-1)?.search.get('q')).toBe('203.0'));
    expect(screen.getByTestId('security-thresholds-link')).toHaveAttribute('href', '/admin?tab=settings');
  });

  it('tells an empty log from no matches', async () => {
    const { table } = renderTab(<SecurityTab />, { 'GET /api/admin/security-events': page([]) });
    expect(await screen.findByTestId('security-empty')).toHaveTextContent('Nothing suspicious so far');
    table['GET /api/admin/security-events'] = page([]);
    await userEvent.selectOptions(screen.getByTestId('security-kind'), 'new_country');
    await waitFor(() => expect(screen.getByTestId('security-empty')).toHaveTextContent('Nothing matches'));
  });
});
