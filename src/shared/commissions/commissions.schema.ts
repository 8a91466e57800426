import * as z from 'zod';
import { ZIsoDate, ZSortOf, ZUuid, emptyToNull, optionalText } from '../common/fields.js';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../common/pagination.js';
import { COMMISSION_STATUSES, COMMISSION_TYPES } from './commissions.constants.js';

const commissionFields = {
  /** Money is integer cents. */
  amountCents: z.number({ error: 'Amount is required' }).int('Amount must be in whole cents').min(1, 'Amount must be greater than zero').max(1_000_000_000, 'Amount must be at most 10,000,000.00'),
  date: ZIsoDate,
  teamMemberId: ZUuid,
  type: z.enum(COMMISSION_TYPES).default('product_sale'),
  status: z.enum(COMMISSION_STATUSES).default('pending'),
  prospectId: emptyToNull(ZUuid).optional(),
  notes: optionalText(2000),
};

export const ZCommissionCreate = z.strictObject(commissionFields);
export type TCommissionCreate = z.infer<typeof ZCommissionCreate>;
export const ZCommissionUpdate = z.strictObject(commissionFields).partial().extend({
  type: z.enum(COMMISSION_TYPES).optional(),
  status: z.enum(COMMISSION_STATUSES).optional(),
});
export type TCommissionUpdate = z.infer<typeof ZCommissionUpdate>;

export const ZCommissionListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  status: z.enum(COMMISSION_STATUSES).optional(),
  type: z.enum(COMMISSION_TYPES).optional(),
  teamMemberId: ZUuid.optional(),
  sort: ZSortOf(['date', 'amountCents', 'createdAt'] as const).default({ field: 'date', direction: 'desc' }),
});
export type TCommissionListQuery = z.infer<typeof ZCommissionListQuery>;

export interface TCommission {
  id: string;
  amountCents: number;
  date: string;
  type: (typeof COMMISSION_TYPES)[number];
  status: (typeof COMMISSION_STATUSES)[number];
  teamMember: { id: string; name: string } | null;
  prospect: { id: string; name: string } | null;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
}

/** `GET /api/commissions/metrics` (cancelled commissions are left out of every sum). */
export interface TCommissionMetrics {
  thisMonthCents: number;
  pendingCents: number;
  paidCents: number;
  totalCents: number;
  count: number;
}
