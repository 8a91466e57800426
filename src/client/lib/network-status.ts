import { useSyncExternalStore } from 'react';

/** Whether the browser says it has no network (`navigator.onLine` false); a lost server is not this. */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Follows the browser's online and offline events. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}

/**
 * Says "You are offline. Please reconnect to continue." (spec 01 §8) for an action the server had
 * to take. One toast however many calls failed; sonner loads with it, not with every page.
 */
export function showOfflineActionError(message: string): void {
  void import('sonner').then(({ toast }) => toast.error(message, { id: 'offline-action' }));
}
