import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { useTrialDuration } from '../../lib/use-trial-duration';

export function CallToActionSection() {
  const { t } = useTranslation('public');
  const trial = useTrialDuration();
  return (
    <section className="px-4 py-20">
      <div className="mx-auto max-w-6xl rounded-2xl bg-primary px-6 py-14 text-center text-primary-foreground sm:px-12">
        <h2 className="text-balance text-3xl font-bold tracking-tight sm:text-4xl">{t('cta.title')}</h2>
        <p className="mx-auto mt-4 max-w-2xl text-pretty opacity-90">
          {trial ? t('cta.subtitleWithTrial', { duration: trial.label }) : t('cta.subtitle')}
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" variant="secondary">
            <Link to="/register">
              {t('hero.getStartedFree')} <ArrowRight />
            </Link>
          </Button>
          <Button asChild size="lg" variant="ghost" className="border border-primary-foreground/40 hover:bg-primary-foreground/10 hover:text-primary-foreground">
            <Link to="/contact">{t('cta.contact')}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
