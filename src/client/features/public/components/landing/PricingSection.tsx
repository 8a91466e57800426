import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PricingPlans } from '../pricing/PricingPlans';
import { SectionHeading } from './SectionHeading';

export function PricingSection() {
  const { t } = useTranslation('public');
  return (
    <section id="pricing" className="scroll-mt-20 py-20" data-testid="landing-pricing">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading eyebrow={t('pricing.eyebrow')} title={t('pricing.title')} subtitle={t('pricing.subtitle')} />
        <div className="mt-8">
          <PricingPlans headingLevel={3} />
        </div>
        <p className="mt-8 text-center">
          <Link to="/pricing" className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline">
            {t('pricing.compareLink')} <ArrowRight className="size-4" />
          </Link>
        </p>
      </div>
    </section>
  );
}
