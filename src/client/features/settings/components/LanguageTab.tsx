import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { LANGUAGES, type TLanguage } from '@shared/common/languages';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { changeLanguage } from '../../../lib/i18n';
import { useOptimisticProfileUpdate } from '../api/settings.api';
import { RadioCards } from './RadioCards';

/** A language's name in another language (itself, for the native name), capitalised as a title. */
function languageName(lang: TLanguage, inLanguage: string): string {
  const name = new Intl.DisplayNames([inLanguage], { type: 'language' }).of(lang) ?? lang;
  return name.charAt(0).toLocaleUpperCase(inLanguage) + name.slice(1);
}

/** The interface language: applied on this device at once and saved to the profile for others. */
export function LanguageTab() {
  const { t, i18n } = useTranslation('settings');
  const update = useOptimisticProfileUpdate();
  const current = (i18n.resolvedLanguage ?? 'en') as TLanguage;

  const choose = (lang: TLanguage) => {
    void changeLanguage(lang);
    update.mutate({ language: lang }, { onError: () => toast.error(t('common:toasts.preferenceSaveFailed')) });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('language.title')}</CardTitle>
        <CardDescription>{t('language.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <RadioCards
          label={t('language.title')}
          value={current}
          onValueChange={choose}
          testIdPrefix="settings-language"
          className="sm:grid-cols-2 lg:grid-cols-3"
          options={LANGUAGES.map((lang) => ({
            value: lang,
            title: languageName(lang, lang),
            description: lang === current ? undefined : languageName(lang, current),
            visual: <span className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">{lang}</span>,
          }))}
        />
      </CardContent>
    </Card>
  );
}
