import { useQuery } from '@tanstack/react-query';
import type { TReferralOverview } from '@shared/referral/referral.schema';
import { api } from '../../../lib/api';

export const REFERRAL_KEY = ['referral'] as const;

/** The seller's code and link, the members who joined with it and the commissions they brought. */
export function useReferralOverview() {
  return useQuery({
    queryKey: REFERRAL_KEY,
    queryFn: ({ signal }) => api<TReferralOverview>('GET', '/api/referral', undefined, { signal }),
  });
}
