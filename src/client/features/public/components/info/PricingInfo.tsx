import { Link } from 'react-router';
import { usePublicPagesTranslation } from '../../lib/use-public-pages-translation';
import { Button } from '../../../../components/ui/button';
import { ComparisonTable } from '../pricing/ComparisonTable';
import { PricingFaq } from '../pricing/PricingFaq';
import { PricingPlans } from '../pricing/PricingPlans';
import { InfoSection } from './InfoCards';

export function PricingInfo() {
  const { t } = usePublicPagesTranslation();
  return (
    <>
      <h2 className="sr-only">{t('info.pricing.plansTitle')}</h2>
      <PricingPlans />
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
