import { usePublicConfig } from '../../../lib/public-config';
import { formatDuration } from './format';
import { useLocale } from './use-locale';

/**
 * The trial length as the server configures it ("7 days"), or null while it loads. The spec's
 * copy disagrees on the length, so no page writes a number of its own.
 */
export function useTrialDuration(): { days: number; label: string } | null {
  const { data } = usePublicConfig();
  const locale = useLocale();
  if (!data) return null;
  return { days: data.trialDays, label: formatDuration(data.trialDays, 'day', locale) };
}
