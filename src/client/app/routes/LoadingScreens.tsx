import { useEffect, useState } from 'react';
import { RefreshCw, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SETTINGS_DEFAULTS } from '@shared/common/settings';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';

/** A centred spinner while a page or the session loads. */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[50vh] flex-1 items-center justify-center" data-testid="page-spinner">
      <Spinner className="size-8" label={t('loading')} />
    </div>
  );
}

/** The spinner of the guarded area; after a while it says so and offers a reload (spec 01 §2.2). */
export function AuthLoadingScreen() {
  const { t } = useTranslation();
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SETTINGS_DEFAULTS.authLoadingNoticeMs);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center" data-testid="auth-loading">
      <Spinner className="size-8" label={t('loading')} />
      {slow && (
        <div className="max-w-sm space-y-3" data-testid="auth-loading-slow">
          <h1 className="font-semibold">{t('errors.stillLoading')}</h1>
          <p className="text-sm text-muted-foreground">{t('errors.authSlow')}</p>
          <Button variant="outline" onClick={() => window.location.reload()}>
            <RefreshCw /> {t('errors.reloadPage')}
          </Button>
        </div>
      )}
    </div>
  );
}

/** The session could not be checked at all (server unreachable): say so rather than guess. */
export function SessionErrorScreen({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center" data-testid="session-error">
      <WifiOff className="size-10 text-muted-foreground" aria-hidden="true" />
      <p className="max-w-sm text-sm text-muted-foreground">{t('errors.sessionCheckFailed')}</p>
      <Button onClick={onRetry}>
        <RefreshCw /> {t('errors.tryAgain')}
      </Button>
    </div>
  );
}
