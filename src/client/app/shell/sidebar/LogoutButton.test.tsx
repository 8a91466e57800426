import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter, stubFetch } from '../../test-utils';
import { LogoutButton } from './LogoutButton';

afterEach(cleanup);

describe('LogoutButton', () => {
  it('asks for confirmation, then signs out, clears storage and goes home', async () => {
    const fetchMock = stubFetch({ 'POST /api/auth/sign-out': { body: { success: true } } });
    localStorage.setItem('upline-theme', 'dark');
    renderWithRouter(<LogoutButton />, { url: '/settings', path: '/settings' });

    await userEvent.click(screen.getByTestId('logout-button'));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Log Out?')).toBeInTheDocument();
    expect(within(dialog).getByText('Are you sure you want to logout?')).toBeInTheDocument();

    await userEvent.click(screen.getByTestId('logout-confirm'));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/sign-out', expect.objectContaining({ method: 'POST' }));
    expect(localStorage.getItem('upline-theme')).toBeNull();
  });

  it('keeps the user signed in on Cancel', async () => {
    const fetchMock = stubFetch({});
    renderWithRouter(<LogoutButton />, { url: '/settings', path: '/settings' });
    await userEvent.click(screen.getByTestId('logout-button'));
    await userEvent.click(await screen.findByTestId('logout-cancel'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
