import { describe, expect, it } from 'vitest';
import { TASK_ATTACHMENT_MAX_BYTES } from '@shared/tasks/tasks.constants';
import { makeTask } from '../test-fixtures';
import { attachmentProblem } from './attachment-check';
import { EMPTY_TASK_FORM, changesOf, isoToLocal, localToIso, taskFormOf, validateTask } from './task-form';

describe('task form', () => {
  it('turns local date and time inputs into an ISO instant with the offset, and back', () => {
    const iso = localToIso('2026-03-09', '08:15');
    expect(iso).toMatch(/^2026-03-09T08:15:00(Z|[+-]\d{2}:\d{2})$/);
    expect(isoToLocal(iso)).toEqual({ date: '2026-03-09', time: '08:15' });
    // Without a time, due by the end of that day.
    expect(isoToLocal(localToIso('2026-03-09'))).toEqual({ date: '2026-03-09', time: '23:59' });
    expect(localToIso('')).toBe('');
  });

  it('gives every broken rule at once, under the field the person filled in', () => {
    const result = validateTask({ ...EMPTY_TASK_FORM, recurrence: 'monthly', estimatedHours: '-2' });
    expect(result).toEqual({
      success: false,
      errors: { title: 'Title is required', recurrence: 'A recurring task needs a due date', estimatedHours: 'Hours cannot be negative' },
    });
  });

  it('links the chosen person by their kind', () => {
    const result = validateTask({ ...EMPTY_TASK_FORM, title: 'Demo', link: { id: '5b0f3a1e-7c55-4d3b-9a55-0d6b2a1e0099', type: 'contact', name: 'Li', personName: 'Li' } });
    expect(result.success && result.data).toMatchObject({ prospectId: null, contactId: '5b0f3a1e-7c55-4d3b-9a55-0d6b2a1e0099', teamMemberId: null });
  });

  it('finds what an edit changed, and never sends the overdue status it cannot store', () => {
    const form = taskFormOf(makeTask({ status: 'overdue', tags: ['kit'] }), (_type, name) => name);
    expect(form.status).toBe('pending');
    const before = validateTask(form);
    const after = validateTask({ ...form, tags: ['kit', 'vip'], priority: 'urgent' });
    if (!before.success || !after.success) throw new Error('the saved task should pass the form’s rules');
    expect(changesOf(before.data, after.data)).toEqual({ tags: ['kit', 'vip'], priority: 'urgent' });
  });
});

describe('attachmentProblem', () => {
  it('checks size and type before uploading, with the limits the server applies', () => {
    expect(attachmentProblem({ name: 'a.pdf', type: 'application/pdf', size: TASK_ATTACHMENT_MAX_BYTES })).toBeNull();
    expect(attachmentProblem({ name: 'a.pdf', type: 'application/pdf', size: TASK_ATTACHMENT_MAX_BYTES + 1 })).toBe('tooLarge');
    expect(attachmentProblem({ name: 'a.exe', type: 'application/x-msdownload', size: 10 })).toBe('badType');
    // Windows names CSV files after Excel: the name ending decides.
    expect(attachmentProblem({ name: 'leads.csv', type: 'application/vnd.ms-excel', size: 10 })).toBeNull();
    expect(attachmentProblem({ name: 'empty.txt', type: 'text/plain', size: 0 })).toBe('empty');
  });
});
