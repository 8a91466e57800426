import { memo } from 'react';
import { AlertTriangle, ChevronRight, Crosshair, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import type { TTreeRow } from '../lib/downline-tree';
import { formatNumber } from '../lib/format';
import { LinkedAccountBadge } from './LinkedAccountBadge';
import { RankBadge, StatusDot } from './RankBadge';

/** Indentation per level; half of it is where a level's connector line runs (under the toggle). */
export const INDENT = 24;
/** Space before the top level, so its toggle does not touch the tree's border. */
const GUTTER = 8;
export const ROW_HEIGHT = 44;

interface TDownlineRowProps {
  row: TTreeRow;
  index: number;
  rowId: string;
  top: number;
  active: boolean;
  failed: boolean;
  onToggle: (row: TTreeRow) => void;
  onFocusNode: (row: TTreeRow) => void;
  onActivate: (index: number) => void;
}

export const DownlineRow = memo(function DownlineRow({ row, index, rowId, top, active, failed, onToggle, onFocusNode, onActivate }: TDownlineRowProps) {
  const { t, i18n } = useTranslation('team');
  const { node, depth } = row;
  const hasChildren = node.directCount > 0;
  const loading = row.needsFetch && !failed;
  return (
    <div
      id={rowId}
      role="treeitem"
      aria-level={depth + 1}
      aria-expanded={hasChildren ? row.expanded : undefined}
      aria-selected={active}
      aria-label={node.name}
      data-testid="downline-node"
      data-member-name={node.name}
      onMouseDown={() => onActivate(index)}
      className={cn(
        'absolute inset-x-0 flex items-center pr-2 text-sm hover:bg-muted/60',
        // The keyboard position shows only while the tree has focus.
        active && 'group-focus-within:bg-accent/70 group-focus-visible:ring-2 group-focus-visible:ring-inset group-focus-visible:ring-ring',
      )}
      style={{ height: ROW_HEIGHT, transform: `translateY(${top}px)` }}
    >
      <Connectors row={row} />
      <div className="flex min-w-0 flex-1 items-center gap-2" style={{ paddingLeft: GUTTER + depth * INDENT }}>
        {hasChildren ? (
          <button
            type="button"
            tabIndex={-1}
            data-testid="downline-expand"
            aria-label={row.expanded ? t('downline.collapse', { name: node.name }) : t('downline.expand', { name: node.name })}
            onClick={() => onToggle(row)}
            className="relative z-10 grid size-6 shrink-0 cursor-pointer place-items-center rounded border bg-card text-muted-foreground hover:text-foreground"
          >
            {loading ? (
              <Loader2 className="size-3.5 animate-spin" />
            ) : failed ? (
              <AlertTriangle className="size-3.5 text-destructive" />
            ) : (
              <ChevronRight className={cn('size-3.5 transition-transform', row.expanded && 'rotate-90')} />
            )}
          </button>
        ) : (
          <span className="relative z-10 grid size-6 shrink-0 place-items-center" aria-hidden="true">
            <span className="size-1.5 rounded-full bg-border" />
          </span>
        )}
        <StatusDot status={node.status} compact />
        <span className="min-w-0 truncate font-medium">{node.name}</span>
        <RankBadge rank={node.rank} className="hidden shrink-0 sm:inline-flex" />
        {node.linkedUserId && (
          <span className="hidden shrink-0 sm:inline-flex">
            <LinkedAccountBadge />
          </span>
        )}
      </div>
      <div className="ml-2 flex shrink-0 items-center gap-1 text-xs tabular-nums text-muted-foreground">
        <span title={t('downline.directCount')} className={DIRECT_CHIP}>
          <span className="sr-only">{t('downline.directCount')}: </span>
          {formatNumber(node.directCount, i18n.language)}
        </span>
        <span title={t('downline.totalCount')} className={TOTAL_CHIP}>
          <span className="sr-only">{t('downline.totalCount')}: </span>
          {formatNumber(node.downlineCount, i18n.language)}
        </span>
        <button
          type="button"
          tabIndex={-1}
          data-testid="downline-focus"
          aria-label={t('downline.focusOn', { name: node.name })}
          title={t('downline.focusOn', { name: node.name })}
          onClick={() => onFocusNode(row)}
          className="grid size-7 cursor-pointer place-items-center rounded text-muted-foreground hover:bg-accent hover:text-accent-foreground"
        >
          <Crosshair className="size-4" />
        </button>
      </div>
    </div>
  );
});

const DIRECT_CHIP = 'rounded bg-muted px-1.5 py-0.5';
const TOTAL_CHIP = 'rounded bg-primary/10 px-1.5 py-0.5 text-primary';

/** What the two numbers on each row mean. */
export function CountsLegend() {
  const { t } = useTranslation('team');
  return (
    <p className="flex items-center gap-3 text-xs text-muted-foreground" aria-hidden="true">
      <span className="flex items-center gap-1.5">
        <span className={cn(DIRECT_CHIP, 'size-3 p-0')} /> {t('downline.directCount')}
      </span>
      <span className="flex items-center gap-1.5">
        <span className={cn(TOTAL_CHIP, 'size-3 bg-primary/30 p-0')} /> {t('downline.totalCount')}
      </span>
    </p>
  );
}

/** The lines joining a node to its parent, and the lines of ancestors that continue below it. */
function Connectors({ row }: { row: TTreeRow }) {
  if (row.depth === 0) return null;
  const x = (level: number) => GUTTER + (level - 1) * INDENT + INDENT / 2;
  return (
    <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-0">
      {row.guides.map((continues, level) =>
        level > 0 && level < row.depth && continues ? <span key={level} className="absolute inset-y-0 w-px bg-border" style={{ left: x(level) }} /> : null,
      )}
      <span className={cn('absolute top-0 w-px bg-border', row.isLast ? 'h-1/2' : 'h-full')} style={{ left: x(row.depth) }} />
      <span className="absolute top-1/2 h-px bg-border" style={{ left: x(row.depth), width: INDENT / 2 }} />
    </span>
  );
}
