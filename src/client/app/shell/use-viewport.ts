import { useSyncExternalStore } from 'react';

/** Breakpoints of spec 01 §9: the drawer below 768 px, a forced-collapsed sidebar below 1024 px. */
export const MOBILE_BREAKPOINT = 768;
export const WIDE_BREAKPOINT = 1024;

function subscribe(listener: () => void): () => void {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

export function useMinWidth(px: number): boolean {
  return useSyncExternalStore(subscribe, () => window.innerWidth >= px, () => true);
}
