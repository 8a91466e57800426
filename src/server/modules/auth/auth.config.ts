import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, twoFactor } from 'better-auth/plugins';
import type { TConfig } from '../../config.js';
import type { TDb } from '../../db/client.js';
import * as schema from '../../db/schema/index.js';
import type { TMailer } from '../../lib/mailer.js';
import { emailChangeRules } from '../profile/email-change.plugin.js';
import { ensureProfile, recordSignIn, syncProfileEmail, type TSignUpMetadata } from '../profile/profile.service.js';
import { isLanguage, languageOfRequest } from '../../lib/i18n.js';
import { findProfileLanguage } from '../profile/profile.repository.js';
import type { TLanguage } from '../../../shared/profile/profile.schema.js';
import { isEmailChangeToken, passwordResetEmail, verificationEmail } from './auth.emails.js';
import { CLIENT_IP_HEADER, authBeforeHook, signInFailureHook } from './auth.hooks.js';
import { authLogger, type TLogSink } from '../../lib/safe-log.js';
import { OAUTH_ACCOUNT_OPTIONS, oauthSignIn, socialProvidersOf } from './oauth.providers.js';
import { TEST_FAST_PASSWORD_HASH } from './password-hash.js';

/** The admin and two-factor plugins' fields on a user just created by sign-up. */
const NEW_USER_DEFAULTS = { role: 'user', banned: false, banReason: null, banExpires: null, twoFactorEnabled: false };

export { CLIENT_IP_HEADER };

export function createAuth(deps: {
  config: TConfig;
  db: TDb;
  mailer: TMailer;
  log: TLogSink;
  /** After a session starts and the profile has counted it (a referred member joins the referrer's team, the address is logged). */
  onSignIn?: (user: { id: string; email: string }, session: { ipAddress?: string | null }) => Promise<unknown>;
  /** After a password sign-in failed for a wrong email or password (the suspicious-activity log counts them). */
  onSignInFailed?: (attempt: { email: string; ipAddress: string | null }) => Promise<unknown>;
}) {
  const { config, db, mailer, log } = deps;
  const limit = config.signInRateLimit;
  /**
   * The language of a mail to an account: its profile's (set from the browser at sign-up, changed
   * in settings), else, while no profile exists yet, the language of the page that asked.
   */
  const mailLanguage = async (userId: string, request: Request | undefined): Promise<TLanguage> => {
    const stored = await findProfileLanguage(db, userId);
    return stored && isLanguage(stored) ? stored : languageOfRequest(request);
  };
  return betterAuth({
    appName: 'Upline',
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    // Profile changes go through PATCH /api/me, which applies the profile rules; better-auth's own
    // update-user would take any name and a javascript: image.
    disabledPaths: ['/update-user'],
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    // Its own logger would print failed queries with their parameters (session tokens among them).
    logger: authLogger(log),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 3600,
      revokeSessionsOnPasswordReset: true,
      // Unset: better-auth's own scrypt. The cheap one exists for the test suites only (config refuses it elsewhere).
      ...(config.passwordHash === 'test-fast' && { password: TEST_FAST_PASSWORD_HASH }),
      // An existing address answers exactly as a new one would (role and flags included), so
      // sign-up does not tell who has an account.
      customSyntheticUser: ({ coreFields, additionalFields, id }) => ({ ...coreFields, ...additionalFields, ...NEW_USER_DEFAULTS, id }),
      // The recovery marker sits in the hash, so the token never reaches a server log.
      sendResetPassword: async ({ user, token }, request) => {
        const url = `${config.baseUrl}/login#type=recovery&token=${encodeURIComponent(token)}`;
        await mailer.send(passwordResetEmail(user.email, user.name, url, await mailLanguage(user.id, request)));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // The verification link signs the person in: they land in the app, not on the login form.
      autoSignInAfterVerification: true,
      expiresIn: 24 * 3600,
      sendVerificationEmail: async ({ user, url, token }, request) => {
        // An email change is asked for by its signed-in owner right now: the page's language then.
        const lang = isEmailChangeToken(token) ? languageOfRequest(request) : await mailLanguage(user.id, request);
        await mailer.send(verificationEmail(user.email, user.name, url, { token, lang }));
      },
    },
    // A new address is confirmed by a link sent to it (emailVerification above); see emailChangeRules.
    user: { changeEmail: { enabled: true } },
    socialProviders: socialProvidersOf(config.oauth),
    account: OAUTH_ACCOUNT_OPTIONS,
    session: { expiresIn: 30 * 24 * 3600, updateAge: 24 * 3600 },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: config.authRateLimit,
      customRules: {
        '/sign-in/email': { window: limit.windowSeconds, max: limit.max },
        '/sign-up/email': { window: limit.windowSeconds, max: limit.max },
        '/request-password-reset': { window: 15 * 60, max: 5 },
        '/reset-password': { window: 15 * 60, max: 10 },
        '/send-verification-email': { window: 60, max: 3 },
        '/two-factor/verify-totp': { window: 60, max: 5 },
        // Per address; each account is also held to one request an hour (emailChangeRules). The
        // hour-long window keeps better-auth's sweep of this table from dropping those claims early.
        '/change-email': { window: 3600, max: limit.max },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.baseUrl.startsWith('https://'),
      cookiePrefix: 'upline',
    },
    databaseHooks: {
      user: {
        create: {
          // Sign-up metadata reaches the profile here; the before-hook has validated it already.
          after: async (user, ctx) => {
            if (ctx?.path !== '/sign-up/email') return ensureProfile(db, user, {});
            // The page's language at sign-up becomes the profile's: the emails and notifications to come speak it.
            await ensureProfile(db, user, { ...(ctx.body as TSignUpMetadata), language: languageOfRequest(ctx.request) });
          },
        },
        update: {
          after: async (user) => {
            await syncProfileEmail(db, user);
          },
        },
      },
      session: {
        create: {
          after: async (session, ctx) => {
            const user = await ctx?.context.internalAdapter.findUserById(session.userId);
            if (!user) return;
            await recordSignIn(db, user, session as { impersonatedBy?: string | null });
            // Sign-in goes on whatever the follow-up work does; a failure is logged, and retried at the next sign-in.
            if (!(session as { impersonatedBy?: string | null }).impersonatedBy) {
              await deps.onSignIn?.(user, session).catch((error: Error) => log.warn({ err: error }, 'after sign-in work failed'));
            }
          },
        },
      },
    },
    hooks: { before: authBeforeHook, after: signInFailureHook(deps.onSignInFailed, log) },
    plugins: [
      admin({
        bannedUserMessage: 'Your account has been suspended.',
      }),
      twoFactor({ issuer: 'Upline' }),
      emailChangeRules(db),
      oauthSignIn({ config, db }),
    ],
  });
}

export type TAuth = ReturnType<typeof createAuth>;
