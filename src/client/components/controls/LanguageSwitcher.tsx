import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type TLanguage } from '@shared/profile/profile.schema';
import { Button } from '../ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../ui/dropdown-menu';
import { changeLanguage } from '../../lib/i18n';

/** Each language is named in itself, so a reader finds their own whatever is shown now. */
const NATIVE_NAMES: Record<TLanguage, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  ru: 'Русский',
  de: 'Deutsch',
};

export function LanguageSwitcher({ onChange }: { onChange?: (lang: TLanguage) => void }) {
  const { t, i18n } = useTranslation();
  const current = (i18n.resolvedLanguage ?? 'en') as TLanguage;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        {/* The name starts with what is shown (EN), so voice control users can say what they see. */}
        <Button variant="ghost" size="sm" data-testid="language-switcher" title={t('language.choose')} className="gap-1.5">
          <Languages aria-hidden="true" />
          {current.toUpperCase()}
          <span className="sr-only">{t('language.choose')}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {LANGUAGES.map((lang) => (
          <DropdownMenuItem
            key={lang}
            data-testid={`language-${lang}`}
            aria-current={lang === current}
            className={lang === current ? 'font-semibold' : undefined}
            onSelect={() => {
              void changeLanguage(lang);
              onChange?.(lang);
            }}
          >
            {NATIVE_NAMES[lang]}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
