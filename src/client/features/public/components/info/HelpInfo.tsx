import { Link } from 'react-router';
import { LifeBuoy } from 'lucide-react';
import { usePublicPagesTranslation } from '../../lib/use-public-pages-translation';
import { Button } from '../../../../components/ui/button';
import { FaqList } from '../FaqList';
import { InfoSection } from './InfoCards';

const QUESTIONS = ['addProspect', 'import', 'followUps', 'languageTheme', 'team', 'twoFactor', 'verification', 'password', 'export', 'subscription'] as const;

export function HelpInfo() {
  const { t } = usePublicPagesTranslation();
  const items = QUESTIONS.map((id) => ({ id, question: t(`info.help.faq.${id}.question`), answer: t(`info.help.faq.${id}.answer`) }));
  return (
    <>
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
