import { useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children in a task of their own, after the page's first paint work: the landing
 * page's sections below the hero, each one task after the one before it (their effects run in
 * page order, and each timer is a task). Rendered at once, the whole page was one task of about
 * 280 ms on a phone-speed CPU, most of Lighthouse's blocking time; nothing above the fold waits,
 * and what comes later is appended below what is shown, so nothing moves.
 */
export function RenderLater({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return shown ? children : null;
}
