import type { ReactNode } from 'react';
import { scrollToSection } from '../lib/motion';

/**
 * An in-page link that scrolls to a section without touching the router's history.
 * `onNavigate` runs first (a menu closes itself); the scroll then waits a frame so a closing
 * dialog has released the page's scroll lock.
 */
export function SectionLink({ id, className, onNavigate, children }: { id: string; className?: string; onNavigate?: () => void; children: ReactNode }) {
  return (
    <a
      href={`#${id}`}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        if (!onNavigate) return scrollToSection(id);
        onNavigate();
        requestAnimationFrame(() => scrollToSection(id));
      }}
    >
      {children}
    </a>
  );
}
