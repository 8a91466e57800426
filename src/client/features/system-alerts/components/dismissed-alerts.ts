import { useCallback, useEffect, useState } from 'react';
import type { TSystemAlert } from '@shared/alerts/alerts.schema';

export const DISMISSED_ALERTS_STORAGE_KEY = 'upline-dismissed-alerts';

/** An alert is dismissed as it stood: edited later, it shows again. */
export function dismissalKey(alert: Pick<TSystemAlert, 'id' | 'updatedAt'>): string {
  return `${alert.id}@${alert.updatedAt}`;
}

function readDismissed(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(DISMISSED_ALERTS_STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

function writeDismissed(keys: readonly string[]): void {
  try {
    localStorage.setItem(DISMISSED_ALERTS_STORAGE_KEY, JSON.stringify(keys));
  } catch {
    // Storage full or blocked: the dismissal holds for this page only.
  }
}

/**
 * The alerts this browser has not dismissed, and a way to dismiss one. Dismissals of alerts no
 * longer shown are forgotten, so the list never grows; another tab's dismissal applies here too.
 */
export function useDismissedAlerts(alerts: readonly TSystemAlert[] | undefined) {
  const [dismissed, setDismissed] = useState<readonly string[]>(readDismissed);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === DISMISSED_ALERTS_STORAGE_KEY || event.key === null) setDismissed(readDismissed());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useEffect(() => {
    if (!alerts) return;
    const current = new Set(alerts.map(dismissalKey));
    const kept = dismissed.filter((key) => current.has(key));
    if (kept.length === dismissed.length) return;
    setDismissed(kept);
    writeDismissed(kept);
  }, [alerts, dismissed]);

  const dismiss = useCallback((alert: TSystemAlert) => {
    setDismissed((old) => {
      const next = [...old.filter((key) => key !== dismissalKey(alert)), dismissalKey(alert)];
      writeDismissed(next);
      return next;
    });
  }, []);

  const visible = (alerts ?? []).filter((alert) => !dismissed.includes(dismissalKey(alert)));
  return { visible, dismiss };
}
