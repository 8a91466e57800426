import type { GenericEndpointContext } from 'better-auth';
import { ZSignUpRequest } from '../../../shared/auth/auth.schema.js';
import type { TDb } from '../../db/client.js';
import { isLanguage, languageOfRequest } from '../../lib/i18n.js';
import { ensureProfile, type TSignUpMetadata } from '../profile/profile.service.js';
import { findProviderIdToken } from './oauth.repository.js';

/** The OpenID Connect claims a profile is named from (Google's and Microsoft's ID tokens carry them). */
export interface TNameClaims {
  name?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  locale?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '');

/** The person's full name: the `name` claim, else the given and family names together. */
export function fullNameOfClaims(claims: TNameClaims): string | undefined {
  return text(claims.name) || [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ') || undefined;
}

/** A name part kept only when it meets the registration rules; the profile completion dialog asks for the rest. */
function namePart(value: string | undefined): string | null {
  const parsed = ZSignUpRequest.shape.firstName.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The first sign-in's profile details: the given and family names, else the full name split at
 * its first space; the provider's locale when the interface has it, else `fallbackLanguage`.
 */
export function signUpMetadataOfClaims(claims: TNameClaims, fallbackLanguage: TSignUpMetadata['language']): TSignUpMetadata {
  const [first, ...rest] = text(claims.name).split(' ');
  const locale = text(claims.locale).slice(0, 2).toLowerCase();
  return {
    firstName: namePart(text(claims.given_name) || first),
    lastName: namePart(text(claims.family_name) || rest.join(' ')),
    language: isLanguage(locale) ? locale : fallbackLanguage,
  };
}

/** The payload of a JWT, unverified: better-auth checked this ID token when it stored it. */
function claimsOfIdToken(idToken: string | null): TNameClaims {
  try {
    const payload: unknown = JSON.parse(Buffer.from(idToken?.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return payload && typeof payload === 'object' ? payload : {};
  } catch {
    return {};
  }
}

/**
 * A user created by a provider sign-in gets the profile from the provider's ID token (stored with
 * the account, which exists by now: better-auth runs this after its user-and-account write) and
 * the browser's language. It runs before the general create hook, whose `ensureProfile` then finds
 * the profile made.
 */
export function oauthProfileHook(db: TDb) {
  return async (user: { id: string; email: string }, ctx: GenericEndpointContext | null) => {
    const providerId = ctx?.path === '/callback/:id' ? ctx.params?.id : undefined;
    if (typeof providerId !== 'string') return;
    const claims = claimsOfIdToken(await findProviderIdToken(db, user.id, providerId));
    await ensureProfile(db, user, signUpMetadataOfClaims(claims, languageOfRequest(ctx?.request)));
  };
}
