import * as z from 'zod';
import { ZIsoDate, ZIsoDateTime, ZSortOf, ZTags, ZUuid, emptyToNull, hasFourDigitYear, optionalText, requiredText, wellFormedText } from '../common/fields.js';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../common/pagination.js';
import { DEAL_STATUSES, DEAL_VALUE_MAX_CENTS, type TDealStatus } from './deals.constants.js';

export const DEAL_MESSAGES = {
  titleRequired: 'Title is required',
  valueRequired: 'Value is required',
  valueInvalid: 'Value must be a whole number of cents from 0',
  stageRequired: 'Stage is required',
  stageUnknown: 'Unknown stage',
  probabilityRange: 'Probability must be between 0 and 100',
  closeDateRequired: 'Close date is required',
  closeDateInvalid: 'Enter a valid date',
  closeBeforeStart: 'The close date cannot be before the start date',
  stale: 'This deal was changed elsewhere; here is its current version',
  contactNotFound: 'Contact not found',
  repNotFound: 'Team member not found',
  versionInvalid: 'If-Match must name the deal version, e.g. "3"',
} as const;

/** The 409 of a pipeline change that would leave deals in a stage that is gone. */
export const stageHoldsDealsMessage = (stage: string, count: number) => `Stage "${stage}" still holds ${count} deals: move them to another stage first`;

/** A stage is checked against the owner's pipeline by the server; here only its shape. */
const ZStage = z.string({ error: DEAL_MESSAGES.stageRequired }).trim().min(1, DEAL_MESSAGES.stageRequired).max(40, DEAL_MESSAGES.stageUnknown);
const ZValueCents = z
  .number({ error: (issue) => (issue.input === undefined ? DEAL_MESSAGES.valueRequired : DEAL_MESSAGES.valueInvalid) })
  .int(DEAL_MESSAGES.valueInvalid)
  .min(0, DEAL_MESSAGES.valueInvalid)
  .max(DEAL_VALUE_MAX_CENTS, DEAL_MESSAGES.valueInvalid);
const ZProbability = z.number({ error: DEAL_MESSAGES.probabilityRange }).int(DEAL_MESSAGES.probabilityRange).min(0, DEAL_MESSAGES.probabilityRange).max(100, DEAL_MESSAGES.probabilityRange);
const ZCloseDate = z.iso
  .date({ error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? DEAL_MESSAGES.closeDateRequired : DEAL_MESSAGES.closeDateInvalid) })
  .refine(hasFourDigitYear, DEAL_MESSAGES.closeDateInvalid);

const dealFields = {
  title: requiredText(DEAL_MESSAGES.titleRequired, 200),
  valueCents: ZValueCents,
  /** Omitted: the stage's usual probability (rules: `stageProbability`). */
  probability: ZProbability.optional(),
  stage: ZStage,
  startDate: emptyToNull(ZIsoDate).optional(),
  closeDate: ZCloseDate,
  assignedRepId: emptyToNull(ZUuid).optional(),
  contactId: emptyToNull(ZUuid).optional(),
  company: optionalText(200),
  tags: ZTags,
  notes: optionalText(5000),
  followUpAt: emptyToNull(ZIsoDateTime).optional(),
};

const closeAfterStart = (v: { startDate?: string | null; closeDate?: string }) => !v.startDate || !v.closeDate || v.closeDate >= v.startDate;

/**
 * Lone UTF-16 surrogates become U+FFFD, as the text columns store them anyway: the history's jsonb
 * would refuse them, and a value must read the same in the deal and in its history.
 */
const wellFormed = (value: unknown): unknown => {
  if (typeof value === 'string') return wellFormedText(value);
  if (Array.isArray(value)) return value.map(wellFormed);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, wellFormed(v)]));
  return value;
};

export const ZDealCreate = z.preprocess(wellFormed, z.strictObject(dealFields).refine(closeAfterStart, { message: DEAL_MESSAGES.closeBeforeStart, path: ['closeDate'] }));
export type TDealCreate = z.infer<typeof ZDealCreate>;

/**
 * `PATCH /api/deals/:id` changes only what it names. `version` (or `If-Match: "<version>"`) makes
 * the update conditional: when the deal has moved on, the answer is 409 with the current deal.
 */
export const ZDealUpdate = z.preprocess(
  wellFormed,
  z
    .strictObject({
      ...dealFields,
      tags: ZTags.unwrap().optional(),
      version: z.number().int().min(1).optional(),
    })
    .partial()
    .refine(closeAfterStart, { message: DEAL_MESSAGES.closeBeforeStart, path: ['closeDate'] }),
);
export type TDealUpdate = z.infer<typeof ZDealUpdate>;

/** `stage` sorts in the owner's pipeline order; `stageChangedAt` is the board's order of cards. */
export const DEAL_SORT_FIELDS = ['createdAt', 'updatedAt', 'closeDate', 'title', 'value', 'probability', 'stage', 'stageChangedAt'] as const;
export type TDealSort = { field: (typeof DEAL_SORT_FIELDS)[number]; direction: 'asc' | 'desc' };

/**
 * The list's order when none is asked for: a stage's deals as its board column shows them (a
 * column loads more through `?stage=X&page=N`), any other list newest first.
 */
export function defaultDealSort(stage: string | undefined): TDealSort {
  return stage ? { field: 'stageChangedAt', direction: 'desc' } : { field: 'createdAt', direction: 'desc' };
}

/** Filters shared by the list, the board and the forecast: the four views show the same deals. */
export const ZDealFilters = z.object({
  q: z.string().trim().max(200).optional(),
  stage: z.string().trim().min(1).max(40).optional(),
  status: z.enum(DEAL_STATUSES).optional(),
  /** Comma-separated; a deal carrying any of them matches. */
  tags: z
    .string()
    .trim()
    .max(400)
    .transform((s) => s.split(',').map((t) => t.trim()).filter(Boolean))
    .optional(),
  createdFrom: ZIsoDate.optional(),
  createdTo: ZIsoDate.optional(),
  closeFrom: ZIsoDate.optional(),
  closeTo: ZIsoDate.optional(),
  contactId: ZUuid.optional(),
});
export type TDealFilters = z.infer<typeof ZDealFilters>;

export const ZDealListQuery = ZDealFilters.extend({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  sort: ZSortOf(DEAL_SORT_FIELDS).optional(),
}).transform((query) => ({ ...query, sort: query.sort ?? defaultDealSort(query.stage) }));
export type TDealListQuery = z.infer<typeof ZDealListQuery>;

/** `GET /api/deals/:id/activity`: pages like the lists. */
export const ZDealActivityQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type TDealActivityQuery = z.infer<typeof ZDealActivityQuery>;

export interface TDeal {
  id: string;
  title: string;
  valueCents: number;
  probability: number;
  /** valueCents × probability / 100, rounded. */
  weightedCents: number;
  stage: string;
  status: TDealStatus;
  startDate: string | null;
  closeDate: string;
  actualCloseAt: string | null;
  assignedRep: { id: string; name: string } | null;
  contact: { id: string; firstName: string; lastName: string; company: string | null } | null;
  company: string | null;
  tags: string[];
  notes: string | null;
  followUpAt: string | null;
  stageChangedAt: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface TDealStageColumn {
  stage: string;
  count: number;
  totalCents: number;
  weightedCents: number;
  /** The first cards of the column, newest in the stage first. */
  items: TDeal[];
}

export interface TDealForecastMonth {
  /** The first day of the month, YYYY-MM-DD. */
  month: string;
  count: number;
  totalCents: number;
  weightedCents: number;
}

/** `GET /api/deals/board`: every stage of the owner's pipeline, with the same filters as the list. */
export interface TDealBoard {
  stages: TDealStageColumn[];
  /** Open deals expected to close this month and next (by close date). */
  forecast: { thisMonth: TDealForecastMonth; nextMonth: TDealForecastMonth };
}

/** The `data` of the realtime event `deal.updated`, sent to the owner after a create, update or delete. */
export interface TDealUpdatedEvent {
  id: string;
  title: string;
  stage: string;
  version: number;
  deleted?: true;
}

/** `GET /api/deals/:id/activity`: newest first. */
export interface TDealActivity {
  id: string;
  action: 'created' | 'update';
  details: Record<string, { from: unknown; to: unknown }>;
  createdAt: string;
}
