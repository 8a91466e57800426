import { useState } from 'react';
import { Link } from 'react-router';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../../../components/brand/Logo';
import { Button } from '../../../../components/ui/button';
import { PUBLIC_INFO_LINKS } from '../../public.constants';
import { SectionLink } from '../SectionLink';
import { AccountLinks } from './AccountLinks';
import { LANDING_SECTIONS } from './landing.sections';
import { MobileMenuButton } from './MobileMenuButton';

const linkClass = 'block rounded-md px-3 py-2 text-sm hover:bg-accent hover:text-accent-foreground';
const headingClass = 'mb-1 px-3 text-xs font-semibold uppercase tracking-wider text-muted-foreground';

/**
 * The side menu of small screens: account actions, the landing sections and every public page.
 * Loaded by the first press of the menu button (MobileMenu), so it mounts open.
 */
export function MobileMenuDialog({ appEntry }: { appEntry: string | null }) {
  const { t } = useTranslation('public');
  const { t: tc } = useTranslation();
  const [open, setOpen] = useState(true);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <MobileMenuButton />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-50 flex w-80 max-w-[85vw] flex-col border-l bg-background shadow-xl"
          data-testid="landing-menu"
        >
          <div className="flex h-16 items-center justify-between border-b px-4">
            <Logo />
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={tc('actions.close')}>
                <X />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">{t('nav.menuTitle')}</Dialog.Title>
          <Dialog.Description className="sr-only">{t('nav.menuDescription')}</Dialog.Description>
          <div className="flex-1 overflow-y-auto p-4">
            <div className="grid gap-2">
              <AccountLinks appEntry={appEntry} layout="menu" />
            </div>
            <nav className="mt-6" aria-labelledby="landing-menu-sections">
              <h2 id="landing-menu-sections" className={headingClass}>
                {t('nav.sections')}
              </h2>
              {LANDING_SECTIONS.map(([id, label]) => (
                <SectionLink key={id} id={id} className={linkClass} onNavigate={() => setOpen(false)}>
                  {t(label)}
                </SectionLink>
              ))}
            </nav>
            <nav className="mt-4 border-t pt-4" aria-labelledby="landing-menu-pages">
              <h2 id="landing-menu-pages" className={headingClass}>
                {t('nav.pages')}
              </h2>
              {PUBLIC_INFO_LINKS.map(([label, to]) => (
                <Link key={to} to={to} className={linkClass}>
                  {tc(label)}
                </Link>
              ))}
            </nav>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
