import * as z from 'zod';
import { PAGE_SIZE_MAX } from '../common/pagination.js';

export const NOTIFICATION_TYPES = ['achievement', 'goal_reminder', 'new_feature', 'system_update', 'support_ticket_reply', 'support_ticket', 'follow_up_due', 'task_reminder', 'deal_follow_up'] as const;
export type TNotificationType = (typeof NOTIFICATION_TYPES)[number];
/** The panel shows the newest 20 (spec 01 §2.6). */
export const NOTIFICATIONS_SHOWN = 20;

export interface TNotification {
  id: string;
  message: string;
  type: TNotificationType;
  link: string | null;
  isRead: boolean;
  announcementId: string | null;
  createdAt: string;
}

export const ZNotificationListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(NOTIFICATIONS_SHOWN),
  unreadOnly: z.enum(['true', 'false']).optional(),
});

export const ZNotificationUpdate = z.strictObject({ isRead: z.literal(true, { error: 'Only marking as read is possible' }) });
