import { forwardRef, type ComponentProps } from 'react';
import { Menu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';

/** The menu button of small screens: the dialog's trigger, and its stand-in until the dialog is loaded. */
export const MobileMenuButton = forwardRef<HTMLButtonElement, ComponentProps<typeof Button>>((props, ref) => {
  const { t } = useTranslation('public');
  return (
    <Button ref={ref} variant="ghost" size="icon" className="md:hidden" aria-label={t('nav.openMenu')} data-testid="landing-menu-button" {...props}>
      <Menu />
    </Button>
  );
});
MobileMenuButton.displayName = 'MobileMenuButton';
