import * as z from 'zod';
import { FIELD_MESSAGES, ZIsoDate, ZRecordEmail, ZRecordPhone, ZSortOf, ZUuid, emptyToNull, optionalText, requiredText } from '../common/fields.js';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../common/pagination.js';
import { TEAM_MEMBER_STATUSES, TEAM_RANKS, TEAM_ROLES, type TTeamRank } from './team.constants.js';

export const TEAM_MEMBER_MESSAGES = {
  nameRequired: 'Name is required',
  nameNeedsLastName: 'Enter a first and a last name',
} as const;

const ZMemberName = z
  .string({ error: TEAM_MEMBER_MESSAGES.nameRequired })
  .trim()
  .min(1, { message: TEAM_MEMBER_MESSAGES.nameRequired, abort: true })
  .max(201, FIELD_MESSAGES.tooLong)
  .refine((name) => /\S\s+\S/.test(name), TEAM_MEMBER_MESSAGES.nameNeedsLastName);

const memberFields = {
  /** The full name (spec 01 §3 team_members.name): given alone, it is split into first and last name. */
  name: ZMemberName.optional(),
  firstName: requiredText(FIELD_MESSAGES.firstNameRequired),
  lastName: requiredText(FIELD_MESSAGES.lastNameRequired),
  email: ZRecordEmail,
  phone: ZRecordPhone,
  rank: z.enum(TEAM_RANKS).default('associate'),
  role: z.enum(TEAM_ROLES).default('partner'),
  status: z.enum(TEAM_MEMBER_STATUSES).default('active'),
  joinDate: emptyToNull(ZIsoDate).optional(),
  externalToolId: optionalText(100),
  /** The member's sponsor, another member of the same team (the downline tree). */
  sponsorId: emptyToNull(ZUuid).optional(),
  uplineName: optionalText(100),
  uplinePhone: ZRecordPhone,
  uplineEmail: emptyToNull(z.email({ error: FIELD_MESSAGES.emailInvalid }).max(254)).optional(),
  companyId: optionalText(100),
  avatarUrl: emptyToNull(z.url({ protocol: /^https?$/, error: FIELD_MESSAGES.urlInvalid }).max(2048)).optional(),
  /** Custom team to place the member in (at most one). */
  customTeamId: emptyToNull(ZUuid).optional(),
};

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * `name` and the first and last name describe the same thing: first and last name win when
 * either is given; `name` alone is split at its first space. With `requireName` (creation) a
 * body with none of them reports `name` as required.
 */
function withNameParts(input: unknown, requireName: boolean): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const body = input as Record<string, unknown>;
  const { name, firstName, lastName } = body;
  if (!isBlank(firstName) || !isBlank(lastName)) return { ...body, name: undefined };
  if (typeof name === 'string' && name.trim() !== '') {
    const [first, ...rest] = name.trim().split(/\s+/);
    return { ...body, firstName: first, lastName: rest.join(' ') };
  }
  return requireName ? { ...body, name: name ?? '' } : body;
}

/** The stored member has first and last name; answers derive `name` from them again. */
const dropName = <T extends { name?: string }>({ name: _name, ...rest }: T): Omit<T, 'name'> => rest;

export const ZTeamMemberCreate = z.preprocess((input) => withNameParts(input, true), z.strictObject(memberFields).transform(dropName));
export type TTeamMemberCreate = z.infer<typeof ZTeamMemberCreate>;
export const ZTeamMemberUpdate = z.preprocess(
  (input) => withNameParts(input, false),
  z
    .strictObject(memberFields)
    .partial()
    .extend({
      rank: z.enum(TEAM_RANKS).optional(),
      role: z.enum(TEAM_ROLES).optional(),
      status: z.enum(TEAM_MEMBER_STATUSES).optional(),
    })
    .transform(dropName),
);
export type TTeamMemberUpdate = z.infer<typeof ZTeamMemberUpdate>;

export const ZTeamMemberListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  q: z.string().trim().max(200).optional(),
  rank: z.enum(TEAM_RANKS).optional(),
  status: z.enum(TEAM_MEMBER_STATUSES).optional(),
  role: z.enum(TEAM_ROLES).optional(),
  customTeamId: ZUuid.optional(),
  sort: ZSortOf(['lastName', 'firstName', 'joinDate', 'rank', 'createdAt'] as const).default({ field: 'lastName', direction: 'asc' }),
});
export type TTeamMemberListQuery = z.infer<typeof ZTeamMemberListQuery>;

export interface TTeamMember {
  id: string;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  phone: string | null;
  rank: TTeamRank;
  role: (typeof TEAM_ROLES)[number];
  status: (typeof TEAM_MEMBER_STATUSES)[number];
  joinDate: string | null;
  externalToolId: string | null;
  sponsorId: string | null;
  sponsorName: string | null;
  uplineName: string | null;
  uplinePhone: string | null;
  uplineEmail: string | null;
  companyId: string | null;
  avatarUrl: string | null;
  customTeam: { id: string; teamName: string } | null;
  /** The member's own Upline account, when they joined with the seller's referral link. */
  linkedUserId: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A node of the genealogy tree: the member and how big the team under them is. */
export interface TDownlineNode {
  id: string;
  name: string;
  rank: TTeamRank;
  status: (typeof TEAM_MEMBER_STATUSES)[number];
  level: number;
  directCount: number;
  downlineCount: number;
  /** The member's own Upline account, when they joined with the seller's referral link. */
  linkedUserId: string | null;
  children?: TDownlineNode[];
}

export const ZDownlineQuery = z.object({
  /** Omitted: the seller's front line (members without a sponsor). */
  rootId: ZUuid.optional(),
  depth: z.coerce.number().int().min(1).max(5).default(2),
});

/** `GET /api/team-members/downline/stats?rootId=`: counts per level and per rank. */
export interface TDownlineStats {
  total: number;
  maxDepth: number;
  levels: { level: number; count: number }[];
  ranks: { rank: TTeamRank; count: number }[];
}

/** `GET /api/team-members/:id/rank-progress`. */
export interface TRankProgress {
  memberId: string;
  rank: TTeamRank;
  nextRank: TTeamRank | null;
  requirements: { key: 'directRecruits' | 'teamSize'; required: number; current: number }[];
  progressPercent: number;
}

export const ZCustomTeamCreate = z.strictObject({
  teamName: requiredText('Team name is required', 100),
  description: optionalText(1000),
});
export const ZCustomTeamUpdate = ZCustomTeamCreate.partial();
export const ZCustomTeamMemberAdd = z.strictObject({ teamMemberId: ZUuid });

export interface TCustomTeam {
  id: string;
  teamName: string;
  description: string | null;
  memberCount: number;
  members: { teamMemberId: string; name: string; rank: TTeamRank; addedAt: string }[];
  createdAt: string;
  updatedAt: string;
}
