import { Mail } from 'lucide-react';
import { usePublicPagesTranslation } from '../lib/use-public-pages-translation';
import { PublicShell } from '../../../app/shell/PublicShell';
import { formatDuration, formatLongDate } from '../lib/format';
import { useLocale } from '../lib/use-locale';
import { LEGAL_FACTS, LEGAL_LAST_UPDATED } from '../public.constants';
import { useContactAddresses } from '../lib/use-contact-addresses';
import { ContactAddress } from './ContactAddress';
import { LEGAL_SECTIONS, type TLegalPage } from './legal/legal.sections';
import { SectionLink } from './SectionLink';

/** Privacy policy, terms of service and cookie policy: one layout, texts from publicPages.json. */
export function LegalPage({ page }: { page: TLegalPage }) {
  const { t } = usePublicPagesTranslation();
  const locale = useLocale();
  const contact = useContactAddresses();
  const values = {
    minimumAge: formatDuration(LEGAL_FACTS.minimumAgeYears, 'year', locale),
    coolingOff: formatDuration(LEGAL_FACTS.coolingOffDays, 'day', locale),
    liabilityPeriod: formatDuration(LEGAL_FACTS.liabilityCapMonths, 'month', locale),
    // The texts name the addresses; until they load, an ellipsis holds their place.
    privacyEmail: contact?.privacy ?? '…',
    supportEmail: contact?.support ?? '…',
  };
  const sections = LEGAL_SECTIONS[page];
  return (
    <PublicShell>
      <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:py-14" data-testid="legal-page">
        <header className="max-w-3xl">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">{t('legal.eyebrow')}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{t(`legal.${page}.title`)}</h1>
          <p className="mt-3 text-sm text-muted-foreground">{t('legal.lastUpdated', { date: formatLongDate(LEGAL_LAST_UPDATED, locale) })}</p>
          <p className="mt-6 text-pretty text-muted-foreground">{t(`legal.${page}.intro`, values)}</p>
        </header>
        <div className="mt-10 grid gap-10 lg:grid-cols-[14rem_1fr]">
          <nav aria-label={t('legal.contents')} className="hidden lg:block">
            <ol className="sticky top-6 space-y-1 border-l text-sm">
              {sections.map((id, index) => (
                <li key={id}>
                  <SectionLink
                    id={id}
                    className="-ml-px block border-l border-transparent py-1 pl-4 text-muted-foreground hover:border-primary hover:text-foreground"
                  >
                    {index + 1}. {t(`legal.${page}.sections.${id}.title`)}
                  </SectionLink>
                </li>
              ))}
            </ol>
          </nav>
          <div className="min-w-0 max-w-3xl space-y-8">
            {sections.map((id, index) => (
              <section key={id} id={id} className="scroll-mt-6">
                <h2 className="text-xl font-semibold">
                  {index + 1}. {t(`legal.${page}.sections.${id}.title`)}
                </h2>
                <p className="mt-3 whitespace-pre-line leading-relaxed text-muted-foreground">{t(`legal.${page}.sections.${id}.body`, values)}</p>
              </section>
            ))}
            <aside className="grid gap-3 rounded-xl border bg-card p-5 sm:grid-cols-2" aria-label={t('legal.contactsLabel')}>
              {(['privacy', 'support'] as const).map((kind) => (
                <div key={kind}>
                  <p className="text-sm font-medium">{t(`legal.contact.${kind}`)}</p>
                  <ContactAddress
                    kind={kind}
                    className="mt-1 inline-flex items-center gap-2 break-all text-sm text-primary hover:underline"
                    icon={<Mail className="size-4 shrink-0" />}
                  />
                </div>
              ))}
            </aside>
          </div>
        </div>
      </div>
    </PublicShell>
  );
}
