import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TFollowUp } from '@shared/follow-ups/follow-ups.schema';
import { makeProfile, renderWithRouter, stubFetch } from '../../../app/test-utils';
import { UpgradePromptProvider } from '../../../components/premium/UpgradePrompt';
import { FollowUpsPage } from './FollowUpsPage';

const PROSPECT = { id: '3f1c9a52-7d1e-4c8e-9a7b-0b6f2d8e4a11', name: 'Lena Fischer' };

function makeFollowUp(overrides: Partial<TFollowUp> = {}): TFollowUp {
  return {
    id: '7a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a01',
    prospect: PROSPECT,
    contact: null,
    dueAt: '2026-03-02T10:30:00.000Z',
    notes: 'Ask about the starter kit',
    type: 'manual',
    rule: null,
    status: 'missed',
    completedAt: null,
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}

const page = (items: TFollowUp[]) => ({ body: { items, total: items.length, page: 1, pageSize: 20 } });

function renderPage(url = '/follow-ups', answers: Parameters<typeof stubFetch>[0] = {}, premium = true) {
  const fetchMock = stubFetch({
    'GET /api/me': { body: makeProfile({ timeZone: 'UTC', membershipTier: premium ? 'premium' : 'free' }) },
    'GET /api/follow-ups': page([
      makeFollowUp(),
      makeFollowUp({ id: '7a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a02', prospect: null, contact: { id: 'c1', name: 'Omar Haddad' }, type: 'auto', rule: 'birthday', notes: null }),
    ]),
    'GET /api/prospects': { body: { items: [PROSPECT], total: 1, page: 1, pageSize: 10 } },
    ...answers,
  });
  renderWithRouter(
    <UpgradePromptProvider>
      <FollowUpsPage />
    </UpgradePromptProvider>,
    { url, path: '/follow-ups' },
  );
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof stubFetch>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === method && new URL(String(url), 'http://localhost').pathname === path);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('FollowUpsPage', () => {
  it('shows a missed reminder as Overdue, with its type, person link, due time and notes', async () => {
    const fetchMock = renderPage('/follow-ups?tab=overdue');
    const rows = await screen.findAllByTestId('follow-up-row');
    expect(within(rows[0]).getByTestId('follow-up-status')).toHaveTextContent('Overdue');
    expect(within(rows[0]).getByTestId('follow-up-type')).toHaveTextContent('Manual');
    expect(within(rows[0]).getByRole('link', { name: 'Lena Fischer' })).toHaveAttribute('href', `/prospects/${PROSPECT.id}`);
    expect(within(rows[0]).getByTestId('follow-up-due')).toHaveTextContent('Mar 2, 2026');
    expect(within(rows[0]).getByText('Ask about the starter kit')).toBeInTheDocument();
    expect(within(rows[1]).getByTestId('follow-up-type')).toHaveTextContent('Auto: Birthday');
    expect(within(rows[1]).getByRole('link', { name: 'Omar Haddad' })).toHaveAttribute('href', '/contacts?q=Omar+Haddad');
    const list = calls(fetchMock, 'GET', '/api/follow-ups').map(([url]) => new URL(String(url), 'http://localhost').searchParams.get('status'));
    expect(list).toContain('missed');
  });

  it('asks the server for what is still due before midnight on the Today tab', async () => {
    const fetchMock = renderPage('/follow-ups');
    await screen.findAllByTestId('follow-up-row');
    const query = calls(fetchMock, 'GET', '/api/follow-ups')
      .map(([url]) => new URL(String(url), 'http://localhost').searchParams)
      .find((params) => params.get('pageSize') === '20')!;
    expect(query.get('status')).toBe('pending');
    expect(new Date(query.get('dueTo')!).getUTCHours()).toBe(0);
  });

  it('marks a reminder done and back to pending', async () => {
    const fetchMock = renderPage('/follow-ups?tab=overdue', {
      'PATCH /api/follow-ups/7a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a01': { body: makeFollowUp({ status: 'done' }) },
    });
    const [row] = await screen.findAllByTestId('follow-up-row');
    await userEvent.click(within(row).getByTestId('follow-up-done'));
    await waitFor(() => expect(calls(fetchMock, 'PATCH', '/api/follow-ups/7a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a01')).toHaveLength(1));
    expect(JSON.parse(String(calls(fetchMock, 'PATCH', '/api/follow-ups/7a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a01')[0][1]?.body))).toEqual({ status: 'done' });
  });

  it('keeps save disabled until a prospect is chosen, and refuses a due date in the past', async () => {
    const fetchMock = renderPage('/follow-ups', {
      'POST /api/follow-ups': { status: 201, body: makeFollowUp({ status: 'pending', dueAt: '2030-05-04T09:15:00.000Z' }) },
    });
    await screen.findAllByTestId('follow-up-row');
    await userEvent.click(screen.getByTestId('follow-up-add'));
    const dialog = await screen.findByTestId('follow-up-dialog');
    expect(within(dialog).getByTestId('follow-up-submit')).toBeDisabled();

    await userEvent.click(within(dialog).getByTestId('follow-up-prospect'));
    await userEvent.click(await screen.findByRole('option', { name: 'Lena Fischer' }));
    expect(within(dialog).getByTestId('follow-up-submit')).toBeEnabled();

    await userEvent.type(within(dialog).getByTestId('follow-up-date'), '2020-01-15');
    await userEvent.type(within(dialog).getByTestId('follow-up-time'), '09:15');
    await userEvent.click(within(dialog).getByTestId('follow-up-submit'));
    expect(await within(dialog).findByText('The due date cannot be in the past')).toBeInTheDocument();
    expect(calls(fetchMock, 'POST', '/api/follow-ups')).toHaveLength(0);

    await userEvent.clear(within(dialog).getByTestId('follow-up-date'));
    await userEvent.type(within(dialog).getByTestId('follow-up-date'), '2030-05-04');
    await userEvent.type(within(dialog).getByTestId('follow-up-notes'), 'Bring samples');
    await userEvent.click(within(dialog).getByTestId('follow-up-submit'));
    await waitFor(() => expect(calls(fetchMock, 'POST', '/api/follow-ups')).toHaveLength(1));
    expect(JSON.parse(String(calls(fetchMock, 'POST', '/api/follow-ups')[0][1]?.body))).toEqual({ prospectId: PROSPECT.id, dueAt: '2030-05-04T09:15:00.000Z', notes: 'Bring samples' });
  });

  it('requires the due date and time', async () => {
    renderPage('/follow-ups');
    await screen.findAllByTestId('follow-up-row');
    await userEvent.click(screen.getByTestId('follow-up-add'));
    const dialog = await screen.findByTestId('follow-up-dialog');
    await userEvent.click(within(dialog).getByTestId('follow-up-prospect'));
    await userEvent.click(await screen.findByRole('option', { name: 'Lena Fischer' }));
    await userEvent.click(within(dialog).getByTestId('follow-up-submit'));
    expect(await within(dialog).findByText('Due date and time are required')).toBeInTheDocument();
    expect(within(dialog).getByTestId('follow-up-date')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the reminder a notification links to first', async () => {
    renderPage('/follow-ups?reminder=7a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a09', {
      'GET /api/follow-ups/7a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a09': { body: makeFollowUp({ id: '7a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a09', notes: 'From the bell' }) },
    });
    const focused = await screen.findByTestId('follow-up-focused');
    const row = await within(focused).findByTestId('follow-up-row');
    expect(row).toHaveTextContent('From the bell');
    expect(row).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(row).toHaveFocus());
  });

  it('shows a free user what the feature does and the upgrade prompt, without asking for the list', async () => {
    const fetchMock = renderPage('/follow-ups', {}, false);
    expect(await screen.findByTestId('follow-ups-locked')).toBeInTheDocument();
    expect(screen.queryByTestId('follow-up-add')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('follow-ups-upgrade'));
    expect(await screen.findByTestId('upgrade-modal')).toHaveTextContent('Follow-up reminders');
    expect(calls(fetchMock, 'GET', '/api/follow-ups')).toHaveLength(0);
  });

  it('shows the lock when the server answers premium_required (a trial that just ended)', async () => {
    renderPage('/follow-ups', { 'GET /api/follow-ups': { status: 403, body: { error: { code: 'premium_required', message: 'Premium required' } } } });
    expect(await screen.findByTestId('follow-ups-locked')).toBeInTheDocument();
  });
});
