import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type TLanguage } from '@shared/common/languages';
import { BASE_NAMESPACE, LAZY_PAGE_NAMESPACES, PAGE_NAMESPACES, PUBLIC_ONLY_NAMESPACES, type TPageStringsGroup } from '../locales/namespaces';

const LANGUAGE_STORAGE_KEY = 'upline-language';

type TStrings = Record<string, unknown>;

/**
 * Every `locales/<lang>/<namespace>.json`, loaded on demand: the build groups a language's files
 * in a few chunks (locales/namespaces.ts), so a page downloads only the language it shows, and
 * only the namespaces of its area.
 */
const localeFiles = import.meta.glob<TStrings>('../locales/*/*.json', { import: 'default' });

/** The namespaces, named after English's files (the locales test holds the others to them). */
const namespaces = Object.keys(localeFiles)
  .map((path) => /locales\/en\/([\w-]+)\.json$/.exec(path)?.[1])
  .filter((ns): ns is string => !!ns);

/** The namespaces of the signed-in area, loaded with its shell: all but the landing, info and legal pages' and those loaded with their own page. */
const appNamespaces = namespaces.filter((ns) => !PUBLIC_ONLY_NAMESPACES.includes(ns) && !LAZY_PAGE_NAMESPACES.includes(ns));

/**
 * i18next asks for one language's namespace at a time; the files of a group share a chunk. A
 * namespace not loaded yet is loaded by the first screen that uses it (react-i18next suspends it).
 */
const localeBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(lang, ns, callback) {
    const load = localeFiles[`../locales/${lang}/${ns}.json`];
    if (!load) return callback(null, {});
    load().then(
      (strings) => callback(null, strings),
      (error: Error) => callback(error, false),
    );
  },
};

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

/** Switches the interface language (once its strings are loaded) and remembers it on this device. */
export function changeLanguage(lang: TLanguage): Promise<unknown> {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  return i18n.changeLanguage(lang);
}

i18n.on('languageChanged', (lang) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
});

/**
 * Resolves once the first language is loaded; screens suspend until then (react-i18next).
 * No fallback language: loading English beside every other language would double the download,
 * and the locales test fails when a language lacks a key, so there is nothing to fall back for.
 */
export const i18nReady = i18n
  .use(localeBackend)
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    ns: [BASE_NAMESPACE],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });

/**
 * Loads namespaces in the active language (and in any chosen later), e.g. beside a page's code.
 * Their files are fetched at once, not after the first language's: i18next then finds them loaded.
 */
export function loadStrings(ns: string | string[]): Promise<void> {
  const lang = i18n.resolvedLanguage ?? initialLanguage();
  const fetching = [ns].flat().map((name) => localeFiles[`../locales/${lang}/${name}.json`]?.());
  return Promise.all([...fetching, i18nReady]).then(() => i18n.loadNamespaces(ns));
}

/** A page's own strings (locales/namespaces.ts PAGE_NAMESPACES), loaded beside its code. */
export function loadPageStrings(group: TPageStringsGroup): Promise<void> {
  return loadStrings([...PAGE_NAMESPACES[group]]);
}

/** The admin dashboard's strings, loaded with its page. */
export function loadAdminStrings(): Promise<void> {
  return loadPageStrings('admin');
}

/** The signed-in area's strings. */
export function loadAppStrings(): Promise<void> {
  return loadStrings(appNamespaces);
}

export { i18n };
