import * as z from 'zod';
import { ZIsoDateTime, ZUuid, isoDateTime, optionalText } from '../common/fields.js';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../common/pagination.js';
import { FOLLOW_UP_SETTABLE_STATUSES, FOLLOW_UP_STATUSES, FOLLOW_UP_TYPES, ZFollowUpRules, isDueInPast, type TFollowUpRule, type TFollowUpStatus, type TFollowUpType } from './follow-ups.rules.js';

export const FOLLOW_UP_MESSAGES = {
  prospectRequired: 'Choose a prospect',
  dueRequired: 'Due date and time are required',
  dueInPast: 'The due date cannot be in the past',
} as const;

const ZDueAt = isoDateTime(FOLLOW_UP_MESSAGES.dueRequired).refine((v) => !isDueInPast(v), FOLLOW_UP_MESSAGES.dueInPast);

/** `POST /api/follow-ups`: always manual; automatic ones come from the rules. */
export const ZFollowUpCreate = z.strictObject({
  prospectId: z.string({ error: FOLLOW_UP_MESSAGES.prospectRequired }).trim().min(1, { message: FOLLOW_UP_MESSAGES.prospectRequired, abort: true }).pipe(ZUuid),
  dueAt: ZDueAt,
  notes: optionalText(2000),
});
export type TFollowUpCreate = z.infer<typeof ZFollowUpCreate>;

/** `PATCH /api/follow-ups/:id`: edit, mark done, or back to pending. */
export const ZFollowUpUpdate = z
  .strictObject({
    dueAt: ZDueAt,
    notes: optionalText(2000),
    status: z.enum(FOLLOW_UP_SETTABLE_STATUSES, { error: `Status must be one of: ${FOLLOW_UP_SETTABLE_STATUSES.join(', ')}` }),
  })
  .partial();
export type TFollowUpUpdate = z.infer<typeof ZFollowUpUpdate>;

export const ZFollowUpListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  q: z.string().trim().max(200).optional(),
  status: z.enum(FOLLOW_UP_STATUSES).optional(),
  type: z.enum(FOLLOW_UP_TYPES).optional(),
  prospectId: ZUuid.optional(),
  dueFrom: ZIsoDateTime.optional(),
  dueTo: ZIsoDateTime.optional(),
});
export type TFollowUpListQuery = z.infer<typeof ZFollowUpListQuery>;

/** `PUT /api/follow-ups/rules`: the rules to change, each whole; the others keep their settings. */
export const ZFollowUpRulesUpdate = ZFollowUpRules.partial();
export type TFollowUpRulesUpdate = z.infer<typeof ZFollowUpRulesUpdate>;

export interface TFollowUp {
  id: string;
  /** The person it is about: a prospect, or a contact for the automatic birthday rule. */
  prospect: { id: string; name: string } | null;
  contact: { id: string; name: string } | null;
  dueAt: string;
  notes: string | null;
  type: TFollowUpType;
  rule: TFollowUpRule | null;
  status: TFollowUpStatus;
  completedAt: string | null;
  createdAt: string;
  updatedAt: string;
}


