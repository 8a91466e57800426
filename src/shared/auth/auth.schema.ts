import * as z from 'zod/mini';
import { PASSWORD_MAX_LENGTH, passwordPolicyMessage } from './password.rules.js';
import { isCountryCode } from './countries.js';
import { AUTH_MESSAGES, EMAIL_HAS_AT, FIELD_MAX_LENGTH, REFERRAL_CODE_PATTERN } from './auth.rules.js';

export { AUTH_MESSAGES, FIELD_MAX_LENGTH, REFERRAL_CODE_PATTERN, validationKeyOf, type TAuthMessageKey } from './auth.rules.js';

const NAME_PATTERN = /^[\p{L}\s'’-]+$/u;
const PHONE_PATTERN = /^\+?[0-9\s\-()]{7,20}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// zod/mini, zod's functional API: the registration and password forms load zod's core without
// classic zod's methods (10 KB gzip less), and these are real zod schemas that the server and
// classic zod schemas (profile.schema.ts) use as they are.
const personName = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).check(
    z.trim(),
    z.minLength(1, requiredMessage),
    z.maxLength(FIELD_MAX_LENGTH, AUTH_MESSAGES.maxLength),
    z.regex(NAME_PATTERN, AUTH_MESSAGES.nameCharacters),
  );

export const ZEmail = z.string({ error: AUTH_MESSAGES.emailRequired }).check(
  z.trim(),
  z.minLength(1, AUTH_MESSAGES.emailRequired),
  z.maxLength(FIELD_MAX_LENGTH, AUTH_MESSAGES.maxLength),
  z.refine(EMAIL_HAS_AT, AUTH_MESSAGES.emailAt),
  z.refine((v) => !v.includes('@') || EMAIL_PATTERN.test(v), AUTH_MESSAGES.emailInvalid),
);

export const ZPhone = z.string({ error: AUTH_MESSAGES.phoneRequired }).check(
  z.trim(),
  z.minLength(1, AUTH_MESSAGES.phoneRequired),
  z.maxLength(FIELD_MAX_LENGTH, AUTH_MESSAGES.maxLength),
  z.regex(PHONE_PATTERN, AUTH_MESSAGES.phoneFormat),
);

export const ZCity = z.string({ error: AUTH_MESSAGES.cityRequired }).check(
  z.trim(),
  z.minLength(1, AUTH_MESSAGES.cityRequired),
  z.maxLength(FIELD_MAX_LENGTH, AUTH_MESSAGES.maxLength),
  z.regex(NAME_PATTERN, AUTH_MESSAGES.cityCharacters),
);

export const ZCountry = z
  .string({ error: AUTH_MESSAGES.countryRequired })
  .check(z.minLength(1, AUTH_MESSAGES.countryRequired), z.refine(isCountryCode, AUTH_MESSAGES.countryInvalid));

/** A new password under the policy (registration, reset, change). */
export const ZNewPassword = z.string({ error: AUTH_MESSAGES.passwordRequired }).check(
  z.minLength(1, AUTH_MESSAGES.passwordRequired),
  z.maxLength(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordMaxLength),
  z.superRefine((value, ctx) => {
    const message = passwordPolicyMessage(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  }),
);

export const ZReferralCode = z.string().check(z.trim(), z.toUpperCase(), z.regex(REFERRAL_CODE_PATTERN, AUTH_MESSAGES.referralCodeInvalid));

const registrationFields = {
  firstName: personName(AUTH_MESSAGES.firstNameRequired),
  lastName: personName(AUTH_MESSAGES.lastNameRequired),
  email: ZEmail,
  phone: ZPhone,
  country: ZCountry,
  city: ZCity,
  password: ZNewPassword,
  referralCode: z.optional(ZReferralCode),
};

/** The password and its confirmation agree. */
const confirmationMatches = z.refine<{ password: string; confirmPassword: string }>((v) => v.password === v.confirmPassword, {
  path: ['confirmPassword'],
  message: AUTH_MESSAGES.passwordMismatch,
  // Compare even while other fields still fail: the form shows every problem at once.
  when: ({ value }) => typeof (value as { password?: unknown }).password === 'string' && typeof (value as { confirmPassword?: unknown }).confirmPassword === 'string',
});

/** The registration form, as the browser validates it on every change and on submit. */
export const ZRegisterForm = z
  .strictObject({
    ...registrationFields,
    confirmPassword: z.string().check(z.minLength(1, AUTH_MESSAGES.confirmPasswordRequired)),
  })
  .check(confirmationMatches);
export type TRegisterForm = z.infer<typeof ZRegisterForm>;

/** `POST /api/auth/sign-up/email`: the same rules, enforced on the server. */
export const ZSignUpRequest = z.strictObject({
  ...registrationFields,
  name: z.optional(z.string().check(z.maxLength(FIELD_MAX_LENGTH * 2 + 1))),
  /** Where the verification link lands: a path of this site, never another origin. */
  callbackURL: z.optional(z.string().check(z.maxLength(2048), z.regex(/^\/(?!\/)[\w\-./?=&%#~+]*$/, 'Must be a path of this site'))),
  rememberMe: z.optional(z.boolean()),
});
export type TSignUpRequest = z.infer<typeof ZSignUpRequest>;

/** Login form: an @ in the email and a non-empty password; the server decides the rest. */
export const ZSignInForm = z.object({
  email: z.string().check(z.trim(), z.minLength(1, AUTH_MESSAGES.emailRequired), z.refine(EMAIL_HAS_AT, AUTH_MESSAGES.emailAt)),
  password: z.string().check(z.minLength(1, AUTH_MESSAGES.passwordRequired)),
});
export type TSignInForm = z.infer<typeof ZSignInForm>;

export const ZForgotPasswordForm = z.object({ email: ZSignInForm.shape.email });

export const ZUpdatePasswordForm = z
  .object({ password: ZNewPassword, confirmPassword: z.string().check(z.minLength(1, AUTH_MESSAGES.confirmPasswordRequired)) })
  .check(confirmationMatches);

/** The display name of sign-up metadata: first and last joined, else the email. */
export function displayNameOf(firstName: string | null | undefined, lastName: string | null | undefined, email: string): string {
  const joined = [firstName, lastName].map((p) => p?.trim()).filter(Boolean).join(' ');
  return joined || email;
}
