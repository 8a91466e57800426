import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from './motion';

const easeOutCubic = (p: number) => 1 - (1 - p) ** 3;

/**
 * Counts from 0 to `target` over `durationMs` once the element is half visible (spec: 2000 ms).
 * Readers who ask for reduced motion, and browsers without IntersectionObserver, see the
 * final value at once.
 */
export function useCountUp<T extends HTMLElement>(target: number, durationMs = 2000) {
  const ref = useRef<T>(null);
  const [value, setValue] = useState(0);

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
          setValue(Math.round(target * easeOutCubic(progress)));
          if (progress < 1) frame = requestAnimationFrame(tick);
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
