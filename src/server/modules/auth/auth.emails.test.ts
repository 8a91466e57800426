import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../shared/profile/profile.schema.js';
import { languageOfRequest, serverResources } from '../../lib/i18n.js';
import { passwordResetEmail, verificationEmail } from './auth.emails.js';

function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return { [prefix]: value };
  return Object.entries(value).reduce<Record<string, unknown>>((acc, [key, inner]) => Object.assign(acc, flatten(inner, prefix ? `${prefix}.${key}` : key)), {});
}

const placeholders = (s: unknown) => [...String(s).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

/** A token shaped like better-auth's: only its payload is read. */
const tokenWith = (payload: object) => `h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.s`;

describe('email translations', () => {
  for (const lang of LANGUAGES) {
    it(`${lang} has every English key, none empty, with the same placeholders`, () => {
      const source = flatten(serverResources.en);
      const target = flatten(serverResources[lang]);
      expect(Object.keys(target).sort()).toEqual(Object.keys(source).sort());
      for (const [key, text] of Object.entries(source)) {
        expect(String(target[key]).trim(), `${lang}:${key}`).not.toBe('');
        expect(placeholders(target[key]), `${lang}:${key}`).toEqual(placeholders(text));
      }
    });
  }
});

describe('verificationEmail', () => {
  it('confirms a new account, in the language asked for', () => {
    const mail = verificationEmail('a@ex.com', 'Ana', 'http://x/verify', { lang: 'fr', token: tokenWith({ email: 'a@ex.com' }) });
    expect(mail.subject).toBe('Confirmez votre e-mail pour Upline');
    expect(mail.html).toContain('lang="fr"');
  });

  it('confirms the new address of an email change with its own words', () => {
    const mail = verificationEmail('new@ex.com', 'Ana', 'http://x/verify', { token: tokenWith({ requestType: 'change-email-verification' }) });
    expect(mail.subject).toBe('Confirm your new email for Upline');
    expect(mail.text).toContain('new@ex.com');
  });

  it('escapes what the person typed', () => {
    const mail = passwordResetEmail('a@ex.com', '<b>Ana</b>', 'http://x/reset?a=1&b=2', 'ru');
    expect(mail.html).toContain('&lt;b&gt;Ana&lt;/b&gt;');
    expect(mail.html).toContain('a=1&amp;b=2');
    expect(mail.subject).toBe('Сброс пароля Upline');
  });
});

describe('languageOfRequest', () => {
  const request = (value?: string) => new Request('http://x', { headers: value ? { 'accept-language': value } : {} });
  it('takes the first supported language by weight, else English', () => {
    expect(languageOfRequest(request('es'))).toBe('es');
    expect(languageOfRequest(request('it-IT,de;q=0.5,fr;q=0.8'))).toBe('fr');
    expect(languageOfRequest(request('it'))).toBe('en');
    expect(languageOfRequest(request())).toBe('en');
    expect(languageOfRequest(undefined)).toBe('en');
  });
});
