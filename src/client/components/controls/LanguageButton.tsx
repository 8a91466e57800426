import { forwardRef, type ComponentProps } from 'react';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';

/** The language button: the trigger of the language menu, and its stand-in until the menu is loaded. */
export const LanguageButton = forwardRef<HTMLButtonElement, ComponentProps<typeof Button> & { current: string }>(({ current, ...props }, ref) => {
  const { t } = useTranslation();
  return (
    // The name starts with what is shown (EN), so voice control users can say what they see.
    <Button ref={ref} variant="ghost" size="sm" data-testid="language-switcher" title={t('language.choose')} className="gap-1.5" {...props}>
      <Languages aria-hidden="true" />
      {current.toUpperCase()}
      <span className="sr-only">{t('language.choose')}</span>
    </Button>
  );
});
LanguageButton.displayName = 'LanguageButton';
