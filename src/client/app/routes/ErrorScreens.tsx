import type { ReactNode } from 'react';
import { AlertTriangle, RefreshCw, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';

function Screen({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <div role="alert" className="flex min-h-[60vh] flex-1 items-center justify-center p-6" data-testid={testId}>
      <div className="w-full max-w-md rounded-lg border bg-card p-8 text-center shadow-sm">
        <AlertTriangle className="mx-auto mb-4 size-10 text-destructive" aria-hidden="true" />
        <h1 className="mb-2 text-xl font-semibold">{title}</h1>
        {children}
      </div>
    </div>
  );
}

const reload = () => window.location.reload();

/** The generic fallback: Try Again re-renders; once the retries are spent only a refresh helps. */
export function ErrorFallback({ onRetry, retriesLeft }: { onRetry: () => void; retriesLeft: number }) {
  const { t } = useTranslation();
  const exhausted = retriesLeft <= 0;
  return (
    <Screen title={t('errors.somethingWentWrong')} testId="error-fallback">
      <p className="text-sm text-muted-foreground">{t('errors.unexpected')}</p>
      {exhausted && <p className="mt-3 text-sm text-muted-foreground">{t('errors.retriesExhausted')}</p>}
      <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
        <Button onClick={onRetry} disabled={exhausted} data-testid="error-retry">
          <RotateCcw /> {exhausted ? t('errors.maxRetries') : t('errors.tryAgain')}
        </Button>
        <Button variant="outline" onClick={reload} data-testid="error-refresh">
          <RefreshCw /> {t('errors.refreshPage')}
        </Button>
      </div>
    </Screen>
  );
}

/** A lazily loaded page could not be downloaded; a fresh page fetches the current files. */
export function PageLoadErrorScreen() {
  const { t } = useTranslation();
  return (
    <Screen title={t('errors.loadingIssue')} testId="page-load-error">
      <p className="text-sm text-muted-foreground">{t('errors.loadingIssueText')}</p>
      <Button className="mt-6" onClick={reload} data-testid="page-load-reload">
        <RefreshCw /> {t('errors.reloadPage')}
      </Button>
    </Screen>
  );
}
