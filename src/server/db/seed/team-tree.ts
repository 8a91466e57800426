import { qualifiedRank, type TRankQualifiers } from '../../../shared/team/rank.rules.js';
import type { TTeamMemberStatus, TTeamRank, TTeamRole } from '../../../shared/team/team.constants.js';

export interface TTreeNode {
  /** Index of the sponsor in the same list (always an earlier one), or null on the front line. */
  sponsor: number | null;
  status: TTeamMemberStatus;
}

/**
 * Each member's rank from its own downline, counted as the rank-progress endpoint counts it:
 * active direct recruits, and active members reached through active members only.
 */
export function ranksOfTree(nodes: readonly TTreeNode[], qualifiers: TRankQualifiers): TTeamRank[] {
  const direct = new Array<number>(nodes.length).fill(0);
  const team = new Array<number>(nodes.length).fill(0);
  for (let i = nodes.length - 1; i >= 0; i--) {
    const { sponsor, status } = nodes[i];
    if (sponsor === null || status !== 'active') continue;
    direct[sponsor] += 1;
    team[sponsor] += 1 + team[i];
  }
  return nodes.map((_, i) => qualifiedRank({ directRecruits: direct[i], teamSize: team[i] }, qualifiers));
}

/** The role a member of that rank plays in the demo and bench teams. */
export function roleForRank(rank: TTeamRank): TTeamRole {
  if (rank === 'associate') return 'partner';
  if (rank === 'bronze') return 'mentor';
  if (rank === 'silver' || rank === 'gold') return 'team_leader';
  if (rank === 'platinum' || rank === 'diamond') return 'senior_partner';
  return 'executive';
}
