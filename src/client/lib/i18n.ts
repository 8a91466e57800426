import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type TLanguage } from '@shared/profile/profile.schema';

const LANGUAGE_STORAGE_KEY = 'upline-language';

type TResources = Record<string, Record<string, Record<string, unknown>>>;

/** Every `locales/<lang>/<namespace>.json`, bundled: they are small and all needed offline. */
const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', { eager: true });

export const resources: TResources = {};
for (const [path, module] of Object.entries(files)) {
  const match = /locales\/([a-z]{2})\/([\w-]+)\.json$/.exec(path);
  if (!match) continue;
  const [, lang, ns] = match;
  resources[lang] ??= {};
  resources[lang][ns] = module.default;
}
export const namespaces = Object.keys(resources.en ?? {});

function isLanguage(value: string | null | undefined): value is TLanguage {
  return !!value && (LANGUAGES as readonly string[]).includes(value);
}

export function initialLanguage(): TLanguage {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  const browser = typeof navigator === 'undefined' ? undefined : navigator.language?.slice(0, 2);
  return isLanguage(browser) ? browser : 'en';
}

/** Whether this device holds a choice of its own (then a profile's saved language does not override it). */
export function hasStoredLanguage(): boolean {
  return isLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY));
}

/** Switches the interface language and remembers it on this device. */
export function changeLanguage(lang: TLanguage): Promise<unknown> {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  document.documentElement.lang = lang;
  return i18n.changeLanguage(lang);
}

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  ns: namespaces,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18n };
