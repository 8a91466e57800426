import { describe, expect, it } from 'vitest';
import { TASK_ID, TASK_ID_2, makeBoard, makeTask } from '../test-fixtures';
import { moveOnBoard } from './board';

const NOW = new Date('2026-03-10T12:00:00.000Z');

describe('moveOnBoard', () => {
  it('moves the card to the head of the target column with the status the drop stores, and the totals follow', () => {
    const board = makeBoard([makeTask(), makeTask({ id: TASK_ID_2 })], [makeTask({ id: '7d3e1c20-5a4b-4c8d-9e0f-000000000009', status: 'completed', column: 'done' })]);
    const moved = moveOnBoard(board, TASK_ID, 'done', NOW);
    expect(moved.columns.map((c) => [c.column, c.total, c.items.map((i) => i.id)])).toEqual([
      ['todo', 1, [TASK_ID_2]],
      ['done', 2, [TASK_ID, '7d3e1c20-5a4b-4c8d-9e0f-000000000009']],
      ['archived', 0, []],
    ]);
    expect(moved.columns[1].items[0]).toMatchObject({ status: 'completed', column: 'done', completedAt: NOW.toISOString() });
  });

  it('reads a task moved back to todo as overdue when its due date has passed', () => {
    const board = makeBoard([], [makeTask({ status: 'completed', column: 'done', dueAt: '2026-03-01T09:00:00.000Z' })]);
    expect(moveOnBoard(board, TASK_ID, 'todo', NOW).columns[0].items[0]).toMatchObject({ status: 'overdue', column: 'todo', completedAt: null });
  });

  it('leaves the board alone for a drop on the same column or an unknown card', () => {
    const board = makeBoard([makeTask()]);
    expect(moveOnBoard(board, TASK_ID, 'todo', NOW)).toBe(board);
    expect(moveOnBoard(board, TASK_ID_2, 'done', NOW)).toBe(board);
  });
});
