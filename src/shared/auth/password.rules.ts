/** Password policy of spec 01 §5.1: the rules, in order, with their exact messages. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 24;

export const PASSWORD_RULES = [
  { key: 'minLength', message: 'Password must be at least 8 characters long', test: (p: string) => p.length >= PASSWORD_MIN_LENGTH },
  { key: 'uppercase', message: 'must contain at least one uppercase letter', test: (p: string) => /\p{Lu}/u.test(p) },
  { key: 'lowercase', message: 'must contain at least one lowercase letter', test: (p: string) => /\p{Ll}/u.test(p) },
  { key: 'number', message: 'must contain at least one number', test: (p: string) => /\d/.test(p) },
  { key: 'special', message: 'must contain at least one special character', test: (p: string) => /[^\p{L}\p{N}]/u.test(p) },
] as const;

export type TPasswordRuleKey = (typeof PASSWORD_RULES)[number]['key'];

/** The rules a password does not meet yet, in policy order (the live list of the form). */
export function unmetPasswordRules(password: string): TPasswordRuleKey[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.key);
}

/** One combined sentence listing what is missing, as the submit-time message. */
export function passwordPolicyMessage(password: string): string | null {
  const unmet = PASSWORD_RULES.filter((rule) => !rule.test(password));
  if (unmet.length === 0) return null;
  return unmet.map((rule) => rule.message).join(', ');
}
