import * as z from 'zod';
import { SETTINGS_DEFAULTS } from '../shared/common/settings.js';
import { BILLING_DEFAULTS, parseMessagePacks, type TBillingSettings, type TMessagePack } from '../shared/billing/billing.settings.js';
import { FREE_PLAN_LIMITS_DEFAULT, type TFreePlanLimits } from '../shared/limits/free-plan.rules.js';
import { RANK_QUALIFIERS_DEFAULT, type TRankQualifiers } from '../shared/team/rank.rules.js';
import { TEAM_RANKS } from '../shared/team/team.constants.js';
import { AI_DEFAULTS } from '../shared/ai/quota.rules.js';
import type { TContactAddresses } from '../shared/common/settings.js';
import type { TMarketingContent } from '../shared/marketing/marketing.schema.js';
import { loadMarketingContent } from './modules/marketing/marketing.content.js';

/** Booleans from the environment: "1", "true", "yes" are on. */
const envFlag = z
  .string()
  .optional()
  .transform((v) => (v === undefined ? undefined : ['1', 'true', 'yes', 'on'].includes(v.toLowerCase())));

const ZRankQualifiers = z.partialRecord(
  z.enum(TEAM_RANKS),
  z.strictObject({ directRecruits: z.number().int().min(0), teamSize: z.number().int().min(0) }),
);

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  /** Unset: loopback outside production (nobody else on the network reaches a dev server), all interfaces in production. */
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /** A direct (session) connection for LISTEN and the migration lock; unset: DATABASE_URL. */
  DATABASE_LISTEN_URL: z.string().optional(),
  /** A streaming replica for the read-heavy reports, analytics and exports; unset: the primary. */
  DATABASE_READ_URL: z.string().optional(),
  DATABASE_READ_MAX_LAG_MS: z.coerce.number().int().min(2_000).max(600_000).default(5_000),
  BASE_URL: z.string().url().optional(),
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Upline CRM <no-reply@upline.local>'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Another Stripe API address, e.g. stripe-mock's `http://localhost:12111`. */
  STRIPE_API_URL: z.string().url().optional(),
  STRIPE_PRICE_PREMIUM_MONTHLY: z.string().optional(),
  STRIPE_PRICE_PREMIUM_YEARLY: z.string().optional(),
  STRIPE_PRICE_LAUNCH_MONTHLY: z.string().optional(),
  STRIPE_PRICE_LAUNCH_YEARLY: z.string().optional(),
  /** `100:price_abc,500:price_def`: a Stripe price per message pack size. */
  STRIPE_PRICE_MESSAGES: z.string().optional(),
  PRICE_PREMIUM_MONTHLY_CENTS: z.coerce.number().int().min(50).default(BILLING_DEFAULTS.premiumMonthlyCents),
  PRICE_PREMIUM_YEARLY_CENTS: z.coerce.number().int().min(50).default(BILLING_DEFAULTS.premiumYearlyCents),
  PRICE_LAUNCH_MONTHLY_CENTS: z.coerce.number().int().min(50).default(BILLING_DEFAULTS.launchMonthlyCents),
  PRICE_LAUNCH_YEARLY_CENTS: z.coerce.number().int().min(50).default(BILLING_DEFAULTS.launchYearlyCents),
  LAUNCH_OFFER_SLOTS: z.coerce.number().int().min(0).default(BILLING_DEFAULTS.launchOfferSlots),
  LAUNCH_OFFER_ENDS_AT: z.iso.datetime({ offset: true }).optional(),
  MESSAGE_PACKS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const packs = parseMessagePacks(v);
      if (!packs) {
        ctx.addIssue({ code: 'custom', message: 'must be messages:cents pairs with distinct sizes, e.g. "100:1000,500:4000,1000:7500"' });
        return z.NEVER;
      }
      return packs;
    }),
  REFERRAL_COMMISSION_PERCENT: z.coerce.number().min(0).max(100).default(SETTINGS_DEFAULTS.referralCommissionPercent),
  AI_BASE_URL: z.string().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  /** Users with premium access may chat too (admins always may). */
  AI_FOR_PREMIUM: envFlag,
  AI_MONTHLY_MESSAGES: z.coerce.number().int().min(0).default(AI_DEFAULTS.monthlyMessages),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).default(AI_DEFAULTS.timeoutMs),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  MICROSOFT_CLIENT_ID: z.string().optional(),
  MICROSOFT_CLIENT_SECRET: z.string().optional(),
  MICROSOFT_TENANT_ID: z.string().default('common'),
  /** Tests only: an OpenID Connect issuer (e.g. oauth2-mock-server) that Google and Microsoft sign-in both use instead of the real ones. */
  OAUTH_TEST_ISSUER: z.string().url().optional(),
  TRIAL_DAYS: z.coerce.number().int().min(1).max(365).default(SETTINGS_DEFAULTS.trialDays),
  FREE_LIMIT_PROSPECTS: z.coerce.number().int().min(0).default(FREE_PLAN_LIMITS_DEFAULT.prospects),
  FREE_LIMIT_ACTIVITIES: z.coerce.number().int().min(0).default(FREE_PLAN_LIMITS_DEFAULT.activities),
  FREE_LIMIT_GOALS: z.coerce.number().int().min(0).default(FREE_PLAN_LIMITS_DEFAULT.goals),
  FREE_LIMIT_TEAM_MEMBERS: z.coerce.number().int().min(0).default(FREE_PLAN_LIMITS_DEFAULT.team_members),
  FREE_LIMIT_TASKS: z.coerce.number().int().min(0).default(FREE_PLAN_LIMITS_DEFAULT.tasks),
  RANK_QUALIFIERS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      try {
        return ZRankQualifiers.parse(JSON.parse(v));
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be JSON: {"bronze":{"directRecruits":2,"teamSize":3},...}' });
        return z.NEVER;
      }
    }),
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  SIGN_IN_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(300),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  DB_NAMED_STATEMENTS: envFlag,
  DB_CONNECTIONS_PER_REQUEST: z.coerce.number().int().min(1).max(100).default(3),
  API_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
  API_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  API_USER_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(4),
  SEED_DEMO: envFlag,
  SCHEDULER_ENABLED: envFlag,
  SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(1000).default(30_000),
  SCHEDULER_RULES_INTERVAL_MS: z.coerce.number().int().min(1000).default(300_000),
  HOT_LEADS_REFRESH_INTERVAL_MS: z.coerce.number().int().min(1000).default(300_000),
  SESSION_CACHE_TTL_MS: z.coerce.number().int().min(0).max(300_000).default(30_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: envFlag,
  CONTACT_SUPPORT_EMAIL: z.email().default('support@upline.example'),
  CONTACT_PRIVACY_EMAIL: z.email().default('privacy@upline.example'),
  CONTACT_SALES_EMAIL: z.email().default('sales@upline.example'),
  /** A JSON file of figures and testimonials in five languages (see content/marketing.example.json); unset: none shown. */
  MARKETING_CONTENT_FILE: z.string().optional(),
  /** `test-fast`: a cheap salted scrypt for the test suites (NODE_ENV=test only); anything else runs better-auth's scrypt. */
  PASSWORD_HASH: z.enum(['scrypt', 'test-fast']).default('scrypt'),
});

export interface TConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** Unset: embedded PGlite in `dataDir`; `memory://` (tests): PGlite in memory. */
  databaseUrl: string | undefined;
  /**
   * PostgreSQL only. `listenUrl`: a direct session connection (not through a transaction pooler)
   * for LISTEN and the migration lock. `readUrl`: a replica the read-heavy reports use while it
   * is at most `readMaxLagMs` behind the primary.
   */
  databaseReplicas: { listenUrl: string | undefined; readUrl: string | undefined; readMaxLagMs: number };
  baseUrl: string;
  /** Origins allowed to make state-changing calls: the public origin, plus Vite's dev server outside production. */
  trustedOrigins: string[];
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * Card payments. No `secretKey`: the built-in offline provider (outside production only) signs
   * its events with `webhookSecret`, which has a development default then.
   */
  stripe: { secretKey?: string; webhookSecret: string; prices: TStripePrices; apiUrl?: string };
  billing: TBillingSettings & { referralCommissionPercent: number };
  /**
   * The assistant: an OpenAI-compatible endpoint when `baseUrl` is set (else the offline analyst);
   * `forPremium` opens it to users with premium access; `monthlyMessages` is the monthly allowance
   * of admins and premium access; `timeoutMs` bounds one answer.
   */
  ai: { baseUrl?: string; apiKey?: string; model?: string; forPremium: boolean; monthlyMessages: number; timeoutMs: number };
  oauth: {
    google?: { clientId: string; clientSecret: string };
    microsoft?: { clientId: string; clientSecret: string; tenantId: string };
    /** Both providers sign in against this OpenID Connect issuer (its discovery document) instead of Google's and Microsoft's; never in production. */
    testIssuer?: string;
  };
  trialDays: number;
  freePlanLimits: TFreePlanLimits;
  rankQualifiers: TRankQualifiers;
  signInRateLimit: { max: number; windowSeconds: number };
  /** Requests to any other /api/auth path (the session check among them) per client address and minute. */
  authRateLimit: number;
  statementTimeoutMs: number;
  /** PostgreSQL: statements with parameters go as named prepared statements (off behind a pooler that cannot keep them). */
  namedStatements: boolean;
  /** At most this many pooled PostgreSQL connections serve one request at a time. */
  dbConnectionsPerRequest: number;
  /** Signed-in API requests per user and window, counted in the database (all instances). */
  apiRateLimit: { max: number; windowSeconds: number };
  /** Requests of one user this instance works on at once; the next ones wait their turn. */
  apiUserConcurrency: number;
  /** How long this instance trusts a session it has checked (0: check every request); ended sessions are dropped at once through LISTEN/NOTIFY. */
  sessionCacheTtlMs: number;
  seedDemo: boolean;
  /** Background work (due reminders to notifications, automatic follow-up rules, stale hot-lead scores); off in tests, which run ticks themselves. */
  scheduler: { enabled: boolean; intervalMs: number; rulesIntervalMs: number; hotLeadsIntervalMs: number };
  logLevel: string;
  trustProxy: boolean;
  /** The dev outbox and its endpoint exist outside production only. */
  devOutbox: boolean;
  /** The addresses the public pages publish (contact, help, legal), through GET /api/public/config. */
  contact: TContactAddresses;
  /** The operator's figures and testimonials; empty unless MARKETING_CONTENT_FILE names a file. */
  marketing: TMarketingContent;
  /** better-auth's scrypt, or the test suites' cheap one (modules/auth/password-hash.ts; NODE_ENV=test only). */
  passwordHash: 'scrypt' | 'test-fast';
}

export interface TStripePrices {
  premiumMonthly?: string;
  premiumYearly?: string;
  launchMonthly?: string;
  launchYearly?: string;
  /** Pack size → price id. */
  messages: Record<number, string>;
}

/** Signs the offline provider's events when STRIPE_WEBHOOK_SECRET is unset (never in production). */
export const DEV_WEBHOOK_SECRET = 'whsec_upline_development_only_not_a_real_secret';

function parseStripeMessagePrices(value: string | undefined): Record<number, string> {
  const prices: Record<number, string> = {};
  for (const part of (value ?? '').split(',')) {
    const m = /^\s*(\d+)\s*:\s*(\S+)\s*$/.exec(part);
    if (m) prices[Number(m[1])] = m[2]!;
  }
  return prices;
}

/** The secret used when none is configured outside production; production refuses to start without one. */
const DEV_SECRET = 'upline-development-secret-not-for-production-use-0000';

/** Whether a listen address accepts connections from this machine only. */
export function isLoopback(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || h.startsWith('127.') || h.startsWith('::ffff:127.');
}

/** Reads and validates the environment once. Nothing else in the server reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<TConfig> = {}): TConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.BETTER_AUTH_SECRET) {
    throw new Error('Invalid configuration:\n  BETTER_AUTH_SECRET: required in production (32+ random characters)');
  }
  if (e.NODE_ENV === 'production' && e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    throw new Error('Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY in production (the signing secret of the webhook endpoint)');
  }
  if (e.NODE_ENV === 'production' && e.OAUTH_TEST_ISSUER) {
    throw new Error('Invalid configuration:\n  OAUTH_TEST_ISSUER: not allowed in production (it sends Google and Microsoft sign-in to a test issuer)');
  }
  if (e.PASSWORD_HASH === 'test-fast' && e.NODE_ENV !== 'test') {
    throw new Error('Invalid configuration:\n  PASSWORD_HASH: test-fast is for the test suites only (NODE_ENV=test); servers keep scrypt');
  }
  const host = e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1');
  if (!isLoopback(host) && (e.BETTER_AUTH_SECRET ?? DEV_SECRET) === DEV_SECRET) {
    // Sessions signed with a secret everyone can read are forgeable: never from the network.
    throw new Error(`Invalid configuration:\n  BETTER_AUTH_SECRET: required when HOST (${host}) is reachable from other hosts (32+ random characters)`);
  }
  const baseUrl = (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const config: TConfig = {
    env: e.NODE_ENV,
    port: e.PORT,
    host,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL || undefined,
    databaseReplicas: { listenUrl: e.DATABASE_LISTEN_URL || undefined, readUrl: e.DATABASE_READ_URL || undefined, readMaxLagMs: e.DATABASE_READ_MAX_LAG_MS },
    baseUrl,
    trustedOrigins: [new URL(baseUrl).origin, ...(e.NODE_ENV === 'development' ? ['http://localhost:5173', 'http://127.0.0.1:5173'] : [])],
    authSecret: e.BETTER_AUTH_SECRET ?? DEV_SECRET,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY || undefined,
      apiUrl: e.STRIPE_API_URL,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET || DEV_WEBHOOK_SECRET,
      prices: {
        premiumMonthly: e.STRIPE_PRICE_PREMIUM_MONTHLY,
        premiumYearly: e.STRIPE_PRICE_PREMIUM_YEARLY,
        launchMonthly: e.STRIPE_PRICE_LAUNCH_MONTHLY,
        launchYearly: e.STRIPE_PRICE_LAUNCH_YEARLY,
        messages: parseStripeMessagePrices(e.STRIPE_PRICE_MESSAGES),
      },
    },
    billing: {
      premiumMonthlyCents: e.PRICE_PREMIUM_MONTHLY_CENTS,
      premiumYearlyCents: e.PRICE_PREMIUM_YEARLY_CENTS,
      launchMonthlyCents: e.PRICE_LAUNCH_MONTHLY_CENTS,
      launchYearlyCents: e.PRICE_LAUNCH_YEARLY_CENTS,
      launchOfferSlots: e.LAUNCH_OFFER_SLOTS,
      launchOfferEndsAt: e.LAUNCH_OFFER_ENDS_AT ? new Date(e.LAUNCH_OFFER_ENDS_AT).toISOString() : null,
      messagePacks: (e.MESSAGE_PACKS ?? BILLING_DEFAULTS.messagePacks) as TMessagePack[],
      referralCommissionPercent: e.REFERRAL_COMMISSION_PERCENT,
    },
    ai: {
      baseUrl: e.AI_BASE_URL || undefined,
      apiKey: e.AI_API_KEY || undefined,
      model: e.AI_MODEL || undefined,
      forPremium: e.AI_FOR_PREMIUM ?? false,
      monthlyMessages: e.AI_MONTHLY_MESSAGES,
      timeoutMs: e.AI_TIMEOUT_MS,
    },
    oauth: {
      google: e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET } : undefined,
      microsoft:
        e.MICROSOFT_CLIENT_ID && e.MICROSOFT_CLIENT_SECRET
          ? { clientId: e.MICROSOFT_CLIENT_ID, clientSecret: e.MICROSOFT_CLIENT_SECRET, tenantId: e.MICROSOFT_TENANT_ID }
          : undefined,
      testIssuer: e.OAUTH_TEST_ISSUER?.replace(/\/$/, ''),
    },
    trialDays: e.TRIAL_DAYS,
    freePlanLimits: {
      prospects: e.FREE_LIMIT_PROSPECTS,
      activities: e.FREE_LIMIT_ACTIVITIES,
      goals: e.FREE_LIMIT_GOALS,
      team_members: e.FREE_LIMIT_TEAM_MEMBERS,
      tasks: e.FREE_LIMIT_TASKS,
    },
    rankQualifiers: { ...RANK_QUALIFIERS_DEFAULT, ...e.RANK_QUALIFIERS },
    signInRateLimit: { max: e.SIGN_IN_RATE_LIMIT, windowSeconds: e.SIGN_IN_RATE_WINDOW_SECONDS },
    authRateLimit: e.AUTH_RATE_LIMIT,
    statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    namedStatements: e.DB_NAMED_STATEMENTS ?? true,
    dbConnectionsPerRequest: e.DB_CONNECTIONS_PER_REQUEST,
    apiRateLimit: { max: e.API_RATE_LIMIT, windowSeconds: e.API_RATE_WINDOW_SECONDS },
    apiUserConcurrency: e.API_USER_CONCURRENCY,
    sessionCacheTtlMs: e.SESSION_CACHE_TTL_MS,
    // Demo accounts have published passwords: a production server gets them only when asked.
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV === 'development',
    scheduler: { enabled: e.SCHEDULER_ENABLED ?? e.NODE_ENV !== 'test', intervalMs: e.SCHEDULER_INTERVAL_MS, rulesIntervalMs: e.SCHEDULER_RULES_INTERVAL_MS, hotLeadsIntervalMs: e.HOT_LEADS_REFRESH_INTERVAL_MS },
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY ?? false,
    devOutbox: e.NODE_ENV !== 'production',
    contact: { support: e.CONTACT_SUPPORT_EMAIL, privacy: e.CONTACT_PRIVACY_EMAIL, sales: e.CONTACT_SALES_EMAIL },
    marketing: loadMarketingContent(e.MARKETING_CONTENT_FILE || undefined),
    passwordHash: e.PASSWORD_HASH,
  };
  return { ...config, ...overrides };
}
