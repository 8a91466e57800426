import { describe, expect, it } from 'vitest';
import type { TDownlineNode } from '@shared/team/team.schema';
import { flattenTree, pathTo, type TTreeView } from './downline-tree';

function node(id: string, children?: TDownlineNode[], directCount = children?.length ?? 0): TDownlineNode {
  return { id, name: id.toUpperCase(), rank: 'associate', status: 'active', level: 1, directCount, downlineCount: directCount, linkedUserId: null, children };
}

const view = (overrides: Partial<TTreeView> = {}): TTreeView => ({ expandTo: 0, toggled: new Map(), branches: new Map(), ...overrides });

// a ─ b ─ d
//   └ c
// e
const tree = () => [node('a', [node('b', [node('d')]), node('c')]), node('e')];

describe('flattenTree', () => {
  it('shows only the roots when nothing is expanded', () => {
    expect(flattenTree(tree(), view()).map((r) => r.node.id)).toEqual(['a', 'e']);
  });

  it('expands every node above the chosen depth, depth first', () => {
    const rows = flattenTree(tree(), view({ expandTo: 2 }));
    expect(rows.map((r) => [r.node.id, r.depth])).toEqual([['a', 0], ['b', 1], ['d', 2], ['c', 1], ['e', 0]]);
    expect(rows.find((r) => r.node.id === 'a')?.expanded).toBe(true);
    expect(rows.find((r) => r.node.id === 'e')?.expanded).toBe(false);
  });

  it("lets the person's toggles win over the depth", () => {
    const rows = flattenTree(tree(), view({ expandTo: 2, toggled: new Map([['b', false]]) }));
    expect(rows.map((r) => r.node.id)).toEqual(['a', 'b', 'c', 'e']);
  });

  it('marks an expanded node whose children are not loaded, and uses fetched branches', () => {
    const roots = [node('a', undefined, 2)];
    const open = view({ toggled: new Map([['a', true]]) });
    expect(flattenTree(roots, open)[0].needsFetch).toBe(true);
    const loaded = flattenTree(roots, { ...open, branches: new Map([['a', [node('x'), node('y')]]]) });
    expect(loaded.map((r) => r.node.id)).toEqual(['a', 'x', 'y']);
    expect(loaded[0].needsFetch).toBe(false);
  });

  it('tells each row which connector lines continue past it', () => {
    const rows = flattenTree(tree(), view({ expandTo: 2 }));
    const d = rows.find((r) => r.node.id === 'd');
    // d's ancestors a and b both have a sibling further down (e and c): their lines run on past d.
    expect(d?.guides).toEqual([true, true]);
    expect(rows.find((r) => r.node.id === 'c')?.guides).toEqual([true]);
    expect(d?.isLast).toBe(true);
    expect(rows.find((r) => r.node.id === 'c')?.isLast).toBe(true);
    expect(rows.find((r) => r.node.id === 'b')?.isLast).toBe(false);
  });

  it('handles a wide front line without recursion', () => {
    const wide = Array.from({ length: 20_000 }, (_, i) => node(`n${i}`));
    expect(flattenTree(wide, view({ expandTo: 5 }))).toHaveLength(20_000);
  });
});

describe('pathTo', () => {
  it('lists the nodes from the top down to the one asked for', () => {
    const rows = flattenTree(tree(), view({ expandTo: 2 }));
    expect(pathTo(rows, 'd').map((n) => n.id)).toEqual(['a', 'b', 'd']);
  });
});
