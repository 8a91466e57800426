import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, twoFactor } from 'better-auth/plugins';
import type { TConfig } from '../../config.js';
import type { TDb } from '../../db/client.js';
import * as schema from '../../db/schema/index.js';
import type { TMailer } from '../../lib/mailer.js';
import { ensureProfile, type TSignUpMetadata } from '../profile/profile.service.js';
import { passwordResetEmail, verificationEmail } from './auth.emails.js';
import { authBeforeHook } from './auth.hooks.js';

/** The header the Fastify bridge fills with the client address it trusts (see auth.routes). */
export const CLIENT_IP_HEADER = 'x-upline-client-ip';

export function createAuth(deps: { config: TConfig; db: TDb; mailer: TMailer }) {
  const { config, db, mailer } = deps;
  const { google, microsoft } = config.oauth;
  const limit = config.signInRateLimit;
  return betterAuth({
    appName: 'Upline',
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 3600,
      revokeSessionsOnPasswordReset: true,
      // The recovery marker sits in the hash, so the token never reaches a server log.
      sendResetPassword: async ({ user, token }) => {
        await mailer.send(passwordResetEmail(user.email, user.name, `${config.baseUrl}/login#type=recovery&token=${encodeURIComponent(token)}`));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 3600,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(verificationEmail(user.email, user.name, url));
      },
    },
    socialProviders: {
      ...(google && { google: { clientId: google.clientId, clientSecret: google.clientSecret } }),
      ...(microsoft && { microsoft: { clientId: microsoft.clientId, clientSecret: microsoft.clientSecret, tenantId: microsoft.tenantId } }),
    },
    session: { expiresIn: 30 * 24 * 3600, updateAge: 24 * 3600 },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': { window: limit.windowSeconds, max: limit.max },
        '/sign-up/email': { window: limit.windowSeconds, max: limit.max },
        '/request-password-reset': { window: 15 * 60, max: 5 },
        '/reset-password': { window: 15 * 60, max: 10 },
        '/send-verification-email': { window: 60, max: 3 },
        '/two-factor/verify-totp': { window: 60, max: 5 },
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
            const body = (ctx?.path === '/sign-up/email' ? ctx.body : {}) as TSignUpMetadata;
            await ensureProfile(db, user, body);
          },
        },
      },
      session: {
        create: {
          after: async (session, ctx) => {
            const user = await ctx?.context.internalAdapter.findUserById(session.userId);
            if (user) await ensureProfile(db, user);
          },
        },
      },
    },
    hooks: { before: authBeforeHook },
    plugins: [
      admin({
        bannedUserMessage: 'Your account has been suspended.',
      }),
      twoFactor({ issuer: 'Upline' }),
    ],
  });
}

export type TAuth = ReturnType<typeof createAuth>;
