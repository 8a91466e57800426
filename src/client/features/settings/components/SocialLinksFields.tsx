import { useTranslation } from 'react-i18next';
import { SOCIAL_NETWORKS } from '@shared/profile/profile.schema';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { socialField, type TProfileFormValues, type TSocialField } from '../lib/profile-form';
import { SettingsTextField } from './SettingsTextField';

/** The longest link the shared schema accepts. */
const SOCIAL_LINK_MAX_LENGTH = 200;

interface TSocialLinksFieldsProps {
  values: TProfileFormValues;
  onValue: (field: TSocialField, value: string) => void;
  onBlur: (field: TSocialField) => void;
  /** The translated error of a field, if any. */
  errorOf: (field: TSocialField) => string | undefined;
}

/** One field per network: a profile address or a handle, as the person writes it. */
export function SocialLinksFields({ values, onValue, onBlur, errorOf }: TSocialLinksFieldsProps) {
  const { t } = useTranslation('settings');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('profile.social.title')}</CardTitle>
        <CardDescription>{t('profile.social.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        {SOCIAL_NETWORKS.map((network) => {
          const field = socialField(network);
          return (
            <SettingsTextField
              key={network}
              id={`settings-social-${network}`}
              label={t(`profile.social.networks.${network}`)}
              value={values[field]}
              onValue={(value) => onValue(field, value)}
              onBlur={() => onBlur(field)}
              error={errorOf(field)}
              placeholder={t(`profile.social.placeholders.${network}`)}
              maxLength={SOCIAL_LINK_MAX_LENGTH}
            />
          );
        })}
      </CardContent>
    </Card>
  );
}
