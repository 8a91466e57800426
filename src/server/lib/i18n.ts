import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import i18next, { type TFunction } from 'i18next';
import { LANGUAGES, type TLanguage } from '../../shared/profile/profile.schema.js';

/**
 * `locales/<lang>/<namespace>.json`, read once at start-up: a new namespace is a new file, with no
 * list to keep in step. Read from the sources, as the export fonts are (EXPORT_FONTS_DIR): the
 * server runs from the repository root, and dist/ holds only the JSON that code imports.
 */
const LOCALES_DIR = resolve('src/server/locales');

function readNamespaces(lang: TLanguage): Record<string, Record<string, unknown>> {
  const dir = join(LOCALES_DIR, lang);
  const files = readdirSync(dir).filter((file) => file.endsWith('.json')).sort();
  return Object.fromEntries(files.map((file) => [file.slice(0, -'.json'.length), JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>]));
}

/** The server's own texts (emails, notifications, exports), as on the client: one JSON per language and namespace. */
export const serverResources = Object.fromEntries(LANGUAGES.map((lang) => [lang, readNamespaces(lang)])) as Record<TLanguage, Record<string, Record<string, unknown>>>;

const instance = i18next.createInstance();
void instance.init({
  resources: serverResources,
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  ns: Object.keys(serverResources.en),
  defaultNS: 'emails',
  interpolation: { escapeValue: false },
  initAsync: false,
});

export function translatorFor(lang: TLanguage, ns = 'emails'): TFunction {
  return instance.getFixedT(lang, ns);
}

export function isLanguage(value: string): value is TLanguage {
  return (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language a request asks for: the client sends its interface language as Accept-Language;
 * a browser sends its own list ("de-CH,de;q=0.9,en;q=0.8"). The first supported one wins.
 */
export function languageOfRequest(request: Request | null | undefined, fallback: TLanguage = 'en'): TLanguage {
  return languageOfHeader(request?.headers.get('accept-language'), fallback);
}

/** The first supported language of an Accept-Language header (Fastify hands headers as strings). */
export function languageOfHeader(header: string | null | undefined, fallback: TLanguage = 'en'): TLanguage {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.trim().slice(2) ?? 1);
      return { lang: tag.trim().slice(0, 2).toLowerCase(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.find((entry) => isLanguage(entry.lang))?.lang as TLanguage | undefined ?? fallback;
}
