import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ArrowLeft, Home } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../components/brand/Logo';
import { ThemeToggle } from '../../components/controls/ThemeToggle';
import { LanguageSwitcher } from '../../components/controls/LanguageSwitcher';
import { Button } from '../../components/ui/button';
import { SiteFooter } from './SiteFooter';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

const HOME_BUTTON_PATHS = ['/login', '/register'];

/** Loaded after the sign-in form, which it must not hold up. */
const MaintenanceLoginNotice = lazy(() => import('../../features/maintenance/components/MaintenanceNotices').then((m) => ({ default: m.MaintenanceLoginNotice })));

/**
 * The shell of auth and legal pages: logo, theme and language controls, a way back, footer.
 * /login and /register offer Back to Home, and say when maintenance mode is on; other pages go
 * back in history, else home.
 */
export function PublicShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, key } = useLocation();
  const showHome = HOME_BUTTON_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
  // The first entry of a tab has the key "default": nothing to go back to inside the app.
  const goBack = () => (key !== 'default' && window.history.length > 1 ? navigate(-1) : navigate('/'));
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <header className="border-b bg-card/60 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
          <Logo />
          <div className="ml-auto flex items-center gap-1">
            {showHome ? (
              <Button variant="ghost" size="sm" onClick={() => navigate('/')} data-testid="back-home">
                <Home /> <span className="sr-only sm:not-sr-only">{t('nav.backToHome')}</span>
              </Button>
            ) : (
              <Button variant="ghost" size="sm" onClick={goBack} data-testid="back-previous">
                <ArrowLeft /> <span className="sr-only sm:not-sr-only">{t('nav.backToPrevious')}</span>
              </Button>
            )}
            <ThemeToggle />
            <LanguageSwitcher />
          </div>
        </div>
      </header>
      {showHome && (
        <Suspense fallback={null}>
          <MaintenanceLoginNotice />
        </Suspense>
      )}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
