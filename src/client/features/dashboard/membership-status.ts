import { useTranslation } from 'react-i18next';
import { membershipStatus, type TMembershipState, type TMembershipStatus } from '@shared/membership/membership.rules';
import { formatTrialLeft } from './format';

/**
 * The tier's name, a one-line summary ("Premium", "Trial: 5 days left", "Trial ended",
 * "Subscription ended", spec 01 §4.1) and, on an active trial, the time left alone. The status is
 * the shared rule's, so an account the expiry job moved back to free still reads how its plan ended.
 */
export function useMembershipStatus(state: TMembershipState | undefined) {
  const { t, i18n } = useTranslation();
  if (!state) return null;
  const status: TMembershipStatus = membershipStatus(state);
  const tier = t(`membership.tiers.${state.membershipTier}`);
  const base = { status, tier, timeLeft: null, ended: false, trialEnded: false };
  if (status === 'trial_ended') return { ...base, summary: t('membership.trialEnded'), ended: true, trialEnded: true };
  if (status === 'subscription_ended') return { ...base, summary: t('membership:status.subscriptionEnded'), ended: true };
  const left = status === 'trial' ? formatTrialLeft(state, i18n.language) : null;
  if (!left) return { ...base, summary: tier };
  return { ...base, summary: t('membership.trialLeft', { duration: left }), timeLeft: t('membership.timeLeft', { duration: left }) };
}
