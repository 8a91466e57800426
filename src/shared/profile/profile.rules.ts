// Rules and constants of the profile, apart from its zod schemas: the signed-in shell and the
// dashboard use these, and need not download zod for them.
import type { TProfile } from './profile.schema.js';

/** A profile is complete once the contact details a team leader needs are all there. */
export function isProfileComplete(p: Pick<TProfile, 'firstName' | 'lastName' | 'phone' | 'country' | 'city'>): boolean {
  return Boolean(p.firstName && p.lastName && p.phone && p.country && p.city);
}

/** The first session of an account: greeted with a welcome, not a "welcome back". */
export function isFirstVisit(p: Pick<TProfile, 'signInCount'>): boolean {
  return p.signInCount <= 1;
}

/** One email change request per account in this interval ("about one change per hour", spec 01 §8). */
export const EMAIL_CHANGE_INTERVAL_SECONDS = 3600;

/** Where the link of an email change lands: the profile settings, which say how it went. */
export const EMAIL_CHANGED_CALLBACK_URL = '/settings?tab=profile&emailChanged=1';
