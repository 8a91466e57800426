import * as z from 'zod';
import { FIELD_MESSAGES, ZIsoDateTime, ZSortOf, ZUuid, emptyToNull, optionalText, requiredText } from '../common/fields.js';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../common/pagination.js';
import { ACTIVITY_OUTCOMES, ACTIVITY_PLATFORMS, ACTIVITY_STATUSES, ACTIVITY_TYPES, PRIORITIES } from './activities.constants.js';

const activityFields = {
  title: requiredText('Title is required', 200),
  type: z.enum(ACTIVITY_TYPES, { error: 'Type is required' }),
  prospectId: emptyToNull(ZUuid).optional(),
  scheduledAt: emptyToNull(ZIsoDateTime).optional(),
  platform: emptyToNull(z.enum(ACTIVITY_PLATFORMS)).optional(),
  link: emptyToNull(z.url({ protocol: /^https?$/, error: FIELD_MESSAGES.urlInvalid }).max(2048)).optional(),
  contentTitle: optionalText(200),
  description: optionalText(5000),
  outcome: emptyToNull(z.enum(ACTIVITY_OUTCOMES)).optional(),
  completed: z.boolean().default(false),
  priority: z.enum(PRIORITIES).default('medium'),
  status: z.enum(ACTIVITY_STATUSES).default('scheduled'),
};

export const ZActivityCreate = z.strictObject(activityFields);
export type TActivityCreate = z.infer<typeof ZActivityCreate>;
export const ZActivityUpdate = z.strictObject(activityFields).partial().extend({
  completed: z.boolean().optional(),
  priority: z.enum(PRIORITIES).optional(),
  status: z.enum(ACTIVITY_STATUSES).optional(),
});
export type TActivityUpdate = z.infer<typeof ZActivityUpdate>;

export const ZActivityListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  q: z.string().trim().max(200).optional(),
  type: z.enum(ACTIVITY_TYPES).optional(),
  status: z.enum(ACTIVITY_STATUSES).optional(),
  prospectId: ZUuid.optional(),
  sort: ZSortOf(['createdAt', 'scheduledAt', 'title', 'priority'] as const).default({ field: 'createdAt', direction: 'desc' }),
});
export type TActivityListQuery = z.infer<typeof ZActivityListQuery>;

export interface TActivity {
  id: string;
  title: string;
  type: (typeof ACTIVITY_TYPES)[number];
  prospect: { id: string; name: string } | null;
  scheduledAt: string | null;
  platform: string | null;
  link: string | null;
  contentTitle: string | null;
  description: string | null;
  outcome: string | null;
  completed: boolean;
  priority: (typeof PRIORITIES)[number];
  status: (typeof ACTIVITY_STATUSES)[number];
  createdAt: string;
  updatedAt: string;
}

/** `GET /api/activities/metrics`: how many of each type, and how many completed. */
export interface TActivityMetrics {
  total: number;
  completed: number;
  byType: { type: (typeof ACTIVITY_TYPES)[number]; count: number }[];
}
