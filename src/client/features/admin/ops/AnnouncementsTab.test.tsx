import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import type { TAnnouncement } from '@shared/announcements/announcements.schema';
import { AnnouncementsTab } from './AnnouncementsTab';
import { callsTo, loadOpsStrings, renderTab } from './test-helpers';

function announcement(overrides: Partial<TAnnouncement> = {}): TAnnouncement {
  return { id: 'a1', title: 'Spring webinar', content: '<p>Join us <strong>Thursday</strong>.</p>', targetAudience: 'premium_users', createdAt: '2026-03-02T09:00:00.000Z', ...overrides };
}

const renderAnnouncements = (answers: Parameters<typeof renderTab>[1] = {}) =>
  renderTab(<AnnouncementsTab />, { 'GET /api/admin/announcements': { body: [announcement()] }, ...answers });

beforeAll(loadOpsStrings);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AnnouncementsTab', () => {
  it('lists announcements with their audience and sanitised content', async () => {
    renderAnnouncements({ 'GET /api/admin/announcements': { body: [announcement({ content: '<p>Hi</p><img src=x onerror=alert(1)><script>alert(1)</script>' })] } });
    const row = await screen.findByTestId('admin-announcement-row');
    expect(within(row).getByTestId('announcement-audience')).toHaveTextContent('Premium users');
    expect(row).toHaveTextContent('Hi');
    expect(row.querySelector('script, img')).toBeNull();
  });

  it('refuses an announcement without title or content, previews the HTML, then publishes it', async () => {
    const { fetchMock } = renderAnnouncements({ 'POST /api/admin/announcements': { status: 201, body: announcement({ id: 'a2' }) } });
    await userEvent.click(await screen.findByTestId('announcement-create'));
    const dialog = await screen.findByTestId('announcement-dialog');
    await userEvent.click(within(dialog).getByTestId('announcement-submit'));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Content is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/admin/announcements')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/Title/), 'New pipeline');
    await userEvent.selectOptions(within(dialog).getByLabelText('Audience'), 'free_users');
    await userEvent.type(within(dialog).getByLabelText(/Content/), '<p>Drag <em>deals</em></p><script>x()</script>');
    const preview = within(dialog).getByTestId('announcement-preview');
    await waitFor(() => expect(preview.querySelector('em')).toHaveTextContent('deals'));
    expect(preview.querySelector('script')).toBeNull();
    await userEvent.click(within(dialog).getByTestId('announcement-submit'));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/admin/announcements')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', '/api/admin/announcements')[0]!.body).toEqual({ title: 'New pipeline', content: '<p>Drag <em>deals</em></p><script>x()</script>', targetAudience: 'free_users' });
    await waitFor(() => expect(screen.queryByTestId('announcement-dialog')).not.toBeInTheDocument());
  });

  it('edits an announcement and says when the update failed', async () => {
    const error = vi.spyOn(toast, 'error');
    const { fetchMock } = renderAnnouncements({ 'PATCH /api/admin/announcements/a1': { status: 500, body: { error: { code: 'internal', message: 'Boom' } } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit “Spring webinar”' }));
    const dialog = await screen.findByTestId('announcement-dialog');
    expect(within(dialog).getByLabelText(/Title/)).toHaveValue('Spring webinar');
    await userEvent.click(within(dialog).getByTestId('announcement-submit'));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to update the announcement. Please try again.'));
    expect(callsTo(fetchMock, 'PATCH', '/api/admin/announcements/a1')[0]!.body).toMatchObject({ title: 'Spring webinar', targetAudience: 'premium_users' });
    expect(screen.getByTestId('announcement-dialog')).toBeInTheDocument();
  });

  it('deletes an announcement after confirmation', async () => {
    const { fetchMock, table } = renderAnnouncements({ 'DELETE /api/admin/announcements/a1': { status: 204 } });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete “Spring webinar”' }));
    table['GET /api/admin/announcements'] = { body: [] };
    await userEvent.click(await screen.findByTestId('confirm-action'));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE', '/api/admin/announcements/a1')).toHaveLength(1));
    expect(await screen.findByTestId('admin-announcements-empty')).toHaveTextContent('No announcements yet');
  });

  it('says when the announcements could not be fetched', async () => {
    renderAnnouncements({ 'GET /api/admin/announcements': { status: 500, body: { error: { code: 'internal', message: 'Boom' } } } });
    expect(await screen.findByText('Failed to fetch announcements.')).toBeInTheDocument();
  });
});
