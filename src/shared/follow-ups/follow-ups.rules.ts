import * as z from 'zod';

export const FOLLOW_UP_TYPES = ['manual', 'auto'] as const;
export type TFollowUpType = (typeof FOLLOW_UP_TYPES)[number];
/** Stored statuses; "missed" (shown Overdue) is read from the due time. */
export const FOLLOW_UP_STATUSES = ['pending', 'done', 'missed'] as const;
export type TFollowUpStatus = (typeof FOLLOW_UP_STATUSES)[number];
export const FOLLOW_UP_SETTABLE_STATUSES = ['pending', 'done'] as const;
export type TFollowUpSettableStatus = (typeof FOLLOW_UP_SETTABLE_STATUSES)[number];

/** The automatic rules (beyond the spec): each makes at most one open reminder per person. */
export const FOLLOW_UP_RULES = ['no_contact', 'birthday', 'cadence'] as const;
export type TFollowUpRule = (typeof FOLLOW_UP_RULES)[number];

const ZDays = (max: number) => z.number().int().min(1, 'At least 1 day').max(max, `At most ${max} days`);

/** Settings → Notifications: each rule on or off, with its number of days. */
export const ZFollowUpRules = z.strictObject({
  /** "No contact for N days", counted from the last contact or last activity. */
  noContact: z.strictObject({ enabled: z.boolean(), days: ZDays(365) }),
  /** "Birthday in N days", for prospects and contacts with a birthday. */
  birthday: z.strictObject({ enabled: z.boolean(), days: ZDays(60) }),
  /** "Stay in touch every N days", with N set per prospect (`stayInTouchDays`). */
  cadence: z.strictObject({ enabled: z.boolean() }),
});
export type TFollowUpRules = z.infer<typeof ZFollowUpRules>;

/**
 * Open automatic reminders one rule keeps per seller at most: a seller who imports 5,000 silent
 * leads gets a to-do list (the highest scored, longest silent first), not 5,000 bell alerts.
 */
export const FOLLOW_UP_AUTO_OPEN_MAX = 10;

export const FOLLOW_UP_RULES_DEFAULT: TFollowUpRules = {
  noContact: { enabled: true, days: 14 },
  birthday: { enabled: true, days: 3 },
  cadence: { enabled: true },
};

/** The stored settings over the defaults (a rule added later starts at its default). */
export function followUpRulesOf(stored: Partial<TFollowUpRules> | null | undefined): TFollowUpRules {
  return {
    noContact: { ...FOLLOW_UP_RULES_DEFAULT.noContact, ...stored?.noContact },
    birthday: { ...FOLLOW_UP_RULES_DEFAULT.birthday, ...stored?.birthday },
    cadence: { ...FOLLOW_UP_RULES_DEFAULT.cadence, ...stored?.cadence },
  };
}

export function effectiveFollowUpStatus(stored: TFollowUpSettableStatus, dueAt: Date | string, now: Date = new Date()): TFollowUpStatus {
  return stored === 'pending' && new Date(dueAt).getTime() < now.getTime() ? 'missed' : stored;
}

/** A new or moved reminder may not be due in the past; a minute of grace covers clock skew and slow forms. */
export const FOLLOW_UP_PAST_GRACE_MS = 60_000;
export function isDueInPast(dueAt: Date | string, now: Date = new Date()): boolean {
  return new Date(dueAt).getTime() < now.getTime() - FOLLOW_UP_PAST_GRACE_MS;
}
