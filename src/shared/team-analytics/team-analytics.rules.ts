import { nextRankOf, RANK_QUALIFIERS_DEFAULT, type TRankQualifiers } from '../team/rank.rules.js';
import type { TTeamRank } from '../team/team.constants.js';
import type { TTeamGoalMetric, TTeamGoalStatus } from './team-analytics.constants.js';

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string) => Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);

export interface TGoalStanding {
  status: TTeamGoalStatus;
  /** Share of the target reached, 0 to 100. */
  progressPercent: number;
  /** Where the goal should stand today if it moves evenly from its start to its deadline. */
  expected: number;
}

/**
 * Where a team goal stands on `today` (YYYY-MM-DD): done once the target is reached; overdue past
 * its deadline; otherwise on track when the current value is at least what an even pace from the
 * baseline (the value on the start date) to the target would give by today.
 */
export function teamGoalStanding(goal: { current: number; target: number; baseline: number; startDate: string; deadline: string }, today: string): TGoalStanding {
  const progressPercent = goal.target <= 0 ? 100 : Math.max(0, Math.min(100, Math.floor((goal.current / goal.target) * 100)));
  const span = Math.max(1, dayNumber(goal.deadline) - dayNumber(goal.startDate));
  const elapsed = Math.max(0, Math.min(span, dayNumber(today) - dayNumber(goal.startDate)));
  const baseline = Math.min(goal.baseline, goal.target);
  const expected = Math.ceil(baseline + ((goal.target - baseline) * elapsed) / span);
  if (goal.current >= goal.target) return { status: 'done', progressPercent, expected };
  if (today > goal.deadline) return { status: 'overdue', progressPercent, expected };
  return { status: goal.current >= expected ? 'on_track' : 'behind', progressPercent, expected };
}

/** Metrics counted over the goal's own dates; the others are a level the team stands at. */
export function isCumulativeMetric(metric: TTeamGoalMetric): boolean {
  return metric === 'new_members' || metric === 'team_activities' || metric === 'commissions_cents';
}

export interface TRankForecast {
  nextRank: TTeamRank | null;
  /** What the next rank asks for. */
  required: { directRecruits: number; teamSize: number };
  /** What is still missing (0 when met). */
  missing: { directRecruits: number; teamSize: number };
  /** Already meets the next rank's qualifiers: due for promotion. */
  qualifies: boolean;
  /** The least-met requirement's share, 0 to 100 (100 at the top rank). */
  progressPercent: number;
}

/**
 * A member's next rank and what they still need for it, from their active direct recruits and
 * active team size (the rank qualifiers of src/shared/team).
 */
export function forecastNextRank(rank: TTeamRank, current: { directRecruits: number; teamSize: number }, qualifiers: TRankQualifiers = RANK_QUALIFIERS_DEFAULT): TRankForecast {
  const next = nextRankOf(rank);
  if (!next) return { nextRank: null, required: { directRecruits: 0, teamSize: 0 }, missing: { directRecruits: 0, teamSize: 0 }, qualifies: false, progressPercent: 100 };
  const required = qualifiers[next];
  const missing = {
    directRecruits: Math.max(0, required.directRecruits - current.directRecruits),
    teamSize: Math.max(0, required.teamSize - current.teamSize),
  };
  const share = (have: number, need: number) => (need <= 0 ? 1 : Math.min(1, have / need));
  const progressPercent = Math.floor(Math.min(share(current.directRecruits, required.directRecruits), share(current.teamSize, required.teamSize)) * 100);
  return { nextRank: next, required: { ...required }, missing, qualifies: missing.directRecruits === 0 && missing.teamSize === 0, progressPercent };
}

/** The first day (YYYY-MM-DD) of a period of `days` ending today, today included. */
export function periodStart(today: string, days: number): string {
  return new Date((dayNumber(today) - days + 1) * DAY_MS).toISOString().slice(0, 10);
}
