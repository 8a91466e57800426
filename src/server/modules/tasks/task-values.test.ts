import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.js';
import type { TTaskRow } from './tasks.repository.js';
import { createValues, updateValues } from './task-values.js';

const NOW = new Date('2026-05-01T12:00:00Z');
const base: TTaskRow = {
  ...createValues('00000000-0000-4000-8000-000000000001', { title: 'Call', priority: 'medium', recurrence: 'none', status: 'pending', tags: [], subtasks: [] }, NOW),
  id: '00000000-0000-4000-8000-000000000001',
  userId: 'u1',
  remindedAt: null,
  previousId: null,
  createdAt: NOW,
  updatedAt: NOW,
} as TTaskRow;

describe('createValues', () => {
  it('starts a series at a recurring task’s due time, and refuses one without', () => {
    const v = createValues('id-1', { title: 'Weekly call', dueAt: '2026-05-04T09:00:00Z', priority: 'low', recurrence: 'weekly', status: 'completed', tags: [], subtasks: [] }, NOW);
    expect(v).toMatchObject({ seriesId: 'id-1', seriesAnchorAt: new Date('2026-05-04T09:00:00Z'), occurrence: 0, completedAt: NOW });
    expect(() => createValues('id-2', { title: 'x', priority: 'low', recurrence: 'daily', status: 'pending', tags: [], subtasks: [] }, NOW)).toThrow(AppError);
  });
});

describe('updateValues', () => {
  it('replaces the link when another person is chosen, and only clears what is cleared', () => {
    const linked = { ...base, prospectId: 'p1' };
    expect(updateValues(linked, { contactId: 'c1' }, NOW)).toMatchObject({ prospectId: null, contactId: 'c1', teamMemberId: null });
    expect(updateValues({ ...base, contactId: 'c1' }, { prospectId: null }, NOW)).toEqual({ prospectId: null });
  });

  it('stamps completedAt once, and clears it for any other status', () => {
    expect(updateValues(base, { status: 'completed' }, NOW).completedAt).toEqual(NOW);
    const done = { ...base, status: 'completed', completedAt: new Date('2026-04-01T00:00:00Z') };
    expect(updateValues(done, { status: 'completed' }, NOW).completedAt).toEqual(done.completedAt);
    expect(updateValues(done, { status: 'archived' }, NOW).completedAt).toBeNull();
  });

  it('makes a moved reminder due again, and leaves an unmoved one as it is', () => {
    const reminded = { ...base, remindAt: new Date('2026-05-02T08:00:00Z'), remindedAt: new Date('2026-05-02T08:00:05Z') };
    expect(updateValues(reminded, { remindAt: '2026-05-03T08:00:00Z' }, NOW)).toEqual({ remindAt: new Date('2026-05-03T08:00:00Z'), remindedAt: null });
    expect(updateValues(reminded, { remindAt: '2026-05-02T08:00:00.000Z' }, NOW)).toEqual({ remindAt: new Date('2026-05-02T08:00:00Z') });
  });

  it('re-anchors a series when its due time or recurrence changes, not otherwise', () => {
    const recurring = { ...base, recurrence: 'weekly', dueAt: new Date('2026-05-04T09:00:00Z'), seriesId: base.id, seriesAnchorAt: new Date('2026-04-27T09:00:00Z'), occurrence: 1 };
    expect(updateValues(recurring, { title: 'Renamed', dueAt: '2026-05-04T09:00:00.000Z' }, NOW)).toEqual({ title: 'Renamed', dueAt: new Date('2026-05-04T09:00:00Z') });
    expect(updateValues(recurring, { dueAt: '2026-05-05T09:00:00Z' }, NOW)).toMatchObject({ seriesAnchorAt: new Date('2026-05-05T09:00:00Z'), occurrence: 0, seriesId: base.id });
    expect(() => updateValues(recurring, { dueAt: null }, NOW)).toThrow('Some fields are invalid');
  });
});
