import { toast } from './toast';

/** Whether the browser says it has no network (`navigator.onLine` false); a lost server is not this. */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * Says "You are offline. Please reconnect to continue." (spec 01 §8) for an action the server had
 * to take. One toast however many calls failed (its id); sonner loads with the first toast.
 */
export function showOfflineActionError(message: string): void {
  toast.error(message, { id: 'offline-action' });
}
