import { CircleAlert, CircleCheck, CircleX, RefreshCw } from 'lucide-react';
import { usePublicPagesTranslation } from '../../lib/use-public-pages-translation';
import { Button } from '../../../../components/ui/button';
import { Skeleton } from '../../../../components/ui/skeleton';
import { ApiError } from '../../../../lib/api';
import { cn } from '../../../../lib/cn';
import { HEALTH_REFRESH_MS, useHealth } from '../../api/health';
import { useLocale } from '../../lib/use-locale';

type TState = 'operational' | 'degraded' | 'down' | 'unknown';

const STATE_LOOK: Record<TState, { icon: typeof CircleCheck; className: string }> = {
  operational: { icon: CircleCheck, className: 'text-success' },
  degraded: { icon: CircleAlert, className: 'text-warning' },
  down: { icon: CircleX, className: 'text-destructive' },
  unknown: { icon: CircleAlert, className: 'text-muted-foreground' },
};

const DATABASE_NAMES = { pglite: 'PGlite', postgres: 'PostgreSQL' } as const;

function StatusRow({ name, state, detail }: { name: string; state: TState; detail?: string }) {
  const { t } = usePublicPagesTranslation();
  const { icon: Icon, className } = STATE_LOOK[state];
  return (
    <li className="flex items-center gap-3 px-5 py-4" data-testid={`status-${name}`}>
      <div className="min-w-0 flex-1">
        <p className="font-medium">{t(`info.status.components.${name}`)}</p>
        {detail && <p className="text-xs text-muted-foreground">{detail}</p>}
      </div>
      <span className={cn('inline-flex items-center gap-1.5 text-sm font-medium', className)}>
        <Icon className="size-4" /> {t(`info.status.states.${state}`)}
      </span>
    </li>
  );
}

/**
 * Live status from GET /api/health, asked again every 30 seconds. No answer at all means the API is down; an error answer
 * means the API runs but cannot vouch for its database.
 */
export function StatusInfo() {
  const { t } = usePublicPagesTranslation();
  const locale = useLocale();
  const { data, error, isPending, isFetching, refetch, dataUpdatedAt, errorUpdatedAt } = useHealth();
  // A failed check after a good one keeps the old answer in `data`: the newest of the two decides.
  const failedLast = error !== null && errorUpdatedAt >= dataUpdatedAt;
  const unreachable = failedLast && error instanceof ApiError && error.status === 0;
  const healthy = !failedLast && data?.status === 'ok';
  const apiState: TState = healthy ? 'operational' : unreachable ? 'down' : 'degraded';
  const databaseState: TState = healthy ? 'operational' : unreachable ? 'unknown' : 'down';
  const overall: TState = healthy ? 'operational' : unreachable ? 'down' : 'degraded';
  const checkedAt = Math.max(dataUpdatedAt, errorUpdatedAt);
  const latency = data?.databaseLatencyMs;
  const databaseDetail = data && [DATABASE_NAMES[data.database], latency !== undefined && t('info.status.latency', { ms: new Intl.NumberFormat(locale).format(latency) })].filter(Boolean).join(' · ');
  return (
    <div data-testid="status-panel">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {isPending ? (
          <Skeleton className="h-7 w-64" />
        ) : (
          <p className={cn('text-lg font-semibold', STATE_LOOK[overall].className)} data-testid="status-overall">
            {t(`info.status.overall.${overall}`)}
          </p>
        )}
        <Button variant="outline" size="sm" onClick={() => void refetch()} disabled={isFetching} data-testid="status-refresh">
          <RefreshCw className={cn(isFetching && 'animate-spin')} /> {t('info.status.refresh')}
        </Button>
      </div>
      {isPending ? (
        <Skeleton className="mt-6 h-36 w-full rounded-xl" />
      ) : (
        <ul className="mt-6 divide-y rounded-xl border bg-card">
          <StatusRow name="api" state={apiState} />
          <StatusRow name="database" state={databaseState} detail={healthy && databaseDetail ? databaseDetail : undefined} />
        </ul>
      )}
      {checkedAt > 0 && (
        <p className="mt-4 text-xs text-muted-foreground">
          {t('info.status.checkedAt', { time: new Intl.DateTimeFormat(locale, { timeStyle: 'medium' }).format(checkedAt) })} ·{' '}
          {t('info.status.autoRefresh', { seconds: HEALTH_REFRESH_MS / 1000 })}
        </p>
      )}
    </div>
  );
}
