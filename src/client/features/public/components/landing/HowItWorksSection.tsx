import { Database, Target, Workflow, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './SectionHeading';

const STEPS: { key: string; icon: LucideIcon; tone: string }[] = [
  { key: 'collect', icon: Database, tone: 'bg-sky-500 text-white' },
  { key: 'organise', icon: Workflow, tone: 'bg-violet-500 text-white' },
  { key: 'grow', icon: Target, tone: 'bg-emerald-500 text-white' },
];

export function HowItWorksSection() {
  const { t } = useTranslation('public');
  return (
    <section className="border-y bg-muted/40 py-20">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading eyebrow={t('howItWorks.eyebrow')} title={t('howItWorks.title')} subtitle={t('howItWorks.subtitle')} />
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {STEPS.map(({ key, icon: Icon, tone }, index) => (
            <li key={key} className="relative rounded-xl border bg-card p-6">
              <div className="flex items-center gap-3">
                <span className={`grid size-11 place-items-center rounded-full ${tone}`}>
                  <Icon className="size-5" />
                </span>
                <span className="text-sm font-semibold text-muted-foreground">{t('howItWorks.step', { number: index + 1 })}</span>
              </div>
              <h3 className="mt-4 font-semibold">{t(`howItWorks.steps.${key}.title`)}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{t(`howItWorks.steps.${key}.description`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
