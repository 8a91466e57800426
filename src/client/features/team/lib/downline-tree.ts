import type { TDownlineNode } from '@shared/team/team.schema';

/** One visible line of the genealogy tree. */
export interface TTreeRow {
  node: TDownlineNode;
  /** 0 for the top of the shown tree. */
  depth: number;
  parentId: string | null;
  expanded: boolean;
  /** The node has children but they are not in the loaded data yet. */
  needsFetch: boolean;
  isLast: boolean;
  /** For each ancestor level, whether its connector line continues past this row. */
  guides: boolean[];
}

export interface TTreeView {
  /** Nodes expanded to this depth unless the person toggled them. */
  expandTo: number;
  /** The person's own toggles: id -> expanded. */
  toggled: ReadonlyMap<string, boolean>;
  /** Children fetched separately, by parent id; they win over the nested ones (fresher, deeper). */
  branches: ReadonlyMap<string, TDownlineNode[]>;
}

export function childrenOf(node: TDownlineNode, branches: TTreeView['branches']): TDownlineNode[] | undefined {
  return branches.get(node.id) ?? node.children;
}

export function isExpanded(node: TDownlineNode, depth: number, view: TTreeView): boolean {
  if (node.directCount === 0) return false;
  return view.toggled.get(node.id) ?? depth < view.expandTo;
}

/**
 * The rows to draw, depth first, with what each needs for its connector lines. Iterative, so a
 * deep or wide tree does not grow the call stack.
 */
export function flattenTree(roots: TDownlineNode[], view: TTreeView): TTreeRow[] {
  const rows: TTreeRow[] = [];
  type TFrame = { nodes: TDownlineNode[]; index: number; depth: number; parentId: string | null; guides: boolean[] };
  const stack: TFrame[] = [{ nodes: roots, index: 0, depth: 0, parentId: null, guides: [] }];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1];
    if (frame.index >= frame.nodes.length) {
      stack.pop();
      continue;
    }
    const node = frame.nodes[frame.index];
    const isLast = frame.index === frame.nodes.length - 1;
    frame.index += 1;
    const expanded = isExpanded(node, frame.depth, view);
    const children = childrenOf(node, view.branches);
    rows.push({ node, depth: frame.depth, parentId: frame.parentId, expanded, needsFetch: expanded && children === undefined, isLast, guides: frame.guides });
    if (expanded && children && children.length > 0) {
      stack.push({ nodes: children, index: 0, depth: frame.depth + 1, parentId: node.id, guides: [...frame.guides, !isLast] });
    }
  }
  return rows;
}

/** Ids of the nodes from the top of the rows down to `id` (inclusive), for the breadcrumb. */
export function pathTo(rows: TTreeRow[], id: string): TDownlineNode[] {
  const byId = new Map(rows.map((row) => [row.node.id, row]));
  const path: TDownlineNode[] = [];
  for (let row = byId.get(id); row; row = row.parentId ? byId.get(row.parentId) : undefined) path.unshift(row.node);
  return path;
}
