import { CircleAlert, Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { TAlertType } from '@shared/alerts/alerts.schema';

/** Each alert type's badge colours and icon, as the users' banner shows it. */
export const ALERT_TYPE_STYLES: Record<TAlertType, { badge: string; icon: LucideIcon }> = {
  info: { badge: 'bg-primary/10 text-primary', icon: Info },
  warning: { badge: 'bg-warning/20 text-amber-800 dark:text-warning', icon: TriangleAlert },
  critical: { badge: 'bg-destructive/15 text-destructive', icon: CircleAlert },
};
