import type { ReactNode } from 'react';
import { ArrowUpRight, Check, Clock, Crown, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TProfile } from '@shared/profile/profile.schema';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatTrialLeft } from '../../dashboard/format';

/** One fact of the plan: a name over its value. */
function Fact({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="flex items-center gap-1.5 text-sm font-semibold" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** The membership at a glance, with the ways to change it. */
export function CurrentPlanCard({ profile }: { profile: TProfile }) {
  const { t, i18n } = useTranslation('settings');
  const isTrial = profile.membershipTier === 'trial';
  const trialLeft = isTrial ? formatTrialLeft(profile, i18n.language) : null;
  return (
    <Card className="flex flex-col gap-4 p-5 md:flex-row md:items-center md:justify-between" data-testid="settings-plan-card">
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary">
          <Crown className="size-5" aria-hidden="true" />
        </span>
        <div className="grid gap-3">
          <h2 className="font-semibold leading-none">{t('plan.title')}</h2>
          <dl className="flex flex-wrap gap-x-8 gap-y-3">
            <Fact label={t('plan.tier')} testId="settings-plan-tier">
              {t(`common:membership.tiers.${profile.membershipTier}`)}
            </Fact>
            {isTrial && (
              <Fact label={t('plan.trial')} testId="settings-plan-trial">
                <Clock className="size-4 text-muted-foreground" aria-hidden="true" />
                {trialLeft ? t('common:membership.timeLeft', { duration: trialLeft }) : t('common:membership.trialEnded')}
              </Fact>
            )}
            <Fact label={t('plan.premiumAccess')} testId="settings-plan-premium">
              {profile.hasPremiumAccess ? (
                <Check className="size-4 text-success" aria-hidden="true" />
              ) : (
                <X className="size-4 text-muted-foreground" aria-hidden="true" />
              )}
              {profile.hasPremiumAccess ? t('plan.yes') : t('plan.no')}
            </Fact>
          </dl>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to="/membership">{t('plan.manage')}</Link>
        </Button>
        <Button asChild size="sm">
          <Link to="/pricing">
            {t('plan.pricing')}
            <ArrowUpRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </Card>
  );
}
