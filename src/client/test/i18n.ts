import i18n from 'i18next';

/**
 * Back to English with English alone loaded, as the app starts: a test that switched language
 * leaves neither the language nor its strings (which would show a later test strings it never
 * loaded) to the next.
 */
export async function backToEnglishOnly(): Promise<void> {
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  for (const lang of Object.keys(i18n.store.data)) {
    if (lang === 'en') continue;
    for (const ns of Object.keys(i18n.store.data[lang])) i18n.removeResourceBundle(lang, ns);
  }
}
