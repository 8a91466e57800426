import { TEAM_RANKS, type TTeamRank } from './team.constants.js';

/** What each rank needs: active direct recruits and active members in the whole downline. */
export type TRankQualifiers = Record<TTeamRank, { directRecruits: number; teamSize: number }>;

/** Documented defaults; a deployment may replace them (setting `RANK_QUALIFIERS`, JSON). */
export const RANK_QUALIFIERS_DEFAULT: TRankQualifiers = {
  associate: { directRecruits: 0, teamSize: 0 },
  bronze: { directRecruits: 2, teamSize: 3 },
  silver: { directRecruits: 3, teamSize: 10 },
  gold: { directRecruits: 4, teamSize: 25 },
  platinum: { directRecruits: 5, teamSize: 50 },
  diamond: { directRecruits: 6, teamSize: 100 },
  blue_diamond: { directRecruits: 7, teamSize: 200 },
  black_diamond: { directRecruits: 8, teamSize: 400 },
  presidential_diamond: { directRecruits: 9, teamSize: 800 },
  crown_diamond: { directRecruits: 10, teamSize: 1500 },
  royal_crown_diamond: { directRecruits: 12, teamSize: 3000 },
};

export function nextRankOf(rank: TTeamRank): TTeamRank | null {
  const i = TEAM_RANKS.indexOf(rank);
  return i >= 0 && i < TEAM_RANKS.length - 1 ? TEAM_RANKS[i + 1] : null;
}

/** How far a member is toward the next rank: each requirement, and the least-met share overall. */
export function rankProgress(rank: TTeamRank, current: { directRecruits: number; teamSize: number }, qualifiers: TRankQualifiers = RANK_QUALIFIERS_DEFAULT) {
  const next = nextRankOf(rank);
  if (!next) return { nextRank: null, requirements: [], progressPercent: 100 };
  const need = qualifiers[next];
  const requirements = [
    { key: 'directRecruits' as const, required: need.directRecruits, current: current.directRecruits },
    { key: 'teamSize' as const, required: need.teamSize, current: current.teamSize },
  ];
  const shares = requirements.map((r) => (r.required === 0 ? 1 : Math.min(1, r.current / r.required)));
  return { nextRank: next, requirements, progressPercent: Math.floor(Math.min(...shares) * 100) };
}

/** The rank a member's active direct recruits and active team earn: ranks are climbed in order. */
export function qualifiedRank(current: { directRecruits: number; teamSize: number }, qualifiers: TRankQualifiers = RANK_QUALIFIERS_DEFAULT): TTeamRank {
  let rank: TTeamRank = TEAM_RANKS[0];
  for (let next = nextRankOf(rank); next; next = nextRankOf(next)) {
    const need = qualifiers[next];
    if (current.directRecruits < need.directRecruits || current.teamSize < need.teamSize) break;
    rank = next;
  }
  return rank;
}
