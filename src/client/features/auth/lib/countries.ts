import { COUNTRY_CODES, COUNTRY_NAMES_EN, type TCountryCode } from '@shared/auth/countries';

export interface TCountryOption {
  code: TCountryCode;
  name: string;
}

/** The countries named in `lang` (English where the browser has no name), sorted as that language sorts. */
export function countryOptions(lang: string): TCountryOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([lang], { type: 'region' });
  } catch {
    names = null;
  }
  const nameOf = (code: TCountryCode) => {
    const localized = names?.of(code);
    return localized && localized !== code ? localized : COUNTRY_NAMES_EN[code];
  };
  const collator = new Intl.Collator(lang);
  return COUNTRY_CODES.map((code) => ({ code, name: nameOf(code) })).sort((a, b) => collator.compare(a.name, b.name));
}
