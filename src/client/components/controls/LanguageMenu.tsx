import { LANGUAGES, type TLanguage } from '@shared/common/languages';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../ui/dropdown-menu';
import { changeLanguage } from '../../lib/i18n';
import { LanguageButton } from './LanguageButton';

/** Each language is named in itself, so a reader finds their own whatever is shown now. */
const NATIVE_NAMES: Record<TLanguage, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  ru: 'Русский',
  de: 'Deutsch',
};

/** The language menu, opened as it mounts: it is loaded by the first press of the button. */
export function LanguageMenu({ current, onChange }: { current: TLanguage; onChange?: (lang: TLanguage) => void }) {
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <LanguageButton current={current} />
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
