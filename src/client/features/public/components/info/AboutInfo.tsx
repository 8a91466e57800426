import { Link } from 'react-router';
import { Globe, HeartHandshake, Lock, Users } from 'lucide-react';
import { usePublicPagesTranslation } from '../../lib/use-public-pages-translation';
import { COUNTRY_CODES } from '@shared/auth/countries';
import { LANGUAGES } from '@shared/common/languages';
import { Button } from '../../../../components/ui/button';
import { InfoCards, InfoSection } from './InfoCards';

export function AboutInfo() {
  const { t } = usePublicPagesTranslation();
  return (
    <>
      <div className="max-w-3xl space-y-4 text-pretty leading-relaxed text-muted-foreground">
        <p>{t('info.about.story1')}</p>
        <p>{t('info.about.story2')}</p>
      </div>
      <InfoSection title={t('info.about.principlesTitle')}>
        <InfoCards
          prefix="info.about.principles"
          columns={2}
          items={[
            { key: 'sellers', icon: Users },
            { key: 'honest', icon: HeartHandshake },
            { key: 'global', icon: Globe },
            { key: 'privacy', icon: Lock },
          ]}
        />
      </InfoSection>
      <p className="mt-8 text-sm text-muted-foreground">
        {t('info.about.reach', { languages: LANGUAGES.length, countries: COUNTRY_CODES.length })}
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <Link to="/register">{t('hero.getStartedFree')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/contact">{t('cta.contact')}</Link>
        </Button>
      </div>
    </>
  );
}
