import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { TCalendarItem } from '@shared/calendar/calendar.schema';
import type { TDashboardAgenda } from '@shared/dashboard/dashboard.schema';
import { makeProfile, renderWithRouter, stubFetch } from '../../../app/test-utils';
import { AgendaCard } from './AgendaCard';

const item = (overrides: Partial<TCalendarItem>): TCalendarItem => ({
  id: 'a1',
  kind: 'task',
  title: 'Send the catalogue',
  start: '2026-03-10T09:30:00.000Z',
  status: 'pending',
  priority: 'medium',
  linked: null,
  url: '/tasks?task=a1',
  ...overrides,
});

const EMPTY: TDashboardAgenda = {
  tasksToday: 0,
  tasksOverdue: 0,
  followUpsToday: 0,
  followUpsOverdue: 0,
  today: { tasks: [], followUps: [] },
  overdue: { tasks: [], followUps: [] },
  followUpsIncluded: true,
};

function renderAgenda(agenda: TDashboardAgenda) {
  stubFetch({ 'GET /api/me': { body: makeProfile({ timeZone: 'UTC' }) }, 'GET /api/dashboard': { body: { agenda } } });
  renderWithRouter(<AgendaCard />, { url: '/dashboard', path: '/dashboard' });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AgendaCard', () => {
  it('lists overdue and today items with their counts and links', async () => {
    renderAgenda({
      ...EMPTY,
      tasksToday: 1,
      tasksOverdue: 7,
      followUpsToday: 1,
      overdue: { tasks: [item({ id: 't1', title: 'Order samples', start: '2026-03-08T10:00:00.000Z', url: '/tasks?task=t1' })], followUps: [] },
      today: {
        tasks: [item({})],
        followUps: [item({ id: 'f1', kind: 'followUp', title: 'Call back', url: '/follow-ups?reminder=f1', linked: { type: 'prospect', id: 'p1', name: 'Lena Fischer' } })],
      },
    });
    const tasks = await screen.findByTestId('dashboard-agenda-tasks');
    expect(within(tasks).getByTestId('dashboard-agenda-tasks-today')).toHaveTextContent('Today: 1');
    expect(within(tasks).getByTestId('dashboard-agenda-tasks-overdue')).toHaveTextContent('Overdue: 7');
    expect(within(tasks).getByRole('link', { name: /Order samples/ })).toHaveAttribute('href', '/tasks?task=t1');
    expect(within(tasks).getByRole('link', { name: /See all tasks/ })).toHaveAttribute('href', '/tasks');
    const followUps = screen.getByTestId('dashboard-agenda-followUps');
    expect(within(followUps).getByRole('link', { name: /Call back.*Lena Fischer/ })).toHaveAttribute('href', '/follow-ups?reminder=f1');
  });

  it('says honestly that nothing is due', async () => {
    renderAgenda(EMPTY);
    expect(await screen.findByText('You are all clear')).toBeInTheDocument();
  });

  it('says follow-ups are locked without premium access', async () => {
    renderAgenda({ ...EMPTY, followUpsIncluded: false });
    const followUps = await screen.findByTestId('dashboard-agenda-followUps');
    expect(within(followUps).getByText('Follow-up reminders are part of Premium Pro.')).toBeInTheDocument();
    expect(within(screen.getByTestId('dashboard-agenda-tasks')).getByText('No tasks due today or overdue.')).toBeInTheDocument();
  });
});
