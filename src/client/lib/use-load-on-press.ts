import { useState } from 'react';

/**
 * For a control whose heavy part (a Radix menu or dialog) is loaded on first use: `used` turns
 * true on the first press; pointer or focus on the control fetches the part ahead.
 */
export function useLoadOnPress(load: () => Promise<unknown>) {
  const [used, setUsed] = useState(false);
  const preload = () => void load();
  return { used, pressProps: { onClick: () => setUsed(true), onPointerEnter: preload, onFocus: preload } };
}
