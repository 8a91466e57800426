import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LogOut, RefreshCw, Wrench } from 'lucide-react';
import { Logo } from '../../../components/brand/Logo';
import { LanguageSwitcher } from '../../../components/controls/LanguageSwitcher';
import { ThemeToggle } from '../../../components/controls/ThemeToggle';
import { Button } from '../../../components/ui/button';
import { useRealtimeConnection } from '../../../lib/realtime';
import { reportSessionLost } from '../../../lib/session-expiry';
import { useSignOut } from '../../auth/api/sign-out';
import { useMaintenanceState } from '../api/maintenance.api';
import { useMaintenanceMessage } from './maintenance-message';

type TCheck = 'idle' | 'checking' | 'stillOn' | 'failed';

/**
 * What a non-admin sees instead of the app while maintenance mode is on: the admin's message, a
 * way to check again and a way out. The socket stays open, so the app returns the moment it ends.
 */
export function MaintenancePage({ userId, message }: { userId: string; message: string | undefined }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const signOut = useSignOut();
  const state = useMaintenanceState();
  const text = useMaintenanceMessage(message);
  const [check, setCheck] = useState<TCheck>('idle');
  useRealtimeConnection(userId, reportSessionLost);

  const tryAgain = async () => {
    setCheck('checking');
    const result = await state.refetch();
    // Still here only when it is still on: once it is off, this page is gone.
    setCheck(result.isError ? 'failed' : 'stillOn');
  };

  const leave = () => {
    void signOut()
      .catch(() => undefined)
      .finally(() => navigate('/', { replace: true }));
  };

  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-accent/40 to-background" data-testid="maintenance-page">
      <header className="border-b bg-card/60 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
          <Logo />
          <div className="ml-auto flex items-center gap-1">
            <ThemeToggle />
            <LanguageSwitcher />
          </div>
        </div>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center">
        <section aria-labelledby="maintenance-title" className="w-full max-w-lg rounded-lg border bg-card p-6 text-center shadow-sm sm:p-8">
          <span className="mx-auto mb-4 grid size-14 place-items-center rounded-full bg-warning/20 text-amber-800 dark:text-warning">
            <Wrench className="size-7" aria-hidden="true" />
          </span>
          <h1 id="maintenance-title" className="mb-2 text-xl font-semibold sm:text-2xl">
            {t('systemStatus.maintenance.title')}
          </h1>
          <p className="text-sm text-muted-foreground">{t('systemStatus.maintenance.lead')}</p>
          <p className="mt-4 whitespace-pre-line break-words rounded-md border bg-muted/50 px-4 py-3 text-left text-sm" data-testid="maintenance-message">
            {text}
          </p>
          <p role="status" className="mt-3 min-h-5 text-sm text-muted-foreground" data-testid="maintenance-check">
            {check === 'stillOn' && t('systemStatus.maintenance.stillOn')}
            {check === 'failed' && t('systemStatus.maintenance.checkFailed')}
          </p>
          <div className="mt-3 flex flex-col justify-center gap-2 sm:flex-row">
            <Button onClick={() => void tryAgain()} disabled={check === 'checking'} data-testid="maintenance-retry">
              <RefreshCw className={check === 'checking' ? 'animate-spin' : undefined} aria-hidden="true" />
              {check === 'checking' ? t('systemStatus.maintenance.checking') : t('systemStatus.maintenance.tryAgain')}
            </Button>
            <Button variant="outline" onClick={leave} data-testid="maintenance-sign-out">
              <LogOut aria-hidden="true" /> {t('systemStatus.maintenance.signOut')}
            </Button>
          </div>
        </section>
      </main>
    </div>
  );
}
