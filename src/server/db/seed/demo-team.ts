import type { TRankQualifiers } from '../../../shared/team/rank.rules.js';
import type { TTeamMemberStatus, TTeamRank, TTeamRole } from '../../../shared/team/team.constants.js';
import type { TDemoClock, TDemoRandom } from './demo-clock.js';
import { ranksOfTree, roleForRank, type TTreeNode } from './team-tree.js';

export interface TDemoMember extends TTreeNode {
  rank: TTeamRank;
  role: TTeamRole;
  joinDate: string;
  /** When the row was entered: the day the member joined, in the afternoon. */
  createdAt: Date;
}

/**
 * The seller's three-level downline: a strong first leg (Elena's), two smaller ones and a partner
 * on leave. [sponsor index or null, status]; sponsors come before their recruits.
 */
const TREE: readonly [number | null, TTeamMemberStatus][] = [
  [null, 'active'], [null, 'active'], [null, 'active'], [null, 'on_leave'],
  [0, 'active'], [0, 'active'], [0, 'active'], [0, 'active'],
  [1, 'active'], [1, 'active'], [1, 'inactive'],
  [2, 'active'], [2, 'active'],
  [3, 'active'],
  [4, 'active'], [4, 'active'], [4, 'active'],
  [5, 'active'], [5, 'active'],
  [6, 'active'],
  [7, 'inactive'],
  [8, 'active'], [8, 'active'],
  [11, 'active'],
];

/** Ranks follow from the tree through the configured rank qualifiers, so each one is earned. */
export function demoTeam(random: TDemoRandom, clock: TDemoClock, qualifiers: TRankQualifiers): TDemoMember[] {
  const nodes: TTreeNode[] = TREE.map(([sponsor, status]) => ({ sponsor, status }));
  const ranks = ranksOfTree(nodes, qualifiers);
  const joinedDaysAgo: number[] = [];
  return nodes.map((node, i) => {
    // The front line joined over a year ago, their recruits months after them, the third level in
    // the last four months (the newest last week).
    const sponsorAgo = node.sponsor === null ? null : joinedDaysAgo[node.sponsor];
    const level = node.sponsor === null ? 1 : nodes[node.sponsor].sponsor === null ? 2 : 3;
    const ago = sponsorAgo === null ? random.int(380, 620) : level === 2 ? Math.max(130, sponsorAgo - random.int(40, 220)) : random.int(7, Math.min(120, sponsorAgo - 1));
    joinedDaysAgo.push(ago);
    return {
      ...node,
      rank: ranks[i],
      role: roleForRank(ranks[i]),
      joinDate: clock.day(-ago),
      createdAt: clock.at(-ago, random.int(12, 17), random.int(0, 59)),
    };
  });
}
