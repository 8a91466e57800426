/** System alerts as the banner reads them. Zod-free: the signed-in shell imports these. */

/** A system alert's look: info (blue), warning (amber), critical (red). */
export const ALERT_TYPES = ['info', 'warning', 'critical'] as const;
export type TAlertType = (typeof ALERT_TYPES)[number];

export interface TSystemAlert {
  id: string;
  content: string;
  type: TAlertType;
  active: boolean;
  createdAt: string;
  updatedAt: string;
}

/** Realtime event sent to every connected user when any alert changes: clients refetch `GET /api/alerts`. */
export const ALERTS_CHANGED_EVENT = 'alerts.changed';
