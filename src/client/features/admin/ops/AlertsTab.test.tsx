import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSystemAlert } from '@shared/alerts/alerts.schema';
import { realtime } from '../../../lib/realtime';
import { FakeWebSocket, installFakeWebSocket } from '../../../lib/realtime.fake';
import { AlertsTab } from './AlertsTab';
import { callsTo, loadOpsStrings, renderTab } from './test-helpers';

function alert(overrides: Partial<TSystemAlert> = {}): TSystemAlert {
  return { id: 'al1', content: 'Payments are delayed', type: 'warning', active: true, createdAt: '2026-03-02T09:00:00.000Z', updatedAt: '2026-03-02T09:00:00.000Z', ...overrides };
}

const renderAlerts = (answers: Parameters<typeof renderTab>[1] = {}) =>
  renderTab(<AlertsTab />, { 'GET /api/admin/alerts': { body: [alert(), alert({ id: 'al2', content: 'New reports', type: 'info', active: false })] }, ...answers });

beforeAll(loadOpsStrings);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AlertsTab', () => {
  it('lists alerts with their type and whether they show, and explains the banner', async () => {
    renderAlerts();
    const rows = await screen.findAllByTestId('admin-alert-row');
    expect(within(rows[0]!).getByTestId('alert-type')).toHaveTextContent('Warning');
    expect(within(rows[1]!).getByTestId('alert-type')).toHaveTextContent('Information');
    expect(within(rows[0]!).getByRole('switch')).toBeChecked();
    expect(within(rows[1]!).getByRole('switch')).not.toBeChecked();
    expect(screen.getByTestId('alerts-active-count')).toHaveTextContent('1 alert is showing to users now.');
    expect(screen.getByText(/banner at the top of the screen for every signed-in user/)).toBeInTheDocument();
  });

  it('refuses an alert without content, then creates it with its type and active flag', async () => {
    const { fetchMock } = renderAlerts({ 'POST /api/admin/alerts': { status: 201, body: alert({ id: 'al3' }) } });
    await userEvent.click(await screen.findByTestId('alert-create'));
    const dialog = await screen.findByTestId('alert-dialog');
    await userEvent.click(within(dialog).getByTestId('alert-submit'));
    expect(await within(dialog).findByText('Alert content is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/admin/alerts')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/Message/), '  Upgrade tonight at 22:00  ');
    await userEvent.selectOptions(within(dialog).getByLabelText('Type'), 'critical');
    await userEvent.click(within(dialog).getByTestId('alert-active'));
    await userEvent.click(within(dialog).getByTestId('alert-submit'));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/admin/alerts')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', '/api/admin/alerts')[0]!.body).toEqual({ content: 'Upgrade tonight at 22:00', type: 'critical', active: false });
  });

  it('turns an alert off from its row', async () => {
    const { fetchMock } = renderAlerts({ 'PATCH /api/admin/alerts/al1': { body: alert({ active: false }) } });
    await userEvent.click(await screen.findByRole('switch', { name: 'Show “Payments are delayed” as a banner' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH', '/api/admin/alerts/al1')).toHaveLength(1));
    expect(callsTo(fetchMock, 'PATCH', '/api/admin/alerts/al1')[0]!.body).toEqual({ active: false });
  });

  it('deletes an alert after confirmation', async () => {
    const { fetchMock } = renderAlerts({ 'DELETE /api/admin/alerts/al2': { status: 204 } });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete alert “New reports”' }));
    expect(callsTo(fetchMock, 'DELETE', '/api/admin/alerts/al2')).toHaveLength(0);
    await userEvent.click(await screen.findByTestId('confirm-action'));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE', '/api/admin/alerts/al2')).toHaveLength(1));
  });

  it('follows another administrator’s change live', async () => {
    installFakeWebSocket();
    realtime.start();
    FakeWebSocket.last.open();
    try {
      const { table } = renderAlerts();
      await screen.findAllByTestId('admin-alert-row');
      table['GET /api/admin/alerts'] = { body: [alert({ id: 'al9', content: 'Back to normal', type: 'info' })] };
      act(() => FakeWebSocket.last.push('alerts.changed'));
      expect(await screen.findByText('Back to normal')).toBeInTheDocument();
    } finally {
      realtime.stop();
    }
  });

  it('offers to create the first alert when there is none', async () => {
    renderAlerts({ 'GET /api/admin/alerts': { body: [] } });
    expect(await screen.findByTestId('admin-alerts-empty')).toHaveTextContent('No system alerts');
  });
});
