import * as z from 'zod';
import { ZIsoDateTime } from '../common/fields.js';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, type TPage } from '../common/pagination.js';
import type { TProspectStatus } from '../prospects/prospects.constants.js';
import { ENGAGEMENT_KINDS, HOT_LEAD_PAGE_SECONDS_MAX, type TEngagementKind, type THotLeadPoints } from './hot-leads.rules.js';

export const HOT_LEAD_MESSAGES = {
  kind: `Kind must be one of: ${ENGAGEMENT_KINDS.join(', ')}`,
  seconds: `Seconds must be a whole number from 1 to ${HOT_LEAD_PAGE_SECONDS_MAX.toLocaleString('en')}`,
  secondsRequired: `Time on page needs its seconds (1 to ${HOT_LEAD_PAGE_SECONDS_MAX.toLocaleString('en')})`,
  secondsOnlyPageTime: 'Only page_time takes seconds',
  occurredInFuture: 'The time cannot be in the future',
} as const;

/** A client's clock may run a little ahead of the server's. */
export const ENGAGEMENT_CLOCK_SKEW_MS = 60_000;

const ZSeconds = z.number({ error: HOT_LEAD_MESSAGES.seconds }).int(HOT_LEAD_MESSAGES.seconds).min(0, HOT_LEAD_MESSAGES.seconds).max(HOT_LEAD_PAGE_SECONDS_MAX, HOT_LEAD_MESSAGES.seconds);

/**
 * `POST /api/prospects/:id/engagement`: one thing the prospect did with what the seller sent.
 * `seconds` is required for `page_time` (1 to 86,400) and absent or 0 for the other kinds;
 * `occurredAt` defaults to now and cannot lie ahead.
 */
export const ZEngagementCreate = z
  .strictObject({
    kind: z.enum(ENGAGEMENT_KINDS, { error: HOT_LEAD_MESSAGES.kind }),
    seconds: ZSeconds.optional(),
    occurredAt: ZIsoDateTime.refine((v) => Date.parse(v) <= Date.now() + ENGAGEMENT_CLOCK_SKEW_MS, HOT_LEAD_MESSAGES.occurredInFuture).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'page_time' && !value.seconds) ctx.addIssue({ code: 'custom', path: ['seconds'], message: HOT_LEAD_MESSAGES.secondsRequired });
    if (value.kind !== 'page_time' && value.seconds) ctx.addIssue({ code: 'custom', path: ['seconds'], message: HOT_LEAD_MESSAGES.secondsOnlyPageTime });
  });
export type TEngagementCreate = z.infer<typeof ZEngagementCreate>;

export interface TEngagementEvent {
  id: string;
  prospectId: string;
  kind: TEngagementKind;
  seconds: number;
  occurredAt: string;
}

/** `GET /api/hot-leads`: highest score first; `minScore` keeps scores at or above it, `q` matches the name. */
export const ZHotLeadListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  q: z.string().trim().max(200).optional(),
  minScore: z.coerce.number({ error: 'Minimum score must be a number from 0 to 100' }).int('Minimum score must be a whole number').min(0, 'Minimum score must be a number from 0 to 100').max(100, 'Minimum score must be a number from 0 to 100').optional(),
});
export type THotLeadListQuery = z.infer<typeof ZHotLeadListQuery>;

export interface THotLead {
  prospectId: string;
  name: string;
  email: string;
  status: TProspectStatus;
  score: number;
  openRate: number;
  clickRate: number;
  timeOnPageScore: number;
  /** Each part's contribution in points (explainHotLeadScore). */
  parts: THotLeadPoints;
  interactionCount: number;
  lastEngagementAt: string | null;
  /** The prospect's newest activity and last contact, as the prospect list shows them. */
  lastActivityAt: string | null;
  lastContacted: string | null;
  refreshedAt: string;
}

/** The list, and when the owner's scores were last refreshed (null: never). */
export interface THotLeadPage extends TPage<THotLead> {
  refreshedAt: string | null;
}

/** `POST /api/hot-leads/refresh`: how many prospects now carry a score. */
export interface THotLeadRefreshResult {
  refreshed: number;
  refreshedAt: string;
}
