export const PROSPECT_STATUSES = ['cold_lead', 'warm_prospect', 'interested', 'demo_scheduled', 'follow_up', 'enrolled', 'not_interested'] as const;
export type TProspectStatus = (typeof PROSPECT_STATUSES)[number];
/** Quick stats count a prospect as active unless it ended either way. */
export const INACTIVE_PROSPECT_STATUSES: readonly TProspectStatus[] = ['not_interested', 'enrolled'];
export const LEAD_SOURCES = ['website', 'referral', 'social_media', 'advertisement', 'cold_outreach', 'event', 'other'] as const;
export type TLeadSource = (typeof LEAD_SOURCES)[number];
