/** The date the privacy, terms and cookie texts were last revised (ISO, shown localised). */
export const LEGAL_LAST_UPDATED = '2026-11-22';

/** Facts the legal texts state; the translations receive them as values. */
export const LEGAL_FACTS = {
  minimumAgeYears: 16,
  coolingOffDays: 14,
  liabilityCapMonths: 12,
} as const;

/** Every public page, in the order the landing menu lists them; labels are common footer keys. */
export const PUBLIC_INFO_LINKS = [
  ['footer.features', '/features'],
  ['footer.pricing', '/pricing'],
  ['footer.api', '/api'],
  ['footer.integrations', '/integrations'],
  ['footer.about', '/about'],
  ['footer.careers', '/careers'],
  ['footer.blog', '/blog'],
  ['footer.press', '/press'],
  ['footer.help', '/help'],
  ['footer.contact', '/contact'],
  ['footer.status', '/status'],
  ['footer.security', '/security'],
  ['footer.privacy', '/privacy'],
  ['footer.terms', '/terms'],
  ['footer.cookies', '/cookies'],
] as const;
