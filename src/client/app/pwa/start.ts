import type { QueryClient } from '@tanstack/react-query';
import { watchSignedInUser } from './offline-data';

/**
 * The installable app's work, none of it part of the first download: what is kept for offline
 * reading follows who is signed in from now on, and the service worker registers once the page
 * has loaded (its code and Workbox's load then).
 */
export function startPwa(queryClient: QueryClient): void {
  watchSignedInUser(queryClient);
  const register = () => void import('./register-worker').then((m) => m.registerWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
