import { useTranslation } from 'react-i18next';

/**
 * The strings of the info and legal pages: their own texts (`publicPages`, which the landing page
 * does not download) and, for the keys not there, the landing's (`public`: hero, pricing, cta).
 */
export function usePublicPagesTranslation() {
  return useTranslation(['publicPages', 'public'], { nsMode: 'fallback' });
}
