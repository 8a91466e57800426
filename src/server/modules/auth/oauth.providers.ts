import type { BetterAuthOptions, BetterAuthPlugin } from 'better-auth';
import { genericOAuth } from 'better-auth/plugins';
import type { TConfig } from '../../config.js';
import type { TDb } from '../../db/client.js';
import { fullNameOfClaims, oauthProfileHook, type TNameClaims } from './oauth.profile.js';

export const OAUTH_PROVIDERS = ['google', 'microsoft'] as const;
export type TOAuthProvider = (typeof OAUTH_PROVIDERS)[number];

/**
 * Shared by both providers: a provider that has not confirmed the address gets no session (its
 * link is mailed first, as for a password sign-up), and a nameless profile is named from the
 * given and family names.
 */
const PROVIDER_RULES = {
  requireEmailVerification: true,
  mapProfileToUser: (profile: TNameClaims) => ({ name: fullNameOfClaims(profile) }),
};

/**
 * Google and Microsoft, each on when its client id and secret are set. With a test issuer they
 * are left out here and come from `oauthSignIn` instead, under the same ids.
 */
export function socialProvidersOf(oauth: TConfig['oauth']): NonNullable<BetterAuthOptions['socialProviders']> {
  if (oauth.testIssuer) return {};
  const { google, microsoft } = oauth;
  return {
    ...(google && { google: { clientId: google.clientId, clientSecret: google.clientSecret, ...PROVIDER_RULES } }),
    ...(microsoft && { microsoft: { clientId: microsoft.clientId, clientSecret: microsoft.clientSecret, tenantId: microsoft.tenantId, ...PROVIDER_RULES } }),
  };
}

/**
 * A provider whose email matches an existing account signs into it only when both sides have
 * confirmed the address: no provider is trusted blindly (a trusted one would link even when it
 * says the email is unconfirmed), and better-auth's `requireLocalEmailVerified` (on by default)
 * keeps an unconfirmed local account, which anyone could have registered, from being taken over:
 * that sign-in fails with `account_not_linked`.
 */
export const OAUTH_ACCOUNT_OPTIONS = {
  accountLinking: { enabled: true, trustedProviders: [], requireLocalEmailVerified: true, allowDifferentEmails: false },
} satisfies BetterAuthOptions['account'];

/** The providers that are on, as generic OpenID Connect clients of the test issuer. */
function testIssuerPlugin(oauth: TConfig['oauth'], issuer: string) {
  const config = OAUTH_PROVIDERS.flatMap((providerId) => {
    const client = oauth[providerId];
    if (!client) return [];
    return [
      {
        providerId,
        clientId: client.clientId,
        clientSecret: client.clientSecret,
        discoveryUrl: `${issuer}/.well-known/openid-configuration`,
        scopes: ['openid', 'email', 'profile'],
        ...PROVIDER_RULES,
      },
    ];
  });
  return genericOAuth({ config });
}

/**
 * Completes OAuth sign-in: the first sign-in's profile takes the provider's names and language,
 * starting one is held to the sign-in rate limit, and with `testIssuer` set (tests only; the
 * configuration refuses it in production) both providers talk to that issuer. Its discovery
 * document is read at start, or at the first sign-in when the issuer was not up yet.
 */
export function oauthSignIn(deps: { config: TConfig; db: TDb }): BetterAuthPlugin {
  const { oauth } = deps.config;
  const generic = oauth.testIssuer ? testIssuerPlugin(oauth, oauth.testIssuer) : undefined;
  return {
    id: 'upline-oauth',
    init: async (ctx) => {
      const built = await generic?.init(ctx);
      return { context: built?.context, options: { databaseHooks: { user: { create: { after: oauthProfileHook(deps.db) } } } } };
    },
    hooks: generic?.hooks,
    // Starting a provider sign-in counts as a sign-in attempt, as a password one does (better-auth's own default is 3 in 10 s).
    rateLimit: [{ pathMatcher: (path) => path === '/sign-in/social', window: deps.config.signInRateLimit.windowSeconds, max: deps.config.signInRateLimit.max }],
  };
}
