import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import type { TTreeRow } from '../lib/downline-tree';
import { DownlineRow, ROW_HEIGHT } from './DownlineRow';

interface TDownlineTreeProps {
  rows: TTreeRow[];
  failed: ReadonlySet<string>;
  onToggle: (row: TTreeRow) => void;
  onFocusNode: (row: TTreeRow) => void;
}

/**
 * The visible part of the genealogy tree, virtualised over the flattened rows so a front line of
 * thousands scrolls smoothly. Keyboard: arrows move, → / ← open and close, Enter focuses a member.
 */
export function DownlineTree({ rows, failed, onToggle, onFocusNode }: TDownlineTreeProps) {
  const { t } = useTranslation('team');
  const baseId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    getItemKey: (index) => rows[index].node.id,
  });
  const current = Math.min(active, Math.max(0, rows.length - 1));

  useEffect(() => {
    if (rows.length > 0) virtualizer.scrollToIndex(current, { align: 'auto' });
  }, [current, rows.length, virtualizer]);

  const move = useCallback((index: number) => setActive(Math.max(0, Math.min(rows.length - 1, index))), [rows.length]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const row = rows[current];
    if (!row) return;
    switch (event.key) {
      case 'ArrowDown':
        move(current + 1);
        break;
      case 'ArrowUp':
        move(current - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(rows.length - 1);
        break;
      case 'ArrowRight':
        if (row.node.directCount > 0 && !row.expanded) onToggle(row);
        else if (row.expanded && rows[current + 1]?.parentId === row.node.id) move(current + 1);
        break;
      case 'ArrowLeft':
        if (row.expanded) onToggle(row);
        else if (row.parentId) move(rows.findIndex((r) => r.node.id === row.parentId));
        break;
      case ' ':
        if (row.node.directCount > 0) onToggle(row);
        break;
      case 'Enter':
        onFocusNode(row);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <div
      ref={scroller}
      role="tree"
      tabIndex={0}
      aria-label={t('downline.treeLabel')}
      aria-activedescendant={rows[current] ? `${baseId}-${current}` : undefined}
      aria-describedby={`${baseId}-help`}
      onKeyDown={onKeyDown}
      data-testid="downline-tree"
      className="group relative max-h-[min(65dvh,40rem)] overflow-auto rounded-lg border bg-card focus-visible:outline-none"
    >
      <p id={`${baseId}-help`} className="sr-only">
        {t('downline.keyboardHelp')}
      </p>
      <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          return (
            <DownlineRow
              key={item.key}
              row={row}
              index={item.index}
              rowId={`${baseId}-${item.index}`}
              top={item.start}
              active={item.index === current}
              failed={failed.has(row.node.id)}
              onToggle={onToggle}
              onFocusNode={onFocusNode}
              onActivate={setActive}
            />
          );
        })}
      </div>
    </div>
  );
}
