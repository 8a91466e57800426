import { describe, expect, it } from 'vitest';
import type { TTaskRow } from './tasks.repository.js';
import { nextOccurrenceValues } from './task-recurrence.js';

const row = (overrides: Partial<TTaskRow>): TTaskRow => ({
  id: '00000000-0000-4000-8000-000000000001',
  userId: 'u1',
  title: 'Weekly team call',
  description: null,
  dueAt: new Date('2026-01-31T10:00:00Z'),
  remindAt: null,
  remindedAt: null,
  priority: 'medium',
  recurrence: 'monthly',
  status: 'completed',
  completedAt: new Date(),
  tags: [],
  estimatedHours: 1,
  actualHours: 2,
  assigneeId: null,
  prospectId: null,
  contactId: null,
  teamMemberId: null,
  seriesId: '00000000-0000-4000-8000-000000000001',
  seriesAnchorAt: new Date('2026-01-31T10:00:00Z'),
  occurrence: 0,
  previousId: null,
  createdAt: new Date(),
  updatedAt: new Date(),
  ...overrides,
});

describe('nextOccurrenceValues', () => {
  it('counts from the series anchor, so a month end survives a short month', () => {
    const second = nextOccurrenceValues(row({ dueAt: new Date('2026-02-28T10:00:00Z'), occurrence: 1 }), 'UTC')!;
    expect(second).toMatchObject({ dueAt: new Date('2026-03-31T10:00:00Z'), occurrence: 2, seriesAnchorAt: new Date('2026-01-31T10:00:00Z') });
  });

  it('starts open, follows its previous occurrence and keeps the reminder lead time', () => {
    const next = nextOccurrenceValues(row({ recurrence: 'daily', remindAt: new Date('2026-01-31T09:45:00Z') }), 'Europe/Madrid')!;
    expect(next).toMatchObject({ status: 'pending', completedAt: null, actualHours: null, estimatedHours: 1, previousId: row({}).id, seriesId: row({}).seriesId });
    expect(next.dueAt).toEqual(new Date('2026-02-01T10:00:00Z'));
    expect(next.remindAt).toEqual(new Date('2026-02-01T09:45:00Z'));
  });

  it('counts a row without an anchor from its own due time, and gives nothing for a task that does not recur', () => {
    expect(nextOccurrenceValues(row({ recurrence: 'weekly', seriesAnchorAt: null, occurrence: 7 }), 'UTC')).toMatchObject({ dueAt: new Date('2026-02-07T10:00:00Z'), occurrence: 1 });
    expect(nextOccurrenceValues(row({ recurrence: 'none' }), 'UTC')).toBeNull();
    expect(nextOccurrenceValues(row({ dueAt: null }), 'UTC')).toBeNull();
  });

  it('ends the series where the next due time or its reminder would pass 9999-12-31 (PostgreSQL refused the "+010000" time: a 500)', () => {
    const last = new Date('9999-12-31T10:00:00Z');
    expect(nextOccurrenceValues(row({ recurrence: 'daily', dueAt: last, seriesAnchorAt: last }), 'UTC')).toBeNull();
    const dayBefore = new Date('9999-12-30T10:00:00Z');
    expect(nextOccurrenceValues(row({ recurrence: 'daily', dueAt: dayBefore, seriesAnchorAt: dayBefore }), 'UTC')!.dueAt).toEqual(last);
    // A reminder set after the due time would land on 10000-01-01.
    expect(nextOccurrenceValues(row({ recurrence: 'daily', dueAt: dayBefore, seriesAnchorAt: dayBefore, remindAt: new Date('9999-12-31T00:00:00Z') }), 'UTC')).toBeNull();
  });
});
