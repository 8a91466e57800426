import { useTranslation } from 'react-i18next';
import type { TProfile } from '@shared/profile/profile.schema';
import { formatTrialLeft } from './format';

/** The tier's name and, on a trial, the time left or "Trial ended" (spec 01 §4.1). */
export function useMembershipStatus(profile: Pick<TProfile, 'membershipTier' | 'trialEndsAt'> | undefined) {
  const { t, i18n } = useTranslation();
  if (!profile) return null;
  const tier = t(`membership.tiers.${profile.membershipTier}`);
  if (profile.membershipTier !== 'trial') return { tier, detail: null, trialEnded: false };
  const left = formatTrialLeft(profile, i18n.language);
  return left
    ? { tier, detail: t('membership.trialLeft', { duration: left }), trialEnded: false }
    : { tier, detail: t('membership.trialEnded'), trialEnded: true };
}
