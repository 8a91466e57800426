import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMarketingPage } from '@shared/marketing/marketing.schema';
import { api } from '../../../lib/api';
import { useLocale } from '../lib/use-locale';

/** The operator's figures and testimonials in one language (none unless the operator set some). */
export const marketingQuery = (lang: string) =>
  queryOptions({
    queryKey: ['public', 'marketing', lang],
    queryFn: ({ signal }) => api<TMarketingPage>('GET', `/api/public/marketing?lang=${encodeURIComponent(lang)}`, undefined, { signal }),
    staleTime: 5 * 60_000,
  });

/** The operator's figures and testimonials in the interface language. */
export function useMarketingContent() {
  return useQuery(marketingQuery(useLocale()));
}
