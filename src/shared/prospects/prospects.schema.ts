import * as z from 'zod';
import {
  FIELD_MESSAGES,
  ZIsoDate,
  ZIsoDateTime,
  ZRecordEmail,
  ZRecordPhone,
  ZSortOf,
  ZTags,
  emptyToNull,
  optionalText,
  requiredText,
  wellFormedText,
} from '../common/fields.js';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../common/pagination.js';
import { SOCIAL_NETWORKS } from '../profile/profile.schema.js';
import { LEAD_SOURCES, PROSPECT_STATUSES } from './prospects.constants.js';

/** Funnel stages of the funnel tracker (spec 02 §4, the fullest reading). */
export const FUNNEL_STAGES = [
  'new_prospect', 'cold_lead', 'warm_prospect', 'contacted', 'interested', 'demo_scheduled', 'follow_up',
  'negotiation', 'proposal_sent', 'enrolled', 'not_interested', 'on_hold',
] as const;

export const STAY_IN_TOUCH_MESSAGE = 'Stay in touch every 1 to 365 days';

/** Stored as jsonb, which refuses lone surrogates: they become U+FFFD as in the text columns. */
export const ZSocialMedia = z.partialRecord(z.enum(SOCIAL_NETWORKS), z.string().trim().max(300, FIELD_MESSAGES.tooLong).transform(wellFormedText));

const prospectFields = {
  firstName: requiredText(FIELD_MESSAGES.firstNameRequired),
  lastName: requiredText(FIELD_MESSAGES.lastNameRequired),
  email: ZRecordEmail,
  phone: ZRecordPhone,
  status: z.enum(PROSPECT_STATUSES).default('cold_lead'),
  source: emptyToNull(z.enum(LEAD_SOURCES)).optional(),
  notes: optionalText(5000),
  industry: optionalText(100),
  companyName: optionalText(200),
  address: optionalText(500),
  birthday: emptyToNull(ZIsoDate).optional(),
  socialMedia: ZSocialMedia.default({}),
  leadScore: z.number().int().min(0).max(100).default(0),
  tags: ZTags,
  lastContacted: emptyToNull(ZIsoDateTime).optional(),
  funnelStage: emptyToNull(z.enum(FUNNEL_STAGES)).optional(),
  /** "Stay in touch every N days": the automatic cadence reminder of this prospect; null for none. */
  stayInTouchDays: emptyToNull(z.number({ error: STAY_IN_TOUCH_MESSAGE }).int(STAY_IN_TOUCH_MESSAGE).min(1, STAY_IN_TOUCH_MESSAGE).max(365, STAY_IN_TOUCH_MESSAGE)).optional(),
};

export const ZProspectCreate = z.strictObject(prospectFields);
export type TProspectCreate = z.infer<typeof ZProspectCreate>;

/** A PATCH changes only what it names; defaults do not apply. */
export const ZProspectUpdate = z.strictObject(prospectFields).partial().extend({
  status: z.enum(PROSPECT_STATUSES).optional(),
  socialMedia: ZSocialMedia.optional(),
  tags: ZTags.optional(),
  leadScore: z.number().int().min(0).max(100).optional(),
});
export type TProspectUpdate = z.infer<typeof ZProspectUpdate>;

export const PROSPECT_SORT_FIELDS = ['createdAt', 'updatedAt', 'firstName', 'lastName', 'status', 'leadScore', 'lastContacted'] as const;

export const ZProspectListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  q: z.string().trim().max(200).optional(),
  status: z.enum(PROSPECT_STATUSES).optional(),
  source: z.enum(LEAD_SOURCES).optional(),
  sort: ZSortOf(PROSPECT_SORT_FIELDS).default({ field: 'createdAt', direction: 'desc' }),
});
export type TProspectListQuery = z.infer<typeof ZProspectListQuery>;

export interface TProspect {
  id: string;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  phone: string | null;
  status: (typeof PROSPECT_STATUSES)[number];
  source: (typeof LEAD_SOURCES)[number] | null;
  notes: string | null;
  industry: string | null;
  companyName: string | null;
  address: string | null;
  birthday: string | null;
  socialMedia: Partial<Record<(typeof SOCIAL_NETWORKS)[number], string>>;
  leadScore: number;
  tags: string[];
  /** Derived: the prospect's activities that were not cancelled. */
  interactionCount: number;
  /** Derived: when the newest of those activities was logged. */
  lastActivityAt: string | null;
  lastContacted: string | null;
  funnelStage: (typeof FUNNEL_STAGES)[number] | null;
  stageUpdatedAt: string | null;
  stayInTouchDays: number | null;
  /** Derived: see `predictiveScore` in prospects.rules. */
  predictiveScore: number;
  createdAt: string;
  updatedAt: string;
}

export const ZCommentCreate = z.strictObject({
  body: z.string({ error: 'Comment cannot be empty' }).trim().min(1, 'Comment cannot be empty').max(5000, FIELD_MESSAGES.tooLong),
});

export interface TProspectComment {
  id: string;
  prospectId: string;
  body: string;
  mentions: string[];
  createdAt: string;
}

export const STAGE_FIELDS = ['status', 'funnel_stage'] as const;

/** `GET /api/prospects/:id/timeline`: the prospect's story, newest first. */
export type TTimelineItem =
  | { kind: 'created'; id: string; at: string }
  | { kind: 'activity'; id: string; at: string; activity: { title: string; type: string; status: string; outcome: string | null; description: string | null; scheduledAt: string | null; completed: boolean } }
  | { kind: 'comment'; id: string; at: string; comment: TProspectComment }
  | { kind: 'stageChange'; id: string; at: string; change: { field: (typeof STAGE_FIELDS)[number]; from: string | null; to: string | null } };

export interface TProspectTimeline {
  items: TTimelineItem[];
  /** True when older entries were left out (each kind is capped). */
  truncated: boolean;
}

/** @handles in a comment: letters, digits, dots, hyphens and underscores after an @. */
export function mentionsIn(body: string): string[] {
  return [...new Set([...body.matchAll(/(?:^|[^\w@])@([\p{L}\p{N}][\p{L}\p{N}._-]{0,63})/gu)].map((m) => m[1].replace(/[._-]+$/, '')))];
}
