import { useEffect, useRef, useState } from 'react';

/** Seconds left from `seconds` down to 0, one a second; `onDone` runs once at 0. */
export function useCountdown(seconds: number, onDone: () => void): number {
  const [left, setLeft] = useState(seconds);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);
  useEffect(() => {
    if (left <= 0) {
      done.current();
      return;
    }
    const timer = setTimeout(() => setLeft((n) => n - 1), 1_000);
    return () => clearTimeout(timer);
  }, [left]);
  return left;
}

/** False until `ms` have passed since `running` became true. */
export function useElapsed(running: boolean, ms: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(timer);
  }, [running, ms]);
  return elapsed;
}
