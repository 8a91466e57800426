import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, ZRegisterForm, ZSignInForm, displayNameOf, validationKeyOf } from './auth.schema.js';
import { signInForm } from './auth.rules.js';
import { filterCityInput, filterPhoneInput, truncateField, truncatePassword } from './input.rules.js';
import { COUNTRY_CODES } from './countries.js';

const valid = {
  firstName: 'Jean-Luc',
  lastName: "D'Arcy",
  email: 'jl@ex.com',
  phone: '+33 (1) 23-45-67',
  country: 'FR',
  city: 'Saint-Étienne',
  password: 'Str0ng!Pass',
  confirmPassword: 'Str0ng!Pass',
};

function fieldErrors(input: unknown) {
  const result = ZRegisterForm.safeParse(input);
  if (result.success) return {};
  // The first message of each field, as the API and the form show it.
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('registration form', () => {
  it('accepts names with apostrophes, hyphens and accents', () => {
    expect(fieldErrors(valid)).toEqual({});
  });

  it('requires names, city, phone, email and country', () => {
    const errors = fieldErrors({ ...valid, firstName: '', lastName: ' ', city: '', phone: '', email: '', country: '' });
    expect(errors).toMatchObject({
      firstName: AUTH_MESSAGES.firstNameRequired,
      lastName: AUTH_MESSAGES.lastNameRequired,
      city: AUTH_MESSAGES.cityRequired,
      phone: AUTH_MESSAGES.phoneRequired,
      email: AUTH_MESSAGES.emailRequired,
      country: AUTH_MESSAGES.countryRequired,
    });
  });

  it('checks phone shape: optional plus, then 7 to 20 digits, spaces, hyphens, parentheses', () => {
    expect(fieldErrors({ ...valid, phone: '123456' }).phone).toBe(AUTH_MESSAGES.phoneFormat);
    expect(fieldErrors({ ...valid, phone: '+1234567' }).phone).toBeUndefined();
    expect(fieldErrors({ ...valid, phone: '12+34567' }).phone).toBe(AUTH_MESSAGES.phoneFormat);
  });

  it('wants an @ in the email and at most 32 characters everywhere', () => {
    expect(fieldErrors({ ...valid, email: 'plain' }).email).toBe(AUTH_MESSAGES.emailAt);
    expect(fieldErrors({ ...valid, city: 'a'.repeat(33) }).city).toBe(AUTH_MESSAGES.maxLength);
  });

  it('needs the confirmation to match, even while other fields fail', () => {
    expect(fieldErrors({ ...valid, confirmPassword: 'Str0ng!Pas' }).confirmPassword).toBe(AUTH_MESSAGES.passwordMismatch);
    expect(fieldErrors({ ...valid, email: 'bad', confirmPassword: 'Str0ng!Pas' }).confirmPassword).toBe(AUTH_MESSAGES.passwordMismatch);
  });

  it('maps each message back to its translation key', () => {
    expect(validationKeyOf(AUTH_MESSAGES.passwordMismatch)).toBe('passwordMismatch');
    expect(validationKeyOf('anything else')).toBeUndefined();
  });
});

describe('login form', () => {
  it('needs an @ and a password', () => {
    expect(ZSignInForm.safeParse({ email: 'a@b', password: 'x' }).success).toBe(true);
    expect(ZSignInForm.safeParse({ email: 'ab', password: '' }).success).toBe(false);
  });

  it('is checked without zod on /login with the same answers as ZSignInForm', () => {
    const cases = [
      { email: 'a@b', password: 'x' },
      { email: '  jane@example.com ', password: ' secret ' },
      { email: 'ab', password: '' },
      { email: '', password: 'x' },
      { email: '   ', password: '' },
      { email: 'no-at', password: 'x' },
    ];
    for (const values of cases) {
      const zod = ZSignInForm.safeParse(values);
      const plain = signInForm.safeParse(values);
      expect(plain.success).toBe(zod.success);
      if (zod.success && plain.success) expect(plain.data).toEqual(zod.data);
      const issues = (answer: typeof zod | typeof plain) => (answer.success ? [] : answer.error.issues.map(({ path, message }) => ({ path, message })));
      expect(issues(plain)).toEqual(issues(zod));
    }
  });
});

describe('input filters', () => {
  it('strips what a city or phone cannot hold, as typed', () => {
    expect(filterCityInput('Paris 15e!')).toBe('Paris e');
    expect(filterPhoneInput('+1 (555) abc-123')).toBe('+1 (555) -123');
    expect(filterPhoneInput('55+5')).toBe('555');
  });

  it('truncates to 32, and passwords to 24', () => {
    expect(truncateField('x'.repeat(40))).toHaveLength(32);
    expect(truncatePassword('x'.repeat(40))).toHaveLength(24);
  });
});

describe('countries and names', () => {
  it('has about 195 countries with two-letter codes', () => {
    expect(COUNTRY_CODES).toHaveLength(195);
    expect(COUNTRY_CODES.every((c) => /^[A-Z]{2}$/.test(c))).toBe(true);
  });

  it('builds the display name from first and last, else the fallback', () => {
    expect(displayNameOf('Ana', 'Lima', 'a@b.c')).toBe('Ana Lima');
    expect(displayNameOf('', null, 'a@b.c')).toBe('a@b.c');
  });
});
