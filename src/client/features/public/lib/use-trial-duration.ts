import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../../lib/public-config';

/**
 * The trial length as the server configures it ("7 days"), or null while it loads. The spec's
 * copy disagrees on the length, so no page writes a number of its own. Written with the
 * language's plural forms (i18next's, from Intl.PluralRules) rather than Intl's unit format, whose
 * first use loads ICU's unit data: about 15 ms of the landing page's first render, four times
 * that on a phone.
 */
export function useTrialDuration(): { days: number; label: string } | null {
  const { data } = usePublicConfig();
  const { t } = useTranslation('public');
  if (!data) return null;
  return { days: data.trialDays, label: t('trialLength.days', { count: data.trialDays }) };
}
