export const COMMISSION_TYPES = ['product_sale', 'team_bonus', 'recruitment_bonus', 'performance_bonus', 'other'] as const;
export type TCommissionType = (typeof COMMISSION_TYPES)[number];
export const COMMISSION_STATUSES = ['pending', 'paid', 'cancelled'] as const;
export type TCommissionStatus = (typeof COMMISSION_STATUSES)[number];
