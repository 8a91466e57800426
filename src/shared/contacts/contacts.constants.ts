export const CONTACT_STATUSES = ['cold', 'warm', 'hot', 'customer'] as const;
export type TContactStatus = (typeof CONTACT_STATUSES)[number];
