/** Ranks in ascending order: the index is the rank's level. */
export const TEAM_RANKS = [
  'associate', 'bronze', 'silver', 'gold', 'platinum', 'diamond', 'blue_diamond', 'black_diamond',
  'presidential_diamond', 'crown_diamond', 'royal_crown_diamond',
] as const;
export type TTeamRank = (typeof TEAM_RANKS)[number];
export const TEAM_ROLES = ['partner', 'team_leader', 'mentor', 'senior_partner', 'executive'] as const;
export type TTeamRole = (typeof TEAM_ROLES)[number];
export const TEAM_MEMBER_STATUSES = ['active', 'inactive', 'on_leave', 'terminated'] as const;
export type TTeamMemberStatus = (typeof TEAM_MEMBER_STATUSES)[number];
