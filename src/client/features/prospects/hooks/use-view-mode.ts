import { useCallback, useState } from 'react';

export type TProspectView = 'cards' | 'list';

const STORAGE_KEY = 'upline-prospects-view';

function storedView(): TProspectView {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'list' ? 'list' : 'cards';
  } catch {
    return 'cards';
  }
}

/** Cards or list, remembered on this device. */
export function useProspectView() {
  const [view, setViewState] = useState<TProspectView>(storedView);
  const setView = useCallback((next: TProspectView) => {
    setViewState(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Storage may be blocked (private mode); the choice still holds for this visit.
    }
  }, []);
  return [view, setView] as const;
}
