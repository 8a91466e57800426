import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { makeProfile, makeSession, renderWithRouter, stubFetch } from '../../../app/test-utils';
import { loadAdminStrings } from '../../../lib/i18n';
import { makeAdminUser, makeUserDetail, pageOf } from '../test-fixtures';
import { UsersTab } from './UsersTab';

const ADMIN = makeAdminUser({ id: 'u1', name: 'Ana Lopez', email: 'ana@example.com', role: 'admin' });
const BRUNO = makeAdminUser();

function renderUsers(url = '/admin?tab=users', answers: Parameters<typeof stubFetch>[0] = {}) {
  const fetchMock = stubFetch({
    'GET /api/me': { body: makeProfile({ role: 'admin', timeZone: 'UTC' }) },
    'GET /api/auth/get-session': { body: makeSession({ role: 'admin' }) },
    'GET /api/admin/users': pageOf([ADMIN, BRUNO]),
    'GET /api/admin/users/u1': { body: makeUserDetail({ ...ADMIN, twoFactorEnabled: true }) },
    'GET /api/admin/users/u2': { body: makeUserDetail() },
    ...answers,
  });
  renderWithRouter(<UsersTab />, { url, path: '/admin' });
  return fetchMock;
}

const listUrls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((u) => u.startsWith('/api/admin/users?'));

const sent = (fetchMock: ReturnType<typeof stubFetch>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([input, init]) => (init?.method ?? 'GET') === method && String(input) === path).map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));

async function openBruno() {
  await userEvent.click((await screen.findAllByTestId('admin-user-open'))[1]!);
  return screen.findByTestId('admin-user-detail-body');
}

beforeAll(() => loadAdminStrings());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('UsersTab', () => {
  it('lists the accounts with role, membership and status', async () => {
    renderUsers('/admin?tab=users', { 'GET /api/admin/users': pageOf([makeAdminUser({ banned: true, banExpires: '2099-01-01T00:00:00.000Z', banReason: 'Spam' }), makeAdminUser({ id: 'u3', membershipTier: 'trial', trialEndsAt: '2099-02-01T00:00:00.000Z' })]) });
    const rows = await screen.findAllByTestId('admin-user-row');
    expect(rows[0]).toHaveTextContent('Bruno Diaz');
    expect(rows[0]).toHaveTextContent('bruno@example.com');
    expect(within(rows[0]!).getByTestId('admin-user-status')).toHaveTextContent('Banneduntil Jan 1, 2099');
    expect(within(rows[1]!).getByTestId('admin-user-status')).toHaveTextContent('Activetrial ends Feb 1, 2099');
    expect(screen.getByTestId('admin-users-total')).toHaveTextContent('2 users');
  });

  it('sends the search and every filter in the query string', async () => {
    const fetchMock = renderUsers();
    await screen.findAllByTestId('admin-user-row');
    expect(listUrls(fetchMock)[0]).toBe('/api/admin/users?page=1&pageSize=20');
    await userEvent.selectOptions(screen.getByTestId('admin-users-filter-tier'), 'premium');
    await userEvent.selectOptions(screen.getByTestId('admin-users-filter-role'), 'admin');
    await userEvent.selectOptions(screen.getByTestId('admin-users-filter-banned'), 'true');
    await userEvent.type(screen.getByTestId('admin-users-search'), 'bru');
    await waitFor(() => expect(listUrls(fetchMock).at(-1)).toBe('/api/admin/users?page=1&q=bru&tier=premium&role=admin&banned=true&pageSize=20'));
    // One request for the typed search, not one per key.
    expect(listUrls(fetchMock).filter((u) => u.includes('q=b'))).toHaveLength(1);
  });

  it('reads the filters from the address, so a reload keeps them', async () => {
    const fetchMock = renderUsers('/admin?tab=users&tier=trial&banned=false&page=2&role=bogus');
    await screen.findAllByTestId('admin-user-row');
    expect(listUrls(fetchMock)[0]).toBe('/api/admin/users?page=2&tier=trial&banned=false&pageSize=20');
    expect(screen.getByTestId('admin-users-filter-tier')).toHaveValue('trial');
    expect(screen.getByTestId('admin-users-filter-role')).toHaveValue('');
  });

  it('opens an account’s detail with its record counts and payments', async () => {
    renderUsers();
    const detail = await openBruno();
    expect(within(detail).getByRole('heading', { name: 'Bruno Diaz' })).toBeInTheDocument();
    expect(within(detail).getByTestId('admin-user-count-prospects')).toHaveTextContent('12');
    expect(within(detail).getByTestId('admin-user-count-activities')).toHaveTextContent('20');
    expect(within(detail).getByTestId('admin-purchase-row')).toHaveTextContent('$49.99');
  });

  it('says when an account cannot be loaded', async () => {
    renderUsers('/admin?tab=users&user=u2', { 'GET /api/admin/users/u2': { status: 500, body: { error: { code: 'internal', message: 'boom' } } } });
    expect(await screen.findByText('Error fetching user details.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('checks the ban form before sending it', async () => {
    const fetchMock = renderUsers('/admin?tab=users', { 'POST /api/admin/users/u2/ban': { body: makeUserDetail({ banned: true, banReason: 'Spam', banExpires: '2099-01-01T00:00:00.000Z' }) } });
    await openBruno();
    await userEvent.click(screen.getByTestId('admin-user-ban'));
    const dialog = await screen.findByTestId('admin-ban-dialog');
    fireEvent.change(within(dialog).getByTestId('admin-ban-days'), { target: { value: '0' } });
    await userEvent.click(within(dialog).getByTestId('admin-ban-submit'));
    expect(await within(dialog).findByText('Give a reason for the ban')).toBeInTheDocument();
    expect(within(dialog).getByText('Ban for 1 to 3650 days')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', '/api/admin/users/u2/ban')).toHaveLength(0);
    // The form moves focus to the first invalid field on the next frame: type once it is there.
    await waitFor(() => expect(within(dialog).getByTestId('admin-ban-reason')).toHaveFocus());

    await userEvent.type(within(dialog).getByTestId('admin-ban-reason'), 'Spam messages');
    fireEvent.change(within(dialog).getByTestId('admin-ban-days'), { target: { value: '14' } });
    await userEvent.click(within(dialog).getByTestId('admin-ban-submit'));
    await waitFor(() => expect(sent(fetchMock, 'POST', '/api/admin/users/u2/ban')).toEqual([{ reason: 'Spam messages', days: 14 }]));
    await waitFor(() => expect(screen.queryByTestId('admin-ban-dialog')).not.toBeInTheDocument());
  });

  it('deletes only once the email is typed, and shows why the server refused', async () => {
    const error = vi.spyOn(toast, 'error');
    const fetchMock = renderUsers('/admin?tab=users', {
      'DELETE /api/admin/users/u2': { status: 403, body: { error: { code: 'forbidden', message: 'Authentication error: Could not verify admin privileges for user deletion.' } } },
    });
    await openBruno();
    await userEvent.click(screen.getByTestId('admin-user-delete'));
    const dialog = await screen.findByTestId('admin-delete-dialog');
    const confirm = within(dialog).getByTestId('admin-delete-confirm');
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByTestId('admin-delete-email'), 'bruno@example');
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByTestId('admin-delete-email'), '.com');
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await waitFor(() => expect(error).toHaveBeenCalledWith('Deletion Failed', { description: 'Authentication error: Could not verify admin privileges for user deletion.' }));
    expect(sent(fetchMock, 'DELETE', '/api/admin/users/u2')).toHaveLength(1);
  });

  it('closes the detail once the account is deleted', async () => {
    const success = vi.spyOn(toast, 'success');
    renderUsers('/admin?tab=users', { 'DELETE /api/admin/users/u2': { status: 204 } });
    await openBruno();
    await userEvent.click(screen.getByTestId('admin-user-delete'));
    await userEvent.type(await screen.findByTestId('admin-delete-email'), 'BRUNO@example.com');
    await userEvent.click(screen.getByTestId('admin-delete-confirm'));
    await waitFor(() => expect(success).toHaveBeenCalledWith('bruno@example.com was deleted'));
    await waitFor(() => expect(screen.queryByTestId('admin-user-detail')).not.toBeInTheDocument());
  });

  it('offers no ban, delete or demotion on the admin’s own account', async () => {
    renderUsers();
    await userEvent.click((await screen.findAllByTestId('admin-user-open'))[0]!);
    const detail = await screen.findByTestId('admin-user-detail-body');
    expect(within(detail).getByTestId('admin-user-self-note')).toBeInTheDocument();
    expect(within(detail).queryByTestId('admin-user-ban')).not.toBeInTheDocument();
    expect(within(detail).queryByTestId('admin-user-delete')).not.toBeInTheDocument();
    expect(within(detail).getByTestId('admin-edit-role')).toBeDisabled();
  });

  it('asks for a trial end that has not passed, and shows a refused update as "Update Failed"', async () => {
    const error = vi.spyOn(toast, 'error');
    const fetchMock = renderUsers('/admin?tab=users', {
      'PATCH /api/admin/users/u2': { status: 409, body: { error: { code: 'conflict', message: 'The last administrator cannot be demoted' } } },
    });
    const detail = await openBruno();
    await userEvent.selectOptions(within(detail).getByTestId('admin-edit-tier'), 'trial');
    await userEvent.click(within(detail).getByTestId('admin-user-save'));
    expect(await within(detail).findByText('A trial needs an end date')).toBeInTheDocument();
    fireEvent.change(within(detail).getByTestId('admin-edit-trial'), { target: { value: '2020-01-01T10:00' } });
    expect(await within(detail).findByText('Trial end date must not be in the past')).toBeInTheDocument();
    expect(sent(fetchMock, 'PATCH', '/api/admin/users/u2')).toHaveLength(0);

    fireEvent.change(within(detail).getByTestId('admin-edit-trial'), { target: { value: '2099-01-01T10:00' } });
    await userEvent.click(within(detail).getByTestId('admin-user-save'));
    await waitFor(() => expect(sent(fetchMock, 'PATCH', '/api/admin/users/u2')).toEqual([{ membershipTier: 'trial', trialEndsAt: '2099-01-01T10:00:00.000Z' }]));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Update Failed', { description: 'The last administrator cannot be demoted' }));
  });

  it('removes two-factor authentication and shows the server’s reason when there is none', async () => {
    const error = vi.spyOn(toast, 'error');
    renderUsers('/admin?tab=users', {
      'GET /api/admin/users/u2': { body: makeUserDetail({ twoFactorEnabled: true }) },
      'DELETE /api/admin/users/u2/two-factor': { status: 409, body: { error: { code: 'conflict', message: 'User has no 2FA factors.' } } },
    });
    await openBruno();
    await userEvent.click(screen.getByTestId('admin-user-remove-2fa'));
    await userEvent.click(await screen.findByTestId('confirm-action'));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to remove 2FA.', { description: 'User has no 2FA factors.' }));
  });
});
