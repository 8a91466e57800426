import { useCallback, useState } from 'react';

const STORAGE_KEY = 'upline-sidebar-collapsed';

/** The user's collapse choice, remembered on this device (spec 01 §2.3). */
export function useSidebarCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(STORAGE_KEY) === 'true');
  const toggle = useCallback(() => {
    setCollapsed((value) => {
      localStorage.setItem(STORAGE_KEY, String(!value));
      return !value;
    });
  }, []);
  return [collapsed, toggle];
}
