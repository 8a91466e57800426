import { ShieldCheck, UserRound, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';
import { SectionHeading } from './SectionHeading';

/**
 * The spec's testimonials section. The project publishes no invented people, quotes or
 * results, so it shows how each kind of user works with Upline, labelled as examples.
 */
const CASES: { key: string; icon: LucideIcon; tools: string[] }[] = [
  { key: 'seller', icon: UserRound, tools: ['prospects', 'followUps', 'calendar'] },
  { key: 'leader', icon: Users, tools: ['team', 'goals', 'analytics'] },
  { key: 'admin', icon: ShieldCheck, tools: ['users', 'tickets', 'announcements'] },
];

export function UseCasesSection() {
  const { t } = useTranslation('public');
  return (
    <section id="testimonials" className="scroll-mt-20 border-y bg-muted/40 py-20" data-testid="landing-use-cases">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading eyebrow={t('useCases.eyebrow')} title={t('useCases.title')} subtitle={t('useCases.subtitle')} />
        <div className="mt-12 grid gap-4 lg:grid-cols-3">
          {CASES.map(({ key, icon: Icon, tools }) => (
            <article key={key} className="flex flex-col rounded-xl border bg-card p-6">
              <div className="flex items-center justify-between gap-3">
                <span className="grid size-10 place-items-center rounded-full bg-accent text-accent-foreground">
                  <Icon className="size-5" />
                </span>
                <Badge variant="outline">{t('useCases.exampleBadge')}</Badge>
              </div>
              <h3 className="mt-4 font-semibold">{t(`useCases.items.${key}.role`)}</h3>
              <p className="mt-2 flex-1 text-sm text-muted-foreground">{t(`useCases.items.${key}.story`)}</p>
              <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('useCases.toolsLabel')}>
                {tools.map((tool) => (
                  <li key={tool} className="rounded-full bg-secondary px-2.5 py-0.5 text-xs text-secondary-foreground">
                    {t(`useCases.tools.${tool}`)}
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
