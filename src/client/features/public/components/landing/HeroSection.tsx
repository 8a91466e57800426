import { Link } from 'react-router';
import { ArrowRight, ChevronDown, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { scrollToSection } from '../../lib/motion';
import { useTrialDuration } from '../../lib/use-trial-duration';
import { HeroVisual } from './HeroVisual';

export function HeroSection() {
  const { t } = useTranslation('public');
  const trial = useTrialDuration();
  return (
    <section className="relative overflow-hidden" data-testid="landing-hero">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-40 -z-10 h-[36rem] bg-[radial-gradient(ellipse_at_top,var(--color-primary)_0%,transparent_65%)] opacity-15 dark:opacity-25"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pb-16 pt-14 sm:pt-20 lg:grid-cols-2 lg:pb-24">
        <div className="text-center lg:text-left">
          <p className="inline-flex min-h-7 items-center gap-2 text-balance rounded-3xl border bg-card px-3 py-1 text-xs font-medium text-muted-foreground">
            <Sparkles className="size-3.5 text-primary" />
            {trial ? t('hero.trialBadge', { duration: trial.label }) : t('hero.badge')}
          </p>
          <h1 className="mt-6 text-balance text-4xl font-bold tracking-tight sm:text-5xl lg:leading-[1.1]">
            {t('hero.title')} <span className="text-primary">{t('hero.titleAccent')}</span>
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-pretty text-lg text-muted-foreground lg:mx-0">{t('hero.subtitle')}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <Button asChild size="lg" data-testid="landing-get-started">
              <Link to="/register">
                {t('hero.getStartedFree')} <ArrowRight />
              </Link>
            </Button>
            <Button size="lg" variant="outline" onClick={() => scrollToSection('features')} data-testid="landing-how-it-works">
              {t('hero.seeHowItWorks')} <ChevronDown />
            </Button>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">{t('hero.reassurance')}</p>
        </div>
        <HeroVisual />
      </div>
    </section>
  );
}
