import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import type { TAppSettings } from '@shared/admin/settings.schema';
import { SettingsTab } from './SettingsTab';
import { callsTo, loadOpsStrings, renderTab } from './test-helpers';

const SAVED: TAppSettings = {
  maintenanceMode: false,
  maintenanceMessage: '',
  failedSignInThreshold: 5,
  failedSignInWindowMinutes: 15,
  massDeletionThreshold: 100,
  massDeletionWindowMinutes: 10,
  updatedAt: null,
};

const renderSettings = (answers: Parameters<typeof renderTab>[1] = {}) => renderTab(<SettingsTab />, { 'GET /api/admin/settings': { body: SAVED }, ...answers });

beforeAll(loadOpsStrings);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SettingsTab', () => {
  it('sends only the settings that changed, then says they are saved', async () => {
    const success = vi.spyOn(toast, 'success');
    const { fetchMock } = renderSettings({ 'PATCH /api/admin/settings': { body: { ...SAVED, maintenanceMode: true, failedSignInThreshold: 8, updatedAt: '2026-03-02T09:00:00.000Z' } } });
    await userEvent.click(await screen.findByRole('switch', { name: 'Maintenance mode' }));
    expect(screen.getByTestId('maintenance-warning')).toHaveTextContent('503');
    const threshold = screen.getByLabelText('Failed attempts');
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '8');
    await userEvent.click(screen.getByTestId('settings-save'));
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH', '/api/admin/settings')).toHaveLength(1));
    expect(callsTo(fetchMock, 'PATCH', '/api/admin/settings')[0]!.body).toEqual({ maintenanceMode: true, failedSignInThreshold: 8 });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Settings saved'));
    expect(screen.getByRole('switch', { name: 'Maintenance mode' })).toBeChecked();
  });

  it('shows an out-of-range threshold on its field and sends nothing', async () => {
    const { fetchMock } = renderSettings();
    const window = await screen.findByLabelText('Within minutes', { selector: '#settings-massDeletionWindowMinutes' });
    await userEvent.clear(window);
    await userEvent.type(window, '5000');
    await userEvent.click(screen.getByTestId('settings-save'));
    expect(await screen.findByText('Use a whole number of minutes from 1 to 1440')).toBeInTheDocument();
    expect(window).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'PATCH', '/api/admin/settings')).toHaveLength(0);
  });

  it('says so when nothing changed', async () => {
    const info = vi.spyOn(toast, 'info');
    const { fetchMock } = renderSettings();
    await userEvent.click(await screen.findByTestId('settings-save'));
    expect(info).toHaveBeenCalledWith('Nothing to save: no setting was changed.');
    expect(callsTo(fetchMock, 'PATCH', '/api/admin/settings')).toHaveLength(0);
  });

  it('puts the server’s field errors under their fields', async () => {
    const { fetchMock } = renderSettings({
      'PATCH /api/admin/settings': { status: 400, body: { error: { code: 'validation_failed', message: 'Invalid', fields: { maintenanceMessage: 'This value is too long' } } } },
    });
    await userEvent.type(await screen.findByLabelText('Message on the maintenance page'), 'Back at noon');
    await userEvent.click(screen.getByTestId('settings-save'));
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH', '/api/admin/settings')[0]?.body).toEqual({ maintenanceMessage: 'Back at noon' }));
    expect(await screen.findByText('This text is too long')).toBeInTheDocument();
  });

  it('says when the settings could not be fetched', async () => {
    renderSettings({ 'GET /api/admin/settings': { status: 500, body: { error: { code: 'internal', message: 'Boom' } } } });
    expect(await screen.findByText('Failed to fetch the settings.')).toBeInTheDocument();
  });
});
