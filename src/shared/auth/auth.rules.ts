/**
 * The auth forms' constants and messages, and the sign-in form's check, without zod: /login
 * validates with these alone (auth.schema.ts builds the zod schemas from the same pieces), so the
 * sign-in page does not download zod.
 */

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

/** The sign-in rule of the email field: the server decides whether the address exists. */
export const EMAIL_HAS_AT = (email: string): boolean => email.includes('@');

type TSignInValues = { email: string; password: string };
type TFormIssue = { path: string[]; message: string };

/**
 * The sign-in form's check, with the answer shape of a zod `safeParse` (useAuthForm takes either):
 * a trimmed email with an @ and a non-empty password. auth.schema.test.ts holds it to ZSignInForm.
 */
export const signInForm = {
  safeParse(input: TSignInValues): { success: true; data: TSignInValues } | { success: false; error: { issues: TFormIssue[] } } {
    const email = input.email.trim();
    const issues: TFormIssue[] = [];
    // Both, as zod reports them: a failed check does not stop the next (the form shows the first).
    if (email === '') issues.push({ path: ['email'], message: AUTH_MESSAGES.emailRequired });
    if (!EMAIL_HAS_AT(email)) issues.push({ path: ['email'], message: AUTH_MESSAGES.emailAt });
    if (input.password === '') issues.push({ path: ['password'], message: AUTH_MESSAGES.passwordRequired });
    return issues.length ? { success: false, error: { issues } } : { success: true, data: { email, password: input.password } };
  },
};
