import type { TFunction } from 'i18next';
import type { TSecurityEvent } from '@shared/admin/security-events.schema';

/** A country's name in `language` from its ISO code; the code itself when the runtime does not know it. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** What happened, as one sentence in the interface language (`t` of the adminOps namespace). */
export function securityEventSentence(event: Pick<TSecurityEvent, 'kind' | 'country' | 'details'>, t: TFunction, language: string): string {
  const { count = 0, windowMinutes = 0, knownCountries = [] } = event.details;
  const window = t('security.window', { count: windowMinutes });
  switch (event.kind) {
    case 'failed_sign_ins_account':
      return t('security.sentences.failed_sign_ins_account', { count, window });
    case 'failed_sign_ins_address':
      return t('security.sentences.failed_sign_ins_address', { count, window });
    case 'mass_deletion':
      return t('security.sentences.mass_deletion', { count, window });
    case 'new_address':
      return t('security.sentences.new_address');
    case 'new_country': {
      const country = event.country ? countryName(event.country, language) : t('security.unknownCountry');
      if (knownCountries.length === 0) return t('security.sentences.new_country', { country });
      const known = new Intl.ListFormat(language, { type: 'conjunction' }).format(knownCountries.map((code) => countryName(code, language)));
      return t('security.sentences.new_country_known', { country, known });
    }
  }
}
