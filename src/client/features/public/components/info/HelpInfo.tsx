import { Link } from 'react-router';
import { ArrowRight, LifeBuoy } from 'lucide-react';
import { usePublicPagesTranslation } from '../../lib/use-public-pages-translation';
import { Button } from '../../../../components/ui/button';
import { FaqList } from '../FaqList';
import { InfoSection } from './InfoCards';
import { usePublicConfig } from '../../../../lib/public-config';
import { isOffered, MODULE_KEYS, PRODUCT_MODULES } from '../../public.features';

/** Every module of the product (the same list the features page shows) with the way into it. */
function ModuleGuides() {
  const { t } = usePublicPagesTranslation();
  const { data: config } = usePublicConfig();
  return (
    <InfoSection title={t('info.help.guidesTitle')}>
      <p className="-mt-2 mb-5 text-sm text-muted-foreground">{t('info.help.guidesLead')}</p>
      <ul className="grid gap-3 sm:grid-cols-2" data-testid="help-guides">
        {MODULE_KEYS.filter((key) => isOffered(key, config)).map((key) => {
          const { icon: Icon, routes } = PRODUCT_MODULES[key];
          const title = t(`info.features.modules.${key}.title`);
          return (
            <li key={key} className="flex gap-3 rounded-xl border bg-card p-4">
              <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <h3 className="font-medium">{title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{t(`info.features.modules.${key}.description`)}</p>
                <Link to={routes[0]} className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline" aria-label={`${t('info.help.openModule')}: ${title}`}>
                  {t('info.help.openModule')} <ArrowRight className="size-3.5" aria-hidden="true" />
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </InfoSection>
  );
}

const QUESTIONS = ['addProspect', 'import', 'followUps', 'languageTheme', 'team', 'twoFactor', 'verification', 'password', 'export', 'subscription'] as const;

export function HelpInfo() {
  const { t } = usePublicPagesTranslation();
  const items = QUESTIONS.map((id) => ({ id, question: t(`info.help.faq.${id}.question`), answer: t(`info.help.faq.${id}.answer`) }));
  return (
    <>
      <ModuleGuides />
      <InfoSection title={t('info.help.faqTitle')}>
        <FaqList items={items} />
      </InfoSection>
      <div className="mt-10 flex flex-col items-start gap-4 rounded-xl border bg-card p-6 sm:flex-row sm:items-center">
        <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-accent text-accent-foreground">
          <LifeBuoy className="size-5" />
        </span>
        <div className="flex-1">
          <p className="font-semibold">{t('info.help.moreTitle')}</p>
          <p className="mt-1 text-sm text-muted-foreground">{t('info.help.moreText')}</p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild>
            <Link to="/support">{t('info.help.openSupport')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/contact">{t('cta.contact')}</Link>
          </Button>
        </div>
      </div>
    </>
  );
}
