import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { makeProfile, makeSession, renderWithRouter, stubFetch } from '../../../app/test-utils';
import { loadAdminStrings } from '../../../lib/i18n';
import { makeStats, pageOf } from '../test-fixtures';
import { AdminPage } from './AdminPage';

function SearchProbe() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderPage(url: string) {
  stubFetch({
    'GET /api/me': { body: makeProfile({ role: 'admin', timeZone: 'UTC' }) },
    'GET /api/auth/get-session': { body: makeSession({ role: 'admin' }) },
    'GET /api/admin/stats': { body: makeStats() },
    'GET /api/admin/purchases': pageOf([]),
    'GET /api/admin/users': pageOf([]),
  });
  renderWithRouter(
    <>
      <AdminPage />
      <SearchProbe />
    </>,
    { url, path: '/admin' },
  );
}

beforeAll(() => loadAdminStrings());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AdminPage', () => {
  it('opens the overview by default, and for a tab it does not know', async () => {
    renderPage('/admin?tab=nonsense');
    expect(await screen.findByTestId('admin-overview')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the tab named in the address', async () => {
    renderPage('/admin?tab=purchases');
    expect(await screen.findByTestId('admin-purchases')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Purchases' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Overview', 'Users', 'Purchases', 'Support tickets', 'Announcements', 'Alerts', 'Suspicious activity', 'Settings']);
  });

  it('puts the chosen tab in the address, leaving the last tab’s filters behind', async () => {
    renderPage('/admin?tab=purchases&status=failed');
    await screen.findByTestId('admin-purchases');
    await userEvent.click(screen.getByRole('tab', { name: 'Users' }));
    expect(await screen.findByTestId('admin-users')).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent(/^\?tab=users$/);
    await userEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(screen.getByTestId('search')).toBeEmptyDOMElement();
  });
});
