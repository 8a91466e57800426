import { useRef, useState, type KeyboardEvent } from 'react';

/**
 * Keyboard moves through a grid's cells (arrows, Home/End of the row, Ctrl+Home/End of the grid)
 * with one tab stop: the active cell (WAI-ARIA grid pattern). Keys pressed on an item inside a
 * cell are the item's own.
 */
export function useGridKeyboard(count: number, columns: number, initial: number) {
  const [active, setActive] = useState(Math.max(0, Math.min(initial, count - 1)));
  const grid = useRef<HTMLDivElement>(null);
  const current = Math.min(active, count - 1);

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(index, count - 1));
    setActive(next);
    grid.current?.querySelector<HTMLElement>(`[data-cell-index="${next}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (target.dataset.cellIndex === undefined) return;
    const rowStart = current - (current % columns);
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      ArrowDown: current + columns,
      ArrowUp: current - columns,
      Home: event.ctrlKey ? 0 : rowStart,
      End: event.ctrlKey ? count - 1 : rowStart + columns - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    moveTo(moves[event.key]);
  };

  const cellProps = (index: number) => ({
    'data-cell-index': index,
    tabIndex: index === current ? 0 : -1,
    onFocus: (event: { target: EventTarget; currentTarget: EventTarget }) => {
      if (event.target === event.currentTarget) setActive(index);
    },
  });

  return { grid, onKeyDown, cellProps };
}
