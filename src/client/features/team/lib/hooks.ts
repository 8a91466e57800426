import { useEffect, useRef, useState, type RefObject } from 'react';

/** A choice kept on this device (e.g. card or list view), read once and written on change. */
export function useStoredChoice<T extends string>(storageKey: string, choices: readonly T[], fallback: T): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => {
    const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(storageKey);
    return choices.includes(stored as T) ? (stored as T) : fallback;
  });
  const choose = (next: T) => {
    setValue(next);
    localStorage.setItem(storageKey, next);
  };
  return [value, choose];
}

/**
 * Whether the element has come near the screen once; stays true afterwards. Without
 * IntersectionObserver (old browsers, tests) everything counts as seen.
 */
export function useSeenOnce<E extends Element>(): [RefObject<E | null>, boolean] {
  const ref = useRef<E>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    }, { rootMargin: '200px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return [ref, seen];
}
