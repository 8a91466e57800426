import { registerSW } from 'virtual:pwa-register';
import { toast } from 'sonner';
import { i18n } from '../../lib/i18n';

/** How often an open tab asks whether a new version was deployed (the browser also does at each load). */
const UPDATE_CHECK_MS = 60 * 60_000;

/**
 * Registers the service worker (loaded after the page, apart from its code). A new deployment's
 * worker waits until the person reloads through the toast: until then the page keeps running the
 * version it started with, whose files the old worker still has, so it never mixes the two.
 */
export function registerWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const update = registerSW({
    onNeedRefresh() {
      toast(i18n.t('pwa.updateAvailable'), {
        id: 'app-update',
        duration: Number.POSITIVE_INFINITY,
        action: { label: i18n.t('pwa.reload'), onClick: () => void update(true) },
      });
    },
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_MS);
    },
  });
}
