import { BarChart3, Brain, Layers, ShieldCheck, UserRound, Zap, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './SectionHeading';

const FEATURES: { key: string; icon: LucideIcon; tone: string }[] = [
  { key: 'ai', icon: Brain, tone: 'bg-violet-500/10 text-violet-600 dark:text-violet-400' },
  { key: 'profiles', icon: UserRound, tone: 'bg-sky-500/10 text-sky-600 dark:text-sky-400' },
  { key: 'automation', icon: Zap, tone: 'bg-amber-500/10 text-amber-600 dark:text-amber-400' },
  { key: 'analytics', icon: BarChart3, tone: 'bg-emerald-500/10 text-emerald-600 dark:text-emerald-400' },
  { key: 'security', icon: ShieldCheck, tone: 'bg-rose-500/10 text-rose-600 dark:text-rose-400' },
  { key: 'scalability', icon: Layers, tone: 'bg-indigo-500/10 text-indigo-600 dark:text-indigo-400' },
];

export function FeaturesSection() {
  const { t } = useTranslation('public');
  return (
    <section id="features" className="scroll-mt-20 py-20" data-testid="landing-features">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading eyebrow={t('features.eyebrow')} title={t('features.title')} subtitle={t('features.subtitle')} />
        <div className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ key, icon: Icon, tone }) => (
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
