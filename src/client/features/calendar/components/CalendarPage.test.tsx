import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import type { DndContext } from '@dnd-kit/core';
import type { TCalendarItem, TCalendarRange } from '@shared/calendar/calendar.schema';
import { makeProfile, renderWithRouter, stubFetch } from '../../../app/test-utils';
import { UpgradePromptProvider } from '../../../components/premium/UpgradePrompt';
import { CalendarPage } from './CalendarPage';

// dnd-kit measures layout, which jsdom has none of: the tests drop through the page's own onDragEnd.
const dnd = vi.hoisted(() => ({ onDragEnd: undefined as ComponentProps<typeof DndContext>['onDragEnd'] }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@dnd-kit/core', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@dnd-kit/core')>();
  return {
    ...actual,
    DndContext: (props: ComponentProps<typeof actual.DndContext>) => {
      dnd.onDragEnd = props.onDragEnd;
      return <actual.DndContext {...props} />;
    },
  };
});

const PROSPECT_ID = '3f1c9a52-7d1e-4c8e-9a7b-0b6f2d8e4a11';

function item(overrides: Partial<TCalendarItem>): TCalendarItem {
  return { id: '0b7c1f7e-2d7a-4c1e-9f55-1a2b3c4d5e01', kind: 'task', title: 'Send the catalogue', start: '2030-03-10T09:30:00.000Z', status: 'pending', priority: 'medium', linked: null, url: '/tasks?task=1', ...overrides };
}

const ITEMS: TCalendarItem[] = [
  item({}),
  item({ id: '0b7c1f7e-2d7a-4c1e-9f55-1a2b3c4d5e02', kind: 'followUp', title: 'Call back Lena', start: '2030-03-12T15:00:00.000Z', status: 'missed', url: '/follow-ups?reminder=2', linked: { type: 'prospect', id: PROSPECT_ID, name: 'Lena Fischer' } }),
  item({ id: '0b7c1f7e-2d7a-4c1e-9f55-1a2b3c4d5e03', kind: 'activity', title: 'Product demo', start: '2030-03-12T10:00:00.000Z', status: 'scheduled', url: '/activities' }),
];

function renderCalendar(url: string, answers: Parameters<typeof stubFetch>[0] = {}, premium = true) {
  const fetchMock = stubFetch({
    'GET /api/me': { body: makeProfile({ timeZone: 'UTC', membershipTier: premium ? 'premium' : 'free' }) },
    'GET /api/calendar': { body: { from: '', to: '', items: ITEMS, truncated: false } satisfies TCalendarRange },
    'GET /api/prospects': { body: { items: [{ id: PROSPECT_ID, name: 'Lena Fischer' }], total: 1, page: 1, pageSize: 10 } },
    ...answers,
  });
  renderWithRouter(
    <UpgradePromptProvider>
      <CalendarPage />
    </UpgradePromptProvider>,
    { url, path: '/calendar' },
  );
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof stubFetch>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === method && new URL(String(url), 'http://localhost').pathname === path);

const day = (key: string) => document.querySelector<HTMLElement>(`[data-testid="calendar-day"][data-day="${key}"]`)!;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CalendarPage', () => {
  it('places each item on its day with its kind and state, asking for the visible range once', async () => {
    const fetchMock = renderCalendar('/calendar?view=month&date=2030-03-10');
    expect(await within(day('2030-03-10')).findByText('Send the catalogue')).toBeInTheDocument();
    const twelfth = within(day('2030-03-12'));
    expect(twelfth.getByText('Call back Lena').closest('[data-testid="calendar-item"]')).toHaveAttribute('data-state', 'overdue');
    expect(twelfth.getByText('Product demo').closest('[data-testid="calendar-item"]')).toHaveAttribute('data-kind', 'activity');
    // Activities come before the missed reminder: the day is in time order.
    expect(twelfth.getAllByTestId('calendar-item').map((el) => el.dataset.kind)).toEqual(['activity', 'followUp']);
    expect(within(day('2030-03-11')).queryAllByTestId('calendar-item')).toHaveLength(0);
    expect(screen.getByTestId('calendar-title')).toHaveTextContent('March 2030');

    const ranges = calls(fetchMock, 'GET', '/api/calendar');
    expect(ranges).toHaveLength(1);
    // English weeks start on Sunday: March 2030 shows Feb 24 to Apr 6.
    const query = new URL(String(ranges[0][0]), 'http://localhost').searchParams;
    expect({ from: query.get('from'), to: query.get('to') }).toEqual({ from: '2030-02-24T00:00:00.000Z', to: '2030-04-07T00:00:00.000Z' });
  });

  it('shows "+N more" when a day holds more than fits, leading to that day', async () => {
    const busy = Array.from({ length: 5 }, (_, i) => item({ id: `0b7c1f7e-2d7a-4c1e-9f55-1a2b3c4d5f0${i}`, title: `Call ${i}`, start: `2030-03-14T0${i}:00:00.000Z` }));
    renderCalendar('/calendar?view=month&date=2030-03-10', { 'GET /api/calendar': { body: { from: '', to: '', items: busy, truncated: false } } });
    const more = await within(day('2030-03-14')).findByTestId('calendar-day-more');
    expect(more).toHaveTextContent('+3 more');
    expect(within(day('2030-03-14')).getAllByTestId('calendar-item')).toHaveLength(2);
    await userEvent.click(more);
    expect(await screen.findByTestId('calendar-time-grid')).toBeInTheDocument();
    expect(screen.getByTestId('calendar-title')).toHaveTextContent('Thursday, March 14, 2030');
  });

  it('creates a task from an empty day with that date prefilled', async () => {
    const fetchMock = renderCalendar('/calendar?view=month&date=2030-03-10', {
      'POST /api/calendar/items': { status: 201, body: { item: item({ title: 'Prepare samples', start: '2030-03-20T00:00:00.000Z' }), followUp: null } },
    });
    await within(day('2030-03-10')).findByText('Send the catalogue');
    await userEvent.click(day('2030-03-20'));
    const dialog = await screen.findByTestId('calendar-item-dialog');
    expect(within(dialog).getByTestId('calendar-item-date')).toHaveValue('2030-03-20');
    await userEvent.type(within(dialog).getByTestId('calendar-item-title'), 'Prepare samples');
    await userEvent.click(within(dialog).getByTestId('calendar-item-submit'));
    await waitFor(() => expect(calls(fetchMock, 'POST', '/api/calendar/items')).toHaveLength(1));
    expect(JSON.parse(String(calls(fetchMock, 'POST', '/api/calendar/items')[0][1]?.body))).toEqual({
      type: 'task',
      title: 'Prepare samples',
      date: '2030-03-20',
      time: null,
      notes: null,
      reminderAt: null,
      followUpAt: null,
      prospectId: null,
    });
    await waitFor(() => expect(screen.queryByTestId('calendar-item-dialog')).not.toBeInTheDocument());
    // The range is read again to show the new item.
    await waitFor(() => expect(calls(fetchMock, 'GET', '/api/calendar')).toHaveLength(2));
  });

  it('creates a reminder for a prospect from an hour slot of the week, which needs the prospect first', async () => {
    const fetchMock = renderCalendar('/calendar?view=week&date=2030-03-10', {
      'POST /api/calendar/items': { status: 201, body: { item: ITEMS[1], followUp: ITEMS[1] } },
    });
    await screen.findByText('Send the catalogue');
    await userEvent.click(document.querySelector<HTMLElement>('[data-slot="2030-03-13T14:00"]')!);
    const dialog = await screen.findByTestId('calendar-item-dialog');
    expect(within(dialog).getByTestId('calendar-item-date')).toHaveValue('2030-03-13');
    expect(within(dialog).getByTestId('calendar-item-time')).toHaveValue('14:00');
    await userEvent.click(within(dialog).getByTestId('calendar-item-type-reminder'));
    await userEvent.type(within(dialog).getByTestId('calendar-item-title'), 'Call back Lena');
    await userEvent.click(within(dialog).getByTestId('calendar-item-submit'));
    expect(await within(dialog).findByText('A reminder needs a prospect')).toBeInTheDocument();
    expect(calls(fetchMock, 'POST', '/api/calendar/items')).toHaveLength(0);

    await userEvent.click(within(dialog).getByTestId('calendar-item-linked'));
    await userEvent.click(await screen.findByRole('option', { name: 'Lena Fischer' }));
    await userEvent.click(within(dialog).getByTestId('calendar-item-submit'));
    await waitFor(() => expect(calls(fetchMock, 'POST', '/api/calendar/items')).toHaveLength(1));
    expect(JSON.parse(String(calls(fetchMock, 'POST', '/api/calendar/items')[0][1]?.body))).toMatchObject({
      type: 'reminder',
      title: 'Call back Lena',
      date: '2030-03-13',
      time: '14:00',
      prospectId: PROSPECT_ID,
      followUpAt: null,
    });
  });

  it('locks the reminder type behind the upgrade prompt for a free user', async () => {
    renderCalendar('/calendar?view=month&date=2030-03-10', {}, false);
    await within(day('2030-03-10')).findByText('Send the catalogue');
    await userEvent.click(day('2030-03-21'));
    const dialog = await screen.findByTestId('calendar-item-dialog');
    await userEvent.click(within(dialog).getByTestId('calendar-item-type-reminder'));
    expect(await screen.findByTestId('upgrade-modal')).toBeInTheDocument();
    expect(within(dialog).getByTestId('calendar-item-type-task')).toBeChecked();
    expect(within(dialog).getByTestId('calendar-item-followUp-locked')).toBeInTheDocument();
  });

  it('reschedules a dropped item to another day at the same time, showing it there before the server answers', async () => {
    const fetchMock = renderCalendar('/calendar?view=month&date=2030-03-10', {
      'PATCH /api/calendar/items/task/0b7c1f7e-2d7a-4c1e-9f55-1a2b3c4d5e01': () => new Promise<never>(() => {}),
    });
    await within(day('2030-03-10')).findByText('Send the catalogue');
    act(() => dnd.onDragEnd?.({ active: { id: 'task:1', data: { current: { item: ITEMS[0] } } }, over: { id: 'day:2030-03-15' } } as never));
    expect(await within(day('2030-03-15')).findByText('Send the catalogue')).toBeInTheDocument();
    expect(within(day('2030-03-10')).queryByText('Send the catalogue')).not.toBeInTheDocument();
    await waitFor(() => expect(calls(fetchMock, 'PATCH', '/api/calendar/items/task/0b7c1f7e-2d7a-4c1e-9f55-1a2b3c4d5e01')).toHaveLength(1));
    expect(JSON.parse(String(calls(fetchMock, 'PATCH', '/api/calendar/items/task/0b7c1f7e-2d7a-4c1e-9f55-1a2b3c4d5e01')[0][1]?.body))).toEqual({ start: '2030-03-15T09:30:00.000Z' });
  });

  it('moves a dropped item back with an error toast when the server refuses the move', async () => {
    const fetchMock = renderCalendar('/calendar?view=week&date=2030-03-10', {
      'PATCH /api/calendar/items/task/0b7c1f7e-2d7a-4c1e-9f55-1a2b3c4d5e01': { status: 500, body: { error: { code: 'internal', message: 'Boom' } } },
    });
    await screen.findByText('Send the catalogue');
    const slot = (key: string) => document.querySelector<HTMLElement>(`[data-slot="${key}"]`)!;
    act(() => dnd.onDragEnd?.({ active: { id: 'task:1', data: { current: { item: ITEMS[0] } } }, over: { id: 'slot:2030-03-11:16' } } as never));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Could not move “Send the catalogue”; it is back where it was.'));
    expect(JSON.parse(String(calls(fetchMock, 'PATCH', '/api/calendar/items/task/0b7c1f7e-2d7a-4c1e-9f55-1a2b3c4d5e01')[0][1]?.body))).toEqual({ start: '2030-03-11T16:00:00.000Z' });
    expect(within(slot('2030-03-10T09:00')).getByText('Send the catalogue')).toBeInTheDocument();
    expect(within(slot('2030-03-11T16:00')).queryByText('Send the catalogue')).not.toBeInTheDocument();
  });

  it('moves through the days with the arrow keys', async () => {
    renderCalendar('/calendar?view=month&date=2030-03-10');
    await within(day('2030-03-10')).findByText('Send the catalogue');
    expect(day('2030-03-10')).toHaveAttribute('tabindex', '0');
    day('2030-03-10').focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(day('2030-03-17')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(day('2030-03-18')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByTestId('calendar-item-date')).toHaveValue('2030-03-18');
  });
});
