import type { TTaskColumn } from '@shared/tasks/tasks.constants';
import { effectiveTaskStatus, statusForColumn } from '@shared/tasks/tasks.rules';
import type { TTask, TTaskBoard } from '@shared/tasks/tasks.schema';

/** The task of the board with this id, and the column it is in. */
export function findOnBoard(board: TTaskBoard, id: string): { task: TTask; column: TTaskColumn } | null {
  for (const column of board.columns) {
    const task = column.items.find((item) => item.id === id);
    if (task) return { task, column: column.column };
  }
  return null;
}

/**
 * The board as it will be once `id` is dropped into `target`: the card leaves its column and
 * heads the target one, with the status the drop stores (overdue still read from the due date).
 */
export function moveOnBoard(board: TTaskBoard, id: string, target: TTaskColumn, now = new Date()): TTaskBoard {
  const found = findOnBoard(board, id);
  if (!found || found.column === target) return board;
  const stored = statusForColumn(target);
  const moved: TTask = {
    ...found.task,
    column: target,
    status: effectiveTaskStatus(stored, found.task.dueAt, now),
    completedAt: stored === 'completed' ? now.toISOString() : null,
  };
  return {
    columns: board.columns.map((column) => {
      if (column.column === found.column) return { ...column, total: Math.max(0, column.total - 1), items: column.items.filter((item) => item.id !== id) };
      if (column.column === target) return { ...column, total: column.total + 1, items: [moved, ...column.items] };
      return column;
    }),
  };
}
