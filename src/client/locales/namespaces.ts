/** The namespace every page uses: loaded at start, in a chunk of its own per language. */
export const BASE_NAMESPACE = 'common';

/**
 * Namespaces of the public pages (landing, info and legal pages; sign-in), each in a chunk of its
 * own per language, loaded with the pages that use them. Every other namespace is the signed-in
 * area's, in one chunk per language loaded with its shell, so a new module's namespace needs no
 * entry here.
 */
export const PUBLIC_PAGE_NAMESPACES = ['public', 'auth'];

/**
 * Namespaces of the admin dashboard: few users open it, so its strings are a chunk of their own per
 * language, loaded with its page, not with the signed-in shell.
 */
export const ADMIN_NAMESPACES = ['admin', 'adminOps'];

/** The chunk that holds a locale file: `locale-<lang>`, `locale-<lang>-<public page namespace>`, `locale-<lang>-admin` or `locale-<lang>-app`. */
export function localeChunkName(path: string): string | null {
  const match = /\/locales\/([a-z]{2})\/([\w-]+)\.json$/.exec(path);
  if (!match) return null;
  const [, lang, ns] = match;
  if (ns === BASE_NAMESPACE) return `locale-${lang}`;
  if (ADMIN_NAMESPACES.includes(ns)) return `locale-${lang}-admin`;
  return PUBLIC_PAGE_NAMESPACES.includes(ns) ? `locale-${lang}-${ns}` : `locale-${lang}-app`;
}
