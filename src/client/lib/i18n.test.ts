import { afterEach, describe, expect, it } from 'vitest';
import { backToEnglishOnly } from '../test/i18n';
import { changeLanguage, i18n } from './i18n';

// Each test starts in English alone, whichever ran before it.
afterEach(() => backToEnglishOnly().then(() => localStorage.clear()));

describe('i18n', () => {
  it('holds only the active language', () => {
    expect(i18n.language).toBe('en');
    expect(i18n.hasResourceBundle('en', 'common')).toBe(true);
    for (const lang of ['es', 'fr', 'ru', 'de']) expect(i18n.hasResourceBundle(lang, 'common'), lang).toBe(false);
  });

  it('loads a language before switching to it, every namespace loaded so far included', async () => {
    const switching = changeLanguage('de');
    expect(i18n.language).toBe('en');
    await switching;
    expect(i18n.language).toBe('de');
    expect(i18n.hasResourceBundle('de', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('de', 'shell')).toBe(true);
    expect(i18n.t('common:actions.close')).toBe('Schließen');
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem('upline-language')).toBe('de');
  });
});
