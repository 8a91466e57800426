import { useTranslation } from 'react-i18next';
import { Logo } from '../../../../components/brand/Logo';
import { LanguageSwitcher } from '../../../../components/controls/LanguageSwitcher';
import { ThemeToggle } from '../../../../components/controls/ThemeToggle';
import { useSession } from '../../../auth/api/session';
import { SectionLink } from '../SectionLink';
import { AccountLinks } from './AccountLinks';
import { LANDING_SECTIONS } from './landing.sections';
import { MobileMenu } from './MobileMenu';

/** Where a signed-in, confirmed user continues to; the landing itself stays public for them. */
function useAppEntry(): string | null {
  const { data } = useSession();
  if (!data?.user.emailVerified) return null;
  return data.user.role === 'admin' ? '/admin' : '/dashboard';
}

export function LandingHeader() {
  const { t } = useTranslation('public');
  const appEntry = useAppEntry();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/80 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
        <Logo />
        <nav className="ml-8 hidden items-center gap-1 md:flex" aria-label={t('nav.sections')}>
          {LANDING_SECTIONS.map(([id, label]) => (
            <SectionLink key={id} id={id} className="rounded-md px-3 py-2 text-sm text-muted-foreground hover:bg-accent hover:text-accent-foreground">
              {t(label)}
            </SectionLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <LanguageSwitcher />
          <ThemeToggle />
          <div className="hidden items-center gap-2 pl-2 md:flex">
            <AccountLinks appEntry={appEntry} layout="header" />
          </div>
          <MobileMenu appEntry={appEntry} />
        </div>
      </div>
    </header>
  );
}
