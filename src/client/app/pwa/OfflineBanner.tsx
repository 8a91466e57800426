import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { isOffline } from '../../lib/network-status';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Follows the browser's online and offline events. */
function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}

/**
 * While the browser is offline: a bar under the header saying so and that the lists shown are the
 * last ones seen. The status region is always there (empty when online), so that a screen reader
 * announces the text when it appears.
 */
export function OfflineBanner() {
  const { t } = useTranslation('shell');
  const offline = useOffline();
  return (
    <div role="status">
      {offline && (
        <div
          data-testid="offline-banner"
          className="flex items-center justify-center gap-2 border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
        >
          <WifiOff className="size-4 shrink-0" aria-hidden="true" />
          <span>{t('offline.banner')}</span>
        </div>
      )}
    </div>
  );
}
