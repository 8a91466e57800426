import { useEffect, useState, type RefObject } from 'react';

export interface TScrollEdges {
  /** Content lies hidden before the start edge. */
  before: boolean;
  /** Content lies hidden past the end edge. */
  after: boolean;
}

/**
 * Which edges of a sideways-scrolling element have content beyond them, kept up to date as it
 * scrolls or resizes: a cut row can then say that it scrolls (fade, arrows).
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): TScrollEdges {
  const [edges, setEdges] = useState<TScrollEdges>({ before: false, after: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const scrolled = Math.abs(element.scrollLeft);
      const before = scrolled > 1;
      const after = scrolled + element.clientWidth < element.scrollWidth - 1;
      setEdges((current) => (current.before === before && current.after === after ? current : { before, after }));
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [ref]);
  return edges;
}
