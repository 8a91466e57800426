import { Link } from 'react-router';
import { usePublicPagesTranslation } from '../../lib/use-public-pages-translation';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { InfoCards, InfoSection } from './InfoCards';
import { usePublicConfig } from '../../../../lib/public-config';
import { isOffered, MODULE_GROUPS, MODULE_KEYS, PRODUCT_MODULES } from '../../public.features';

/** Every module of the product (the one feature list), grouped as a seller meets them. */
export function FeaturesInfo() {
  const { t } = usePublicPagesTranslation();
  const { data: config } = usePublicConfig();
  const offered = MODULE_KEYS.filter((key) => isOffered(key, config));
  return (
    <>
      {MODULE_GROUPS.map((group) => (
        <InfoSection key={group} title={t(`info.features.groups.${group}`)}>
          <InfoCards
            prefix="info.features.modules"
            items={offered
              .filter((key) => PRODUCT_MODULES[key].group === group)
              .map((key) => ({
                key,
                icon: PRODUCT_MODULES[key].icon,
                extra: PRODUCT_MODULES[key].premium ? <Badge variant="secondary">{t('info.features.premiumBadge')}</Badge> : undefined,
              }))}
          />
        </InfoSection>
      ))}
      <div className="mt-12 flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <Link to="/register">{t('hero.getStartedFree')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/pricing">{t('pricing.compareLink')}</Link>
        </Button>
      </div>
    </>
  );
}
