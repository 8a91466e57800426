import type * as z from 'zod';
import { AUTH_MESSAGES } from '@shared/auth/auth.schema';
import { SOCIAL_NETWORKS, ZProfileUpdate, type TProfile, type TProfileUpdate } from '@shared/profile/profile.schema';
import type { TValidation } from '../../../components/ui/use-schema-form';

export type TSocialNetwork = (typeof SOCIAL_NETWORKS)[number];
/** A social link's field, named as the API names it in `error.fields`. */
export type TSocialField = `socialLinks.${TSocialNetwork}`;

export function socialField(network: TSocialNetwork): TSocialField {
  return `socialLinks.${network}`;
}

/** What the profile form holds, text as typed; one text per social network. */
export type TProfileFormValues = Record<TSocialField, string> & {
  firstName: string;
  lastName: string;
  phone: string;
  company: string;
  address: string;
  city: string;
  country: string;
  birthday: string;
  avatarUrl: string;
  affiliateLink: string;
};

export function profileFormValues(profile: TProfile): TProfileFormValues {
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    phone: profile.phone ?? '',
    company: profile.company ?? '',
    address: profile.address ?? '',
    city: profile.city ?? '',
    country: profile.country ?? '',
    birthday: profile.birthday ?? '',
    avatarUrl: profile.avatarUrl ?? '',
    affiliateLink: profile.affiliateLink ?? '',
    ...(Object.fromEntries(SOCIAL_NETWORKS.map((network) => [socialField(network), profile.socialLinks[network] ?? ''])) as Record<TSocialField, string>),
  };
}

/**
 * What the shared schema parses into the PATCH body: empty texts become null; social links go
 * whole, without the empty ones, so a cleared link is removed.
 */
export function profileInputOf(values: TProfileFormValues): z.input<typeof ZProfileUpdate> {
  const socialLinks = Object.fromEntries(
    SOCIAL_NETWORKS.map((network) => [network, values[socialField(network)].trim()]).filter(([, link]) => link !== ''),
  );
  const { firstName, lastName, phone, company, address, city, country, birthday, avatarUrl, affiliateLink } = values;
  return { firstName, lastName, phone, company, address, city, country, birthday, avatarUrl, affiliateLink, socialLinks };
}

/** The error key of an issue: its dotted path, as the API names fields (`socialLinks.linkedin`). */
function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return errors;
}

/**
 * The shared update schema, plus the one rule of this form: the profile keeps a first and a last
 * name (the API accepts clearing them; the display name is built from them).
 */
export function validateProfileForm(values: TProfileFormValues): TValidation<TProfileUpdate> {
  const required: Record<string, string> = {};
  if (!values.firstName.trim()) required.firstName = AUTH_MESSAGES.firstNameRequired;
  if (!values.lastName.trim()) required.lastName = AUTH_MESSAGES.lastNameRequired;
  const result = ZProfileUpdate.safeParse(profileInputOf(values));
  if (result.success && Object.keys(required).length === 0) return { success: true, data: result.data };
  return { success: false, errors: { ...(result.success ? {} : fieldErrorsOf(result.error.issues)), ...required } };
}
