import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../../../lib/public-config';
import { LANDING_HIGHLIGHTS, offeredClaims } from '../../public.features';
import { SectionHeading } from './SectionHeading';

export function FeaturesSection() {
  const { t } = useTranslation('public');
  const { data: config } = usePublicConfig();
  return (
    <section id="features" className="scroll-mt-20 py-20" data-testid="landing-features">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading eyebrow={t('features.eyebrow')} title={t('features.title')} subtitle={t('features.subtitle')} />
        <div className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {offeredClaims(LANDING_HIGHLIGHTS, config).map(({ key, icon: Icon, tone }) => (
            <article key={key} className="rounded-xl border bg-card p-6 transition-shadow hover:shadow-md">
              <span className={`grid size-11 place-items-center rounded-lg ${tone}`}>
                <Icon className="size-5" />
              </span>
              <h3 className="mt-4 font-semibold">{t(`features.items.${key}.title`)}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{t(`features.items.${key}.description`)}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
