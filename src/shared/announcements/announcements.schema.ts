import * as z from 'zod';
import { requiredText } from '../common/fields.js';

export const ANNOUNCEMENT_AUDIENCES = ['all_users', 'premium_users', 'free_users'] as const;
export type TAnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];

export const ZAnnouncementCreate = z.strictObject({
  title: requiredText('Title is required', 200),
  content: z.string({ error: 'Content is required' }).trim().min(1, 'Content is required').max(20_000, 'Content is too long'),
  targetAudience: z.enum(ANNOUNCEMENT_AUDIENCES).default('all_users'),
});
export const ZAnnouncementUpdate = ZAnnouncementCreate.partial().extend({ targetAudience: z.enum(ANNOUNCEMENT_AUDIENCES).optional() });

export interface TAnnouncement {
  id: string;
  title: string;
  content: string;
  targetAudience: TAnnouncementAudience;
  createdAt: string;
}

/** `GET /api/announcements`: the user's announcements, read or not (the messages page's tab). */
export interface TUserAnnouncement extends TAnnouncement {
  isRead: boolean;
}

/** Who sees an announcement (spec 01 §4.4): premium for premium access, free for everyone without it (an ended trial included). */
export function audienceIncludes(audience: TAnnouncementAudience, profile: { hasPremiumAccess: boolean; membershipTier: string }): boolean {
  if (audience === 'all_users') return true;
  if (audience === 'premium_users') return profile.hasPremiumAccess;
  return !profile.hasPremiumAccess;
}
