export const ACTIVITY_TYPES = [
  'call', 'email', 'email_sent', 'meeting', 'presentation', 'follow_up', 'social_media_post',
  'social_media_interaction', 'sms', 'content_shared', 'demo', 'other',
] as const;
export type TActivityType = (typeof ACTIVITY_TYPES)[number];
export const ACTIVITY_PLATFORMS = ['facebook', 'instagram', 'linkedin', 'twitter', 'telegram', 'whatsapp', 'tiktok', 'youtube', 'email', 'other'] as const;
export const ACTIVITY_OUTCOMES = ['no_answer', 'left_message', 'positive_interaction', 'negative_interaction', 'rescheduled', 'demo_booked', 'sale_closed'] as const;
export const ACTIVITY_STATUSES = ['scheduled', 'pending', 'completed', 'cancelled', 'in_progress', 'overdue'] as const;
export const PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type TPriority = (typeof PRIORITIES)[number];
