import { useTranslation } from 'react-i18next';

/** The language the interface currently shows, for Intl formatting. */
export function useLocale(): string {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? 'en';
}
