import { Crown, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TBillingPlans, TSubscriptionState } from '@shared/billing/billing.schema';
import type { TMembershipStatus } from '@shared/membership/membership.rules';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { CheckoutButton, ManageSubscriptionButton, StartTrialButton } from '../../billing/components/BillingActions';
import { premiumPrice } from '../../billing/lib/plans';
import { productLabel } from '../../billing/lib/products';
import { formatCents } from '../../dashboard/format';
import { useMembershipStatus } from '../../dashboard/membership-status';

const BADGE_VARIANTS = { free: 'outline', trial: 'secondary', paid: 'success', trial_ended: 'destructive', subscription_ended: 'destructive' } as const;

/** A renewal payment failed: Stripe retries it, and access lasts until the paid period's end. */
function isPastDue(state: TSubscriptionState): boolean {
  return state.subscription?.status === 'past_due' || state.subscription?.status === 'unpaid';
}

/** What the plan's dates mean now: renewal, end of access, a plan change waiting, or how it ended. */
function useStatusDetails(state: TSubscriptionState, status: TMembershipStatus) {
  const { t, i18n } = useTranslation('membership');
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(iso));
  const sub = state.subscription;
  const lines: string[] = [];
  switch (status) {
    case 'trial':
      if (state.trialEndsAt) lines.push(t('details.trialEnds', { date: date(state.trialEndsAt) }));
      break;
    case 'trial_ended':
      lines.push(state.trialEndsAt ? t('details.trialEndedOn', { date: date(state.trialEndsAt) }) : t('details.trialEnded'));
      break;
    case 'subscription_ended':
      lines.push(state.membershipExpiry ? t('details.subscriptionEndedOn', { date: date(state.membershipExpiry) }) : t('details.subscriptionEnded'));
      break;
    case 'paid': {
      const end = sub?.currentPeriodEnd ?? state.membershipExpiry;
      if (!end) lines.push(t('details.noEnd'));
      else if (sub && !sub.cancelAtPeriodEnd && !isPastDue(state)) lines.push(t('details.renewsOn', { date: date(end) }));
      else lines.push(t('details.accessUntil', { date: date(end) }));
      if (sub?.pendingProduct && end) {
        const key = sub.pendingProduct === 'premium_yearly' ? 'details.switchesToYearly' : sub.pendingProduct === 'premium_monthly' ? 'details.switchesToMonthly' : null;
        lines.push(key ? t(key, { date: date(end) }) : t('details.switchesTo', { product: productLabel(sub.pendingProduct, t, i18n.language), date: date(end) }));
      }
      break;
    }
    default:
      lines.push(t('details.free'));
  }
  return lines;
}

/** The plan as it stands, with the ways to change it: the trial, an upgrade, or the portal. */
export function MembershipStatusCard({ state, plans, className }: { state: TSubscriptionState; plans: TBillingPlans | undefined; className?: string }) {
  const { t, i18n } = useTranslation('membership');
  const status = useMembershipStatus(state)!;
  const details = useStatusDetails(state, status.status);
  const premium = status.status === 'paid' || status.status === 'trial';
  const pastDue = isPastDue(state);
  const price = (period: 'monthly' | 'yearly') => (plans ? formatCents(premiumPrice(plans, period).cents, i18n.language) : null);
  const monthly = price('monthly');
  const yearly = price('yearly');

  return (
    <Card className={cn('flex flex-col', className)} data-testid="membership-status-card" data-status={status.status}>
      <CardHeader className="flex-row items-center justify-between gap-3 space-y-0">
        <CardTitle>{t('status.title')}</CardTitle>
        <Badge variant={BADGE_VARIANTS[status.status]} data-testid="membership-status-badge">
          {t(`status.badges.${status.status}`)}
        </Badge>
      </CardHeader>
      <CardContent className="grid flex-1 gap-5">
        <div className="flex items-start gap-3">
          <span className={cn('grid size-11 shrink-0 place-items-center rounded-full', premium ? 'bg-warning/20 text-amber-800 dark:text-warning' : 'bg-muted text-muted-foreground')}>
            <Crown className="size-5" aria-hidden="true" />
          </span>
          <div className="grid min-w-0 gap-1">
            <p className="text-2xl font-bold tracking-tight" data-testid="membership-tier">
              {state.subscription && status.status === 'paid' ? productLabel(state.subscription.product, t, i18n.language) : status.tier}
            </p>
            <p className={cn('font-medium', status.ended && 'text-destructive')} data-testid="membership-summary">
              {status.summary}
            </p>
            {details.map((line) => (
              <p key={line} className="text-sm text-muted-foreground" data-testid="membership-detail">
                {line}
              </p>
            ))}
          </div>
        </div>
        {pastDue && (
          <p role="alert" className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm" data-testid="membership-past-due">
            <TriangleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
            {t('details.pastDue')}
          </p>
        )}
        <div className="mt-auto flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {state.canStartTrial && <StartTrialButton variant="default" />}
          {status.status !== 'paid' && (
            <>
              <CheckoutButton product="premium_monthly" variant={state.canStartTrial ? 'outline' : 'default'} testId="membership-upgrade-monthly">
                {monthly ? t('actions.upgradeMonthlyPrice', { price: monthly }) : t('billing:actions.upgradeMonthly')}
              </CheckoutButton>
              <CheckoutButton product="premium_yearly" variant="outline" testId="membership-upgrade-yearly">
                {yearly ? t('actions.upgradeYearlyPrice', { price: yearly }) : t('billing:actions.upgradeYearly')}
              </CheckoutButton>
            </>
          )}
          {state.canManage && <ManageSubscriptionButton />}
        </div>
      </CardContent>
    </Card>
  );
}
