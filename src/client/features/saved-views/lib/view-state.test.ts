import { describe, expect, it } from 'vitest';
import { sameState, viewStateOf } from './view-state';

describe('viewStateOf', () => {
  it("keeps a list's settings and drops where the seller is: page, open record, month", () => {
    const query = new URLSearchParams('view=calendar&month=2026-02&task=abc&page=4&status=overdue&q=maria');
    expect(viewStateOf(query, 'tasks')).toEqual({ view: 'calendar', status: 'overdue', q: 'maria' });
    expect(viewStateOf(new URLSearchParams('type=prospect&pageSize=50&page=2'), 'people')).toEqual({ type: 'prospect', pageSize: '50' });
  });

  it('leaves out empty values and names a view could not save', () => {
    expect(viewStateOf(new URLSearchParams('q=&bad%20name=1&_x=2&status=done'), 'tasks')).toEqual({ status: 'done' });
  });
});

describe('sameState', () => {
  it('compares values, not their order', () => {
    expect(sameState({ a: '1', b: '2' }, { b: '2', a: '1' })).toBe(true);
    expect(sameState({}, {})).toBe(true);
    expect(sameState({ a: '1' }, { a: '2' })).toBe(false);
    expect(sameState({ a: '1' }, { a: '1', b: '2' })).toBe(false);
    expect(sameState({ a: '1', b: '2' }, { a: '1', c: '2' })).toBe(false);
  });
});
