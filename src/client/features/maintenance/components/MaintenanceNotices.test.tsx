import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { PublicShell } from '../../../app/shell/PublicShell';
import { renderWithRouter, stubFetch } from '../../../app/test-utils';
import { MaintenanceAdminNotice } from './MaintenanceNotices';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ON = { maintenanceMode: true, maintenanceMessage: 'Back at 14:00 UTC.' };
const OFF = { maintenanceMode: false, maintenanceMessage: '' };

describe('the sign-in page during maintenance', () => {
  it('says maintenance is on, with the admin message', async () => {
    stubFetch({ 'GET /api/maintenance': { body: ON } });
    renderWithRouter(<PublicShell>sign-in form</PublicShell>, { url: '/login', path: '/login' });
    const notice = await screen.findByTestId('maintenance-login-notice');
    expect(notice).toHaveRole('status');
    expect(notice).toHaveTextContent('Maintenance in progress: only administrators can use the app for now. Back at 14:00 UTC.');
  });

  it('says nothing when maintenance is off, or the state cannot be read', async () => {
    const fetchMock = stubFetch({ 'GET /api/maintenance': { body: OFF } });
    renderWithRouter(<PublicShell>sign-in form</PublicShell>, { url: '/login', path: '/login' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/maintenance', expect.anything()));
    expect(await screen.findByText('sign-in form')).toBeInTheDocument();
    expect(screen.queryByTestId('maintenance-login-notice')).not.toBeInTheDocument();

    cleanup();
    stubFetch({ 'GET /api/maintenance': { status: 500, body: { error: { code: 'internal', message: 'boom' } } } });
    renderWithRouter(<PublicShell>sign-in form</PublicShell>, { url: '/login', path: '/login' });
    expect(await screen.findByText('sign-in form')).toBeInTheDocument();
    expect(screen.queryByTestId('maintenance-login-notice')).not.toBeInTheDocument();
  });

  it('is not asked on other public pages', () => {
    const fetchMock = stubFetch({ 'GET /api/maintenance': { body: ON } });
    renderWithRouter(<PublicShell>terms</PublicShell>, { url: '/terms', path: '/terms' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the admin reminder in the shell', () => {
  it('reminds the admin that maintenance is on and links to the setting', async () => {
    stubFetch({ 'GET /api/maintenance': { body: ON } });
    renderWithRouter(<MaintenanceAdminNotice />, { url: '/goals' });
    const notice = await screen.findByTestId('maintenance-admin-notice');
    expect(notice).toHaveTextContent('Maintenance mode is on: only administrators can use the app.');
    expect(screen.getByRole('link', { name: 'Turn it off in the settings' })).toHaveAttribute('href', '/admin?tab=settings');
  });

  it('is absent when maintenance is off', async () => {
    const fetchMock = stubFetch({ 'GET /api/maintenance': { body: OFF } });
    renderWithRouter(<MaintenanceAdminNotice />, { url: '/goals' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('maintenance-admin-notice')).not.toBeInTheDocument();
  });
});
