import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './SectionHeading';

/**
 * The plans sit below the fold: their code (prices query, checkout button, cards) loads after the
 * first paint instead of in the landing page's own JavaScript. The placeholder keeps their height.
 */
const PricingPlans = lazy(() => import('../pricing/PricingPlans').then((m) => ({ default: m.PricingPlans })));

export function PricingSection() {
  const { t } = useTranslation('public');
  return (
    <section id="pricing" className="scroll-mt-20 py-20" data-testid="landing-pricing">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading eyebrow={t('pricing.eyebrow')} title={t('pricing.title')} subtitle={t('pricing.subtitle')} />
        <div className="mt-8">
          <Suspense fallback={<div className="min-h-[40rem]" aria-hidden="true" />}>
            <PricingPlans headingLevel={3} />
          </Suspense>
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
