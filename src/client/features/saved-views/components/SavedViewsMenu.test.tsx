import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { useLocation } from 'react-router';
import type { TSavedView } from '@shared/saved-views/saved-views.schema';
import { renderWithRouter, stubFetch } from '../../../app/test-utils';
import { SavedViewsMenu } from './SavedViewsMenu';
import { spyOnToasts } from '../../../test/toasts';

beforeEach(spyOnToasts);

const TASK_ID = '00000000-0000-4000-8000-000000000001';

function makeView(overrides: Partial<TSavedView> = {}): TSavedView {
  return {
    id: '10000000-0000-4000-8000-000000000001',
    scope: 'tasks',
    name: 'Overdue on the board',
    state: { status: 'overdue', view: 'kanban' },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const OVERDUE = makeView();
const HIGH = makeView({ id: '10000000-0000-4000-8000-000000000002', name: 'High priority', state: { priority: 'high' } });

/** The address's query, for assertions. */
function SearchProbe() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderMenu(answers: Parameters<typeof stubFetch>[0] = {}, url = `/tasks?view=kanban&status=overdue&task=${TASK_ID}&page=2&month=2026-01`) {
  const fetchMock = stubFetch({ 'GET /api/saved-views': { body: { items: [HIGH, OVERDUE] } }, ...answers });
  renderWithRouter(
    <>
      <SavedViewsMenu scope="tasks" />
      <SearchProbe />
    </>,
    { url, path: '/tasks' },
  );
  return fetchMock;
}

const sent = (fetchMock: ReturnType<typeof stubFetch>, method: string) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === method).map(([input, init]) => ({ path: new URL(String(input), 'http://localhost').pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined }));

async function openMenu() {
  await userEvent.click(screen.getByTestId('saved-views-trigger'));
  return screen.findByTestId('saved-views-menu');
}

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SavedViewsMenu', () => {
  it("lists the list's views and marks the one the address shows, whatever the page, open task or month", async () => {
    const fetchMock = renderMenu();
    expect(await screen.findByTestId('saved-views-active')).toHaveTextContent('Overdue on the board');
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/saved-views?scope=tasks');
    const menu = await openMenu();
    const rows = within(menu).getAllByTestId('saved-view-row');
    expect(rows.map((row) => row.textContent)).toEqual(['High priority', expect.stringContaining('Overdue on the board')]);
    expect(within(rows[1]).getByRole('button', { name: 'Overdue on the board' })).toHaveAttribute('aria-current', 'true');
    expect(within(rows[0]).getByRole('button', { name: 'High priority' })).not.toHaveAttribute('aria-current');
    expect(within(rows[1]).getByRole('button', { name: 'Rename view Overdue on the board' })).toBeInTheDocument();
    expect(within(rows[1]).getByRole('button', { name: 'Delete view Overdue on the board' })).toBeInTheDocument();
    // The current view has nothing new to save into it.
    expect(within(rows[1]).queryByTestId('saved-view-overwrite')).not.toBeInTheDocument();
  });

  it("loads a view: the address becomes the view's query and the menu closes", async () => {
    renderMenu();
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('button', { name: 'High priority' }));
    expect(screen.getByTestId('search')).toHaveTextContent(/^\?priority=high$/);
    expect(screen.queryByTestId('saved-views-menu')).not.toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Showing the view “High priority”');
    expect(screen.getByTestId('saved-views-active')).toHaveTextContent('High priority');
  });

  it('says when there is no view yet', async () => {
    renderMenu({ 'GET /api/saved-views': { body: { items: [] } } });
    const menu = await openMenu();
    expect(await within(menu).findByTestId('saved-views-empty')).toHaveTextContent('No saved views yet');
    expect(screen.queryByTestId('saved-views-active')).not.toBeInTheDocument();
  });

  it('saves the current filters, sort and view mode under a name, without the transient parameters', async () => {
    const fetchMock = renderMenu({ 'POST /api/saved-views': { status: 201, body: makeView({ name: 'Mine' }) } }, `/tasks?view=calendar&priority=low&sort=title%3Adesc&task=${TASK_ID}&page=3`);
    const menu = await openMenu();
    await userEvent.click(within(menu).getByTestId('saved-view-save'));
    const dialog = await screen.findByTestId('saved-view-dialog');
    expect(within(dialog).getByRole('heading', { name: 'Save current view' })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByTestId('saved-view-submit'));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByTestId('saved-view-name')).toHaveAttribute('aria-invalid', 'true');
    expect(sent(fetchMock, 'POST')).toEqual([]);

    await userEvent.type(within(dialog).getByTestId('saved-view-name'), '  Mine ');
    await userEvent.click(within(dialog).getByTestId('saved-view-submit'));
    await waitFor(() => expect(sent(fetchMock, 'POST')).toEqual([{ path: '/api/saved-views', body: { scope: 'tasks', name: 'Mine', state: { view: 'calendar', priority: 'low', sort: 'title:desc' } } }]));
    await waitFor(() => expect(screen.queryByTestId('saved-view-dialog')).not.toBeInTheDocument());
    expect(toast.success).toHaveBeenCalledWith('View “Mine” saved');
  });

  it('shows the server’s duplicate-name answer under the name field', async () => {
    const duplicate = 'A view with this name already exists';
    renderMenu({ 'POST /api/saved-views': { status: 409, body: { error: { code: 'conflict', message: duplicate, fields: { name: duplicate } } } } });
    const menu = await openMenu();
    await userEvent.click(within(menu).getByTestId('saved-view-save'));
    const dialog = await screen.findByTestId('saved-view-dialog');
    await userEvent.type(within(dialog).getByTestId('saved-view-name'), 'high priority');
    await userEvent.click(within(dialog).getByTestId('saved-view-submit'));
    expect(await within(dialog).findByText(duplicate)).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Please fix the name');
    // Editing the name clears the server's message.
    await userEvent.type(within(dialog).getByTestId('saved-view-name'), ' 2');
    expect(within(dialog).queryByText(duplicate)).not.toBeInTheDocument();
  });

  it('says so when the list already holds the most views a seller may keep', async () => {
    renderMenu({ 'POST /api/saved-views': { status: 409, body: { error: { code: 'conflict', message: 'Full', reason: 'saved_views_full', details: { max: 50 } } } } });
    const menu = await openMenu();
    await userEvent.click(within(menu).getByTestId('saved-view-save'));
    const dialog = await screen.findByTestId('saved-view-dialog');
    await userEvent.type(within(dialog).getByTestId('saved-view-name'), 'One more');
    await userEvent.click(within(dialog).getByTestId('saved-view-submit'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('You can keep up to 50 saved views per list. Delete one to save another.'));
  });

  it('renames a view from a dialog that starts with its name', async () => {
    const fetchMock = renderMenu({ [`PATCH /api/saved-views/${HIGH.id}`]: { body: { ...HIGH, name: 'Urgent' } } });
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('button', { name: 'Rename view High priority' }));
    const dialog = await screen.findByTestId('saved-view-dialog');
    const name = within(dialog).getByTestId('saved-view-name');
    expect(name).toHaveValue('High priority');
    await userEvent.clear(name);
    await userEvent.type(name, 'Urgent{Enter}');
    await waitFor(() => expect(sent(fetchMock, 'PATCH')).toEqual([{ path: `/api/saved-views/${HIGH.id}`, body: { name: 'Urgent' } }]));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('View renamed to “Urgent”'));
  });

  it('saves the current filters into another view', async () => {
    const fetchMock = renderMenu({ [`PATCH /api/saved-views/${HIGH.id}`]: { body: { ...HIGH, state: OVERDUE.state } } });
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('button', { name: 'Save the current filters into view High priority' }));
    await waitFor(() => expect(sent(fetchMock, 'PATCH')).toEqual([{ path: `/api/saved-views/${HIGH.id}`, body: { state: { view: 'kanban', status: 'overdue' } } }]));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('View “High priority” now holds the current filters'));
  });

  it('deletes a view once confirmed', async () => {
    const fetchMock = renderMenu({ [`DELETE /api/saved-views/${OVERDUE.id}`]: { status: 204 } });
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('button', { name: 'Delete view Overdue on the board' }));
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(confirm).toHaveTextContent('Delete the view “Overdue on the board”?');
    expect(sent(fetchMock, 'DELETE')).toEqual([]);
    await userEvent.click(within(confirm).getByTestId('confirm-action'));
    await waitFor(() => expect(sent(fetchMock, 'DELETE')).toEqual([{ path: `/api/saved-views/${OVERDUE.id}`, body: undefined }]));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('View “Overdue on the board” deleted'));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).not.toBeInTheDocument());
  });

  it('works from the keyboard: opens, moves through the views, closes back on its button', async () => {
    renderMenu();
    await screen.findByTestId('saved-views-active');
    screen.getByTestId('saved-views-trigger').focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByTestId('saved-views-menu');
    await waitFor(() => expect(within(menu).getByRole('button', { name: 'High priority' })).toHaveFocus());
    await userEvent.tab();
    expect(within(menu).getByRole('button', { name: 'Save the current filters into view High priority' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('saved-views-menu')).not.toBeInTheDocument();
    expect(screen.getByTestId('saved-views-trigger')).toHaveFocus();
  });

  it("hands focus back to the menu's button when a dialog opened from it closes", async () => {
    renderMenu();
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('button', { name: 'Rename view High priority' }));
    const dialog = await screen.findByTestId('saved-view-dialog');
    await waitFor(() => expect(within(dialog).getByTestId('saved-view-name')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('saved-view-dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByTestId('saved-views-trigger')).toHaveFocus());
  });

  it('offers a retry when the views cannot be loaded', async () => {
    renderMenu({ 'GET /api/saved-views': { status: 500, body: { error: { code: 'internal', message: 'Boom' } } } });
    const menu = await openMenu();
    expect(await within(menu).findByText('Saved views could not be loaded.')).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
