import { describe, expect, it, vi } from 'vitest';
import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { DEFAULT_MAINTENANCE_MESSAGE, MAINTENANCE_CHANGED_EVENT, type TMaintenanceState } from '@shared/admin/settings.schema';
import { makeProfile, makeSession, renderWithRouter } from '../../../app/test-utils';
import { ProtectedRoute } from '../../../app/routes/ProtectedRoute';
import { api, ApiError } from '../../../lib/api';
import { createQueryClient } from '../../../lib/query-client';
import { FakeWebSocket } from '../../../lib/realtime.fake';
import { withLiveSocket } from '../../../lib/realtime.test-support';

const MESSAGE = 'Upgrading the database until 14:00 UTC.';
const refused = () => Response.json({ error: { code: 'maintenance', message: MESSAGE } }, { status: 503 });

/**
 * A server in maintenance mode as the lead's contract has it: sign-in and the state answer; every
 * other call of a non-admin answers 503 while `state.maintenanceMode` is on.
 */
function stubServer(state: TMaintenanceState, { role = 'user' }: { role?: string } = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/auth/get-session') return Response.json(makeSession({ role }));
    if (path === '/api/auth/sign-out') return Response.json({ success: true });
    if (path === '/api/maintenance') return Response.json(state);
    if (state.maintenanceMode && role !== 'admin') return refused();
    if (path === '/api/me') return Response.json(makeProfile({ role: role as 'user' }));
    if (path === '/api/goals') return Response.json([{ id: 'g1' }]);
    return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof stubServer>, path: string) => fetchMock.mock.calls.filter(([input]) => String(input) === path).length;

/** A page of the area that loads its data. */
function GoalsPage() {
  const goals = useQuery({ queryKey: ['goals'], queryFn: () => api<unknown[]>('GET', '/api/goals') });
  return <p>{goals.isSuccess ? `goals: ${goals.data.length}` : 'goals loading'}</p>;
}

function renderArea() {
  return renderWithRouter(
    <ProtectedRoute>
      <GoalsPage />
    </ProtectedRoute>,
    { url: '/goals', path: '/goals' },
  );
}

withLiveSocket();

describe('maintenance mode in the signed-in area', () => {
  it('shows the maintenance page with the admin message instead of the app, without a profile error', async () => {
    const error = vi.spyOn(toast, 'error');
    stubServer({ maintenanceMode: true, maintenanceMessage: MESSAGE });
    renderArea();
    const page = await screen.findByTestId('maintenance-page');
    expect(page).toHaveTextContent("We'll be back soon");
    expect(screen.getByTestId('maintenance-message')).toHaveTextContent(MESSAGE);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("We'll be back soon");
    expect(screen.queryByText(/goals/)).not.toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
  });

  it('shows the page as soon as any call answers 503 maintenance', async () => {
    const fetchMock = stubServer({ maintenanceMode: true, maintenanceMessage: MESSAGE });
    // The state itself has not answered yet: the profile's refusal is enough.
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input: RequestInfo | URL) =>
      String(input) === '/api/maintenance' ? new Promise<never>(() => undefined) : answer(input),
    );
    renderArea();
    expect(await screen.findByTestId('maintenance-message')).toHaveTextContent(MESSAGE);
    expect(calls(fetchMock, '/api/me')).toBe(1);
  });

  it('lets admins carry on', async () => {
    stubServer({ maintenanceMode: true, maintenanceMessage: MESSAGE }, { role: 'admin' });
    renderArea();
    expect(await screen.findByText('goals: 1')).toBeInTheDocument();
    expect(screen.queryByTestId('maintenance-page')).not.toBeInTheDocument();
  });

  it('brings the app back, data reloaded, when the server says maintenance ended', async () => {
    const state = { maintenanceMode: true, maintenanceMessage: MESSAGE };
    stubServer(state);
    renderArea();
    await screen.findByTestId('maintenance-page');
    state.maintenanceMode = false;
    act(() => FakeWebSocket.last.push(MAINTENANCE_CHANGED_EVENT, { maintenanceMode: false, maintenanceMessage: MESSAGE }));
    expect(await screen.findByText('goals: 1')).toBeInTheDocument();
    expect(screen.queryByTestId('maintenance-page')).not.toBeInTheDocument();
  });

  it('replaces the app at once when the server says maintenance began', async () => {
    const state = { maintenanceMode: false, maintenanceMessage: '' };
    stubServer(state);
    renderArea();
    await screen.findByText('goals: 1');
    Object.assign(state, { maintenanceMode: true, maintenanceMessage: MESSAGE });
    act(() => FakeWebSocket.last.push(MAINTENANCE_CHANGED_EVENT, { ...state }));
    expect(await screen.findByTestId('maintenance-message')).toHaveTextContent(MESSAGE);
  });

  it('"Try again" checks the state: still on says so, off lets the person back in', async () => {
    const state = { maintenanceMode: true, maintenanceMessage: MESSAGE };
    const fetchMock = stubServer(state);
    renderArea();
    await screen.findByTestId('maintenance-page');
    const before = calls(fetchMock, '/api/maintenance');

    await userEvent.click(screen.getByTestId('maintenance-retry'));
    expect(await screen.findByText('Maintenance is still in progress. Please try again in a few minutes.')).toBeInTheDocument();
    expect(calls(fetchMock, '/api/maintenance')).toBe(before + 1);

    state.maintenanceMode = false;
    await userEvent.click(screen.getByTestId('maintenance-retry'));
    expect(await screen.findByText('goals: 1')).toBeInTheDocument();
  });

  it('shows the server default message in the reader language', async () => {
    stubServer({ maintenanceMode: true, maintenanceMessage: DEFAULT_MAINTENANCE_MESSAGE });
    renderArea();
    expect(await screen.findByTestId('maintenance-message')).toHaveTextContent('Upline is down for scheduled maintenance. Please try again shortly.');
  });

  it('signs out from the maintenance page', async () => {
    const fetchMock = stubServer({ maintenanceMode: true, maintenanceMessage: MESSAGE });
    renderArea();
    await screen.findByTestId('maintenance-page');
    await userEvent.click(screen.getByTestId('maintenance-sign-out'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/auth/sign-out', expect.objectContaining({ method: 'POST' })));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });
});

describe('the query client during maintenance', () => {
  it('does not retry a call refused for maintenance, but still retries other server errors', () => {
    const retry = createQueryClient().getDefaultOptions().queries?.retry as (count: number, error: unknown) => boolean;
    expect(retry(0, new ApiError(503, { code: 'maintenance' as 'unavailable', message: MESSAGE }))).toBe(false);
    expect(retry(0, new ApiError(503, { code: 'unavailable', message: 'down' }))).toBe(true);
  });
});
