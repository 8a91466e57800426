import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import type { TBillingPeriod } from '../../pricing.constants';
import { BillingToggle } from '../pricing/BillingToggle';
import { ComparisonTable } from '../pricing/ComparisonTable';
import { PlanCards } from '../pricing/PlanCards';
import { PricingFaq } from '../pricing/PricingFaq';
import { InfoSection } from './InfoCards';

export function PricingInfo() {
  const { t } = useTranslation('public');
  const [period, setPeriod] = useState<TBillingPeriod>('monthly');
  return (
    <>
      <div className="mb-10 flex justify-center">
        <BillingToggle value={period} onChange={setPeriod} />
      </div>
      <PlanCards period={period} />
      <p className="mt-6 text-center text-sm text-muted-foreground">{t('info.pricing.paymentNote')}</p>
      <InfoSection title={t('info.pricing.compareTitle')}>
        <ComparisonTable />
      </InfoSection>
      <InfoSection title={t('info.pricing.faqTitle')}>
        <PricingFaq />
      </InfoSection>
      <div className="mt-12 rounded-xl border bg-card p-6 text-center">
        <p className="font-semibold">{t('info.pricing.ctaTitle')}</p>
        <Button asChild className="mt-4">
          <Link to="/register">{t('hero.getStartedFree')}</Link>
        </Button>
      </div>
    </>
  );
}
