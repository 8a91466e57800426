import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOffline } from '../../lib/network-status';

/**
 * While the browser is offline: a bar under the header saying so and that the lists shown are the
 * last ones seen. The status region is always there (empty when online), so that a screen reader
 * announces the text when it appears.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const offline = useOffline();
  return (
    <div role="status">
      {offline && (
        <div
          data-testid="offline-banner"
          className="flex items-center justify-center gap-2 border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
        >
          <WifiOff className="size-4 shrink-0" aria-hidden="true" />
          <span>{t('pwa.offlineBanner')}</span>
        </div>
      )}
    </div>
  );
}
