import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from './motion';

const easeOutCubic = (p: number) => 1 - (1 - p) ** 3;

/**
 * Counts from 0 to `target` over `durationMs` once the element is half visible (spec: 2000 ms).
 * Readers who ask for reduced motion, and browsers without IntersectionObserver, see the
 * final value at once.
 *
 * The frames in between are written straight into the element's text (`text(n)`), not rendered
 * by React: a render of every counter on every frame for two seconds was the landing page's
 * largest script cost on a phone. React renders 0 and then the target; a render in between
 * leaves the counted text alone, as its own text has not changed.
 */
export function useCountUp<T extends HTMLElement>(target: number, text: (value: number) => string, durationMs = 2000) {
  const ref = useRef<T>(null);
  const [value, setValue] = useState(0);
  const textOf = useRef(text);
  textOf.current = text;

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (prefersReducedMotion() || typeof IntersectionObserver === 'undefined') {
      setValue(target);
      return;
    }
    let frame = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const progress = Math.min(1, (now - start) / durationMs);
          if (progress < 1) {
            element.textContent = textOf.current(Math.round(target * easeOutCubic(progress)));
            frame = requestAnimationFrame(tick);
          } else setValue(target);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [target, durationMs]);

  return { ref, value };
}
