/**
 * Product settings with their documented defaults. Where the spec gives disagreeing readings
 * (trial length, message packs, prices), the value lives here once; the server may override
 * each through its configuration, and the client reads the effective values from
 * `GET /api/public/config`.
 */
export const SETTINGS_DEFAULTS = {
  /** The trial-activation logic of the spec sets 7 days; copy elsewhere says 3 or 14. */
  trialDays: 7,
  referralCodeLength: 8,
  /** Percent of referred members' premium purchases paid to the referrer. */
  referralCommissionPercent: 25,
  announcementsFetched: 50,
  notificationsShown: 20,
  authLoadingNoticeMs: 10_000,
  dataLoadingTimeoutMs: 15_000,
  toastDurationMs: 4_000,
  searchDebounceMs: 300,
  errorBoundaryMaxRetries: 3,
} as const;

/** How the README, the console and the login page name the two demo accounts. */
export type TDemoAccountLabel = 'admin' | 'seller';

export interface TDemoSignIn {
  role: TDemoAccountLabel;
  email: string;
  password: string;
}

/** Where visitors write: support questions, privacy requests, sales enquiries. */
export type TContactAddresses = { support: string; privacy: string; sales: string };

export type TPublicConfig = {
  trialDays: number;
  contact: TContactAddresses;
  /** Whether members with Premium Pro may use the AI assistant (admins always may): AI_FOR_PREMIUM. */
  ai: { forPremium: boolean };
  oauth: { google: boolean; microsoft: boolean };
  devOutbox: boolean;
  /** Outside production only: the seeded demo accounts that still sign in with their seeded password. */
  demoAccounts: TDemoSignIn[];
};
