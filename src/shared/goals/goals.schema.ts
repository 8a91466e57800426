import * as z from 'zod';
import { ZIsoDate, emptyToNull, requiredText } from '../common/fields.js';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../common/pagination.js';
import { GOAL_TYPES, GOAL_VALUE_MAX } from './goals.constants.js';

const goalFields = {
  title: requiredText('Title is required', 200),
  type: z.enum(GOAL_TYPES).default('other'),
  targetValue: z.number({ error: 'Target value is required' }).int().min(1, 'Target must be at least 1').max(GOAL_VALUE_MAX),
  currentValue: z.number().int().min(0).max(GOAL_VALUE_MAX).default(0),
  deadline: emptyToNull(ZIsoDate).optional(),
};

export const ZGoalCreate = z.strictObject(goalFields);
export type TGoalCreate = z.infer<typeof ZGoalCreate>;
export const ZGoalUpdate = z.strictObject(goalFields).partial().extend({
  type: z.enum(GOAL_TYPES).optional(),
  currentValue: z.number().int().min(0).max(GOAL_VALUE_MAX).optional(),
});
export type TGoalUpdate = z.infer<typeof ZGoalUpdate>;

/** `POST /api/goals/:id/progress`: set the current value (or add to it). */
export const ZGoalProgress = z.strictObject({
  currentValue: z.number().int().min(0).max(GOAL_VALUE_MAX).optional(),
  increment: z.number().int().min(-GOAL_VALUE_MAX).max(GOAL_VALUE_MAX).optional(),
}).refine((v) => (v.currentValue === undefined) !== (v.increment === undefined), 'Send either currentValue or increment');

export const GOAL_FILTERS = ['active', 'completed', 'archived', 'all'] as const;
export const ZGoalListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  q: z.string().trim().max(200).optional(),
  filter: z.enum(GOAL_FILTERS).default('active'),
});
export type TGoalListQuery = z.infer<typeof ZGoalListQuery>;

export type TGoalLabel = 'completed' | 'overdue' | 'due_soon' | 'in_progress';

export interface TGoal {
  id: string;
  title: string;
  type: (typeof GOAL_TYPES)[number];
  targetValue: number;
  currentValue: number;
  deadline: string | null;
  isArchived: boolean;
  progressPercent: number;
  label: TGoalLabel;
  createdAt: string;
  updatedAt: string;
}
