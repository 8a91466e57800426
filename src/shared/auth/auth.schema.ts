import * as z from 'zod';
import { PASSWORD_MAX_LENGTH, passwordPolicyMessage } from './password.rules.js';
import { isCountryCode } from './countries.js';

/** Every non-password field of the registration form stops at 32 characters. */
export const FIELD_MAX_LENGTH = 32;
export const REFERRAL_CODE_PATTERN = /^[A-Z0-9]{8}$/;

/**
 * English messages of the auth forms. The API answers them in `error.fields`; the client shows
 * the translation under `auth:validation.<key>` (see `validationKeyOf`).
 */
export const AUTH_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  nameCharacters: 'Only letters, spaces, apostrophes and hyphens are allowed',
  cityRequired: 'City is required',
  cityCharacters: 'City may contain only letters, spaces, apostrophes and hyphens',
  phoneRequired: 'Phone number is required',
  phoneFormat: 'Phone must be 7 to 20 digits, spaces, hyphens or parentheses, with an optional leading +',
  emailRequired: 'Email is required',
  emailAt: 'Email must contain an @ sign',
  emailInvalid: 'Please enter a valid email address',
  countryRequired: 'Country is required',
  countryInvalid: 'Please choose a country from the list',
  maxLength: 'Must be at most 32 characters',
  passwordRequired: 'Password is required',
  passwordMaxLength: 'Password must be at most 24 characters',
  passwordPolicy: 'Password does not meet the policy',
  confirmPasswordRequired: 'Please confirm your password',
  passwordMismatch: 'Passwords do not match',
  referralCodeInvalid: 'Referral code must be 8 letters or digits',
} as const;
export type TAuthMessageKey = keyof typeof AUTH_MESSAGES;

const messageKeys = new Map<string, TAuthMessageKey>(
  Object.entries(AUTH_MESSAGES).map(([key, message]) => [message, key as TAuthMessageKey]),
);
/** The translation key of one of the messages above, if it is one. */
export function validationKeyOf(message: string): TAuthMessageKey | undefined {
  return messageKeys.get(message);
}

const NAME_PATTERN = /^[\p{L}\s'’-]+$/u;
const PHONE_PATTERN = /^\+?[0-9\s\-()]{7,20}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const personName = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(FIELD_MAX_LENGTH, AUTH_MESSAGES.maxLength)
    .regex(NAME_PATTERN, AUTH_MESSAGES.nameCharacters);

export const ZEmail = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(FIELD_MAX_LENGTH, AUTH_MESSAGES.maxLength)
  .refine((v) => v.includes('@'), AUTH_MESSAGES.emailAt)
  .refine((v) => !v.includes('@') || EMAIL_PATTERN.test(v), AUTH_MESSAGES.emailInvalid);

export const ZPhone = z
  .string({ error: AUTH_MESSAGES.phoneRequired })
  .trim()
  .min(1, AUTH_MESSAGES.phoneRequired)
  .max(FIELD_MAX_LENGTH, AUTH_MESSAGES.maxLength)
  .regex(PHONE_PATTERN, AUTH_MESSAGES.phoneFormat);

export const ZCity = z
  .string({ error: AUTH_MESSAGES.cityRequired })
  .trim()
  .min(1, AUTH_MESSAGES.cityRequired)
  .max(FIELD_MAX_LENGTH, AUTH_MESSAGES.maxLength)
  .regex(NAME_PATTERN, AUTH_MESSAGES.cityCharacters);

export const ZCountry = z
  .string({ error: AUTH_MESSAGES.countryRequired })
  .min(1, AUTH_MESSAGES.countryRequired)
  .refine(isCountryCode, AUTH_MESSAGES.countryInvalid);

/** A new password under the policy (registration, reset, change). */
export const ZNewPassword = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, AUTH_MESSAGES.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordMaxLength)
  .superRefine((value, ctx) => {
    const message = passwordPolicyMessage(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

export const ZReferralCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(REFERRAL_CODE_PATTERN, AUTH_MESSAGES.referralCodeInvalid);

const registrationFields = {
  firstName: personName(AUTH_MESSAGES.firstNameRequired),
  lastName: personName(AUTH_MESSAGES.lastNameRequired),
  email: ZEmail,
  phone: ZPhone,
  country: ZCountry,
  city: ZCity,
  password: ZNewPassword,
  referralCode: ZReferralCode.optional(),
};

/** The registration form, as the browser validates it on every change and on submit. */
export const ZRegisterForm = z
  .strictObject({
    ...registrationFields,
    confirmPassword: z.string().min(1, AUTH_MESSAGES.confirmPasswordRequired),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: AUTH_MESSAGES.passwordMismatch,
    // Compare even while other fields still fail: the form shows every problem at once.
    when: ({ value }) => typeof (value as { password?: unknown }).password === 'string' && typeof (value as { confirmPassword?: unknown }).confirmPassword === 'string',
  });
export type TRegisterForm = z.infer<typeof ZRegisterForm>;

/** `POST /api/auth/sign-up/email`: the same rules, enforced on the server. */
export const ZSignUpRequest = z.strictObject({
  ...registrationFields,
  name: z.string().max(FIELD_MAX_LENGTH * 2 + 1).optional(),
  /** Where the verification link lands: a path of this site, never another origin. */
  callbackURL: z.string().max(2048).regex(/^\/(?!\/)[\w\-./?=&%#~+]*$/, 'Must be a path of this site').optional(),
  rememberMe: z.boolean().optional(),
});
export type TSignUpRequest = z.infer<typeof ZSignUpRequest>;

/** Login form: an @ in the email and a non-empty password; the server decides the rest. */
export const ZSignInForm = z.object({
  email: z.string().trim().min(1, AUTH_MESSAGES.emailRequired).refine((v) => v.includes('@'), AUTH_MESSAGES.emailAt),
  password: z.string().min(1, AUTH_MESSAGES.passwordRequired),
});
export type TSignInForm = z.infer<typeof ZSignInForm>;

export const ZForgotPasswordForm = z.object({ email: ZSignInForm.shape.email });

export const ZUpdatePasswordForm = z
  .object({ password: ZNewPassword, confirmPassword: z.string().min(1, AUTH_MESSAGES.confirmPasswordRequired) })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: AUTH_MESSAGES.passwordMismatch,
    when: ({ value }) => typeof (value as { password?: unknown }).password === 'string' && typeof (value as { confirmPassword?: unknown }).confirmPassword === 'string',
  });

/** The display name of sign-up metadata: first and last joined, else the email. */
export function displayNameOf(firstName: string | null | undefined, lastName: string | null | undefined, email: string): string {
  const joined = [firstName, lastName].map((p) => p?.trim()).filter(Boolean).join(' ');
  return joined || email;
}
