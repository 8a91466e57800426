/** The namespace every page uses: loaded at start, in a chunk of its own per language. */
export const BASE_NAMESPACE = 'common';

/**
 * Namespaces of the public pages (landing; info and legal pages; sign-in), each in a chunk of its
 * own per language, loaded with the pages that use them: the landing page loads `public` alone,
 * the info and legal pages `publicPages` beside it. Every other namespace is the signed-in
 * area's, in one chunk per language loaded with its shell, so a new module's namespace needs no
 * entry here.
 */
export const PUBLIC_PAGE_NAMESPACES = ['public', 'publicPages', 'auth'];

/** The public namespaces the signed-in shell does not load (it shows the auth screens' strings). */
export const PUBLIC_ONLY_NAMESPACES: readonly string[] = ['public', 'publicPages'];

/**
 * Namespaces that load with one page (or a panel) instead of the signed-in shell, grouped by the
 * chunk they share per language (`locale-<lang>-<group>`): the shell's strings do not grow with
 * every module. A module whose strings only its own screens use adds its group here and loads it
 * beside its page with `loadPageStrings(group)`.
 */
export const PAGE_NAMESPACES = {
  admin: ['admin', 'adminOps'],
  importData: ['importData'],
  reports: ['reports'],
  detailedReports: ['detailedReports'],
  teamAnalytics: ['teamAnalytics'],
  ai: ['ai'],
  support: ['support'],
  referral: ['referral'],
} as const satisfies Record<string, readonly string[]>;

export type TPageStringsGroup = keyof typeof PAGE_NAMESPACES;

/** The admin dashboard's namespaces (few users open it). */
export const ADMIN_NAMESPACES: readonly string[] = PAGE_NAMESPACES.admin;

/** Every namespace that loads with its page, not with the shell. */
export const LAZY_PAGE_NAMESPACES: readonly string[] = Object.values(PAGE_NAMESPACES).flat();

function pageGroupOf(ns: string): string | undefined {
  return Object.entries(PAGE_NAMESPACES).find(([, names]) => (names as readonly string[]).includes(ns))?.[0];
}

/** The chunk that holds a locale file: `locale-<lang>`, `locale-<lang>-<public page namespace>`, `locale-<lang>-<page group>` or `locale-<lang>-app`. */
export function localeChunkName(path: string): string | null {
  const match = /\/locales\/([a-z]{2})\/([\w-]+)\.json$/.exec(path);
  if (!match) return null;
  const [, lang, ns] = match;
  if (ns === BASE_NAMESPACE) return `locale-${lang}`;
  const group = pageGroupOf(ns);
  if (group) return `locale-${lang}-${group}`;
  return PUBLIC_PAGE_NAMESPACES.includes(ns) ? `locale-${lang}-${ns}` : `locale-${lang}-app`;
}
