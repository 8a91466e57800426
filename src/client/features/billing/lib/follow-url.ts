import type { NavigateFunction } from 'react-router';

/**
 * Goes where the billing API says: a page of this app (the offline test checkout, the success
 * page) inside the router, anything else (Stripe's checkout and portal) by loading it.
 */
export function followUrl(url: string, navigate: NavigateFunction): void {
  const target = new URL(url, window.location.href);
  if (target.origin === window.location.origin) {
    void navigate(target.pathname + target.search + target.hash);
    return;
  }
  window.location.assign(target.href);
}
