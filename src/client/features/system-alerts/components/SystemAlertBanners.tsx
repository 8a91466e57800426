import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertTriangle, Info, AlertOctagon, X, type LucideIcon } from 'lucide-react';
import type { TAlertType, TSystemAlert } from '@shared/alerts/alerts.schema';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useSystemAlerts } from '../api/alerts.api';
import { useDismissedAlerts } from './dismissed-alerts';

/** Each type has its colour, and its icon and label too: the colour is never the only sign. */
const TONES: Record<TAlertType, { icon: LucideIcon; box: string; iconColor: string }> = {
  info: {
    icon: Info,
    box: 'border-sky-600/30 bg-sky-50 text-sky-950 dark:border-sky-400/30 dark:bg-sky-950/50 dark:text-sky-50',
    iconColor: 'text-sky-700 dark:text-sky-300',
  },
  warning: {
    icon: AlertTriangle,
    box: 'border-amber-600/40 bg-amber-50 text-amber-950 dark:border-amber-400/30 dark:bg-amber-950/50 dark:text-amber-50',
    iconColor: 'text-amber-700 dark:text-amber-300',
  },
  critical: {
    icon: AlertOctagon,
    box: 'border-red-600/50 bg-red-50 text-red-950 dark:border-red-400/40 dark:bg-red-950/60 dark:text-red-50',
    iconColor: 'text-red-700 dark:text-red-300',
  },
};

function AlertBanner({ alert, onDismiss }: { alert: TSystemAlert; onDismiss: () => void }) {
  const { t } = useTranslation('shell');
  const tone = TONES[alert.type];
  const Icon = tone.icon;
  return (
    <div
      role={alert.type === 'critical' ? 'alert' : 'status'}
      data-testid="system-alert"
      data-type={alert.type}
      className={cn('flex items-start gap-3 rounded-md border py-2 pr-1.5 pl-3 text-sm shadow-xs', tone.box)}
    >
      <Icon className={cn('mt-0.5 size-4 shrink-0', tone.iconColor)} aria-hidden="true" />
      <p className="min-w-0 flex-1 whitespace-pre-line break-words">
        <span className="font-semibold">{t(`systemStatus.alerts.types.${alert.type}`)}: </span>
        {alert.content}
      </p>
      <Button
        variant="ghost"
        size="icon"
        className="-my-1 size-7 shrink-0 text-current hover:bg-black/5 hover:text-current dark:hover:bg-white/10"
        onClick={onDismiss}
        aria-label={t('systemStatus.alerts.dismiss')}
        title={t('systemStatus.alerts.dismiss')}
        data-testid="system-alert-dismiss"
      >
        <X />
      </Button>
    </div>
  );
}

/** The active system alerts over the page, newest first, each dismissible for this browser. */
export function SystemAlertBanners() {
  const { t } = useTranslation('shell');
  const alerts = useSystemAlerts();
  const { visible, dismiss } = useDismissedAlerts(alerts.data);

  // Spec 01 §8 style: a side notice that failed to load is logged, not shown.
  useEffect(() => {
    if (alerts.error) console.warn('System alerts failed to load', alerts.error);
  }, [alerts.error]);

  if (visible.length === 0) return null;
  return (
    <section aria-label={t('systemStatus.alerts.region')} className="grid gap-2 px-4 pt-4 md:px-6 md:pt-6" data-testid="system-alerts">
      {visible.map((alert) => (
        <AlertBanner key={alert.id} alert={alert} onDismiss={() => dismiss(alert)} />
      ))}
    </section>
  );
}
