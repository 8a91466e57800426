import { useTranslation } from 'react-i18next';
import type { TProfile } from '@shared/profile/profile.schema';
import { formatTrialLeft } from './format';

/**
 * The tier's name, a one-line summary ("Premium", "Trial: 5 days left", "Trial ended", spec 01
 * §4.1) and, on an active trial, the time left alone.
 */
export function useMembershipStatus(profile: Pick<TProfile, 'membershipTier' | 'trialEndsAt'> | undefined) {
  const { t, i18n } = useTranslation();
  if (!profile) return null;
  const tier = t(`membership.tiers.${profile.membershipTier}`);
  if (profile.membershipTier !== 'trial') return { tier, summary: tier, timeLeft: null, trialEnded: false };
  const left = formatTrialLeft(profile, i18n.language);
  if (!left) return { tier, summary: t('membership.trialEnded'), timeLeft: null, trialEnded: true };
  return { tier, summary: t('membership.trialLeft', { duration: left }), timeLeft: t('membership.timeLeft', { duration: left }), trialEnded: false };
}
