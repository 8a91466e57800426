import { useCallback, useMemo, useState } from 'react';
import { GitFork } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TDownlineNode } from '@shared/team/team.schema';
import { ListEmpty, ListError } from '../../../components/ui/list-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDownline, useDownlineBranches } from '../api/downline.api';
import { childrenOf, flattenTree, pathTo, type TTreeRow } from '../lib/downline-tree';
import { DownlineBreadcrumb } from './DownlineBreadcrumb';
import { CountsLegend } from './DownlineRow';
import { DownlineDepthControl, MAX_LEVELS } from './DownlineDepthControl';
import { DownlineStats } from './DownlineStats';
import { DownlineTree } from './DownlineTree';

/** The front line is loaded at least this deep, so opening a front-line member is instant. */
const MIN_LOAD_DEPTH = 2;

/** The Downline tab: the genealogy tree from the front line or from a focused member, with its stats. */
export function DownlineTab() {
  const [focusPath, setFocusPath] = useState<TDownlineNode[]>([]);
  const focus = focusPath.at(-1) ?? null;
  const [levels, setLevels] = useState(1);
  return (
    <div className="grid gap-4">
      <DownlineBreadcrumb path={focusPath} onNavigate={(length) => setFocusPath((path) => path.slice(0, length))} />
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <DownlineView
          key={focus?.id ?? 'front-line'}
          focus={focus}
          levels={levels}
          onLevels={setLevels}
          onFocus={(nodes) => setFocusPath((path) => [...path, ...nodes])}
        />
        <DownlineStats rootId={focus?.id ?? null} />
      </div>
    </div>
  );
}

/** One tree under one root; remounted when the root changes, so its toggles start fresh. */
interface TDownlineViewProps {
  focus: TDownlineNode | null;
  /** How many levels under the root are open ("expand all to depth N"), kept across roots. */
  levels: number;
  onLevels: (levels: number) => void;
  onFocus: (nodes: TDownlineNode[]) => void;
}

function DownlineView({ focus, levels, onLevels, onFocus }: TDownlineViewProps) {
  const { t } = useTranslation('team');
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [branchIds, setBranchIds] = useState<readonly string[]>([]);
  const tree = useDownline(focus?.id ?? null, Math.max(MIN_LOAD_DEPTH, levels));
  const branches = useDownlineBranches(branchIds);
  const roots = tree.data;

  const rows = useMemo(
    () => (roots ? flattenTree(roots, { expandTo: levels - 1, toggled, branches: branches.loaded }) : []),
    [roots, levels, toggled, branches.loaded],
  );

  const onToggle = useCallback(
    (row: TTreeRow) => {
      const expand = !row.expanded;
      setToggled((current) => new Map(current).set(row.node.id, expand));
      if (!expand) return;
      if (branches.failed.has(row.node.id)) branches.retry(row.node.id);
      else if (childrenOf(row.node, branches.loaded) === undefined) setBranchIds((ids) => (ids.includes(row.node.id) ? ids : [...ids, row.node.id]));
    },
    [branches],
  );

  const onFocusNode = useCallback((row: TTreeRow) => onFocus(pathTo(rows, row.node.id)), [rows, onFocus]);

  const chooseLevels = (value: number) => {
    onLevels(value);
    setToggled(new Map());
  };

  return (
    <section className="grid min-w-0 gap-3" aria-label={focus ? t('downline.subtreeOf', { name: focus.name }) : t('downline.wholeTeam')}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="grid gap-1">
          <p className="text-sm text-muted-foreground">{focus ? t('downline.focusHint', { name: focus.name }) : t('downline.frontLineHint')}</p>
          <CountsLegend />
        </div>
        <DownlineDepthControl value={levels} max={MAX_LEVELS} onChange={chooseLevels} busy={tree.isPlaceholderData} />
      </div>
      {tree.isError && !roots ? (
        <ListError message={t('downline.loadError')} retryLabel={t('common:errors.tryAgain')} onRetry={() => void tree.refetch()} />
      ) : !roots ? (
        <div className="grid gap-2 rounded-lg border bg-card p-3" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-8" style={{ marginLeft: (i % 3) * 24 }} />
          ))}
        </div>
      ) : roots.length === 0 ? (
        <ListEmpty icon={GitFork} title={focus ? t('downline.emptyFocus', { name: focus.name }) : t('downline.empty')} text={focus ? undefined : t('downline.emptyText')} />
      ) : (
        <DownlineTree rows={rows} failed={branches.failed} onToggle={onToggle} onFocusNode={onFocusNode} />
      )}
    </section>
  );
}
