import { useEffect, useState } from 'react';

/** Becomes true once `active` has held for `ms`, and stays true: a timeout that forces progress. */
export function useDelayedFlag(active: boolean, ms: number): boolean {
  const [fired, setFired] = useState(false);
  useEffect(() => {
    if (!active || fired) return;
    const timer = setTimeout(() => setFired(true), ms);
    return () => clearTimeout(timer);
  }, [active, fired, ms]);
  return fired;
}
