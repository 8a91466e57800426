import { pipelineStages } from '@shared/deals/deals.rules';
import { browserTimeZone, dayKeyOf, zonedDate } from '../../../lib/time-zone';
import { useProfile } from '../../profile/api/profile';

/** The owner's stages in board order (their open stages, then won and lost). */
export function usePipelineStages(): string[] {
  const profile = useProfile();
  return pipelineStages(profile.data?.pipelineStages ?? []);
}

/** Today in the owner's time zone ("YYYY-MM-DD"): a deal whose close date is before it is pending. */
export function useOwnerToday(): string {
  const profile = useProfile();
  return dayKeyOf(zonedDate(new Date(), profile.data?.timeZone ?? browserTimeZone()));
}
