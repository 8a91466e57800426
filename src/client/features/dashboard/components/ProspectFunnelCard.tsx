import { KanbanSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import type { TDashboardSummary } from '../api/summary';
import { EmptyState } from './EmptyState';

/** A colour per prospect status, cold to won; an unknown status falls back to the brand colour. */
const STATUS_COLORS: Record<string, string> = {
  cold_lead: 'bg-slate-400',
  warm_prospect: 'bg-amber-500',
  interested: 'bg-sky-500',
  demo_scheduled: 'bg-violet-500',
  follow_up: 'bg-cyan-500',
  enrolled: 'bg-emerald-500',
  not_interested: 'bg-rose-400',
};

/** The prospect funnel of spec 02: how many prospects sit in each status, cold to won. */
export function ProspectFunnelCard({ pipeline, className }: { pipeline: TDashboardSummary['pipeline'] | undefined; className?: string }) {
  const { t, i18n } = useTranslation('shell');
  const total = pipeline?.reduce((sum, row) => sum + row.count, 0) ?? 0;
  const max = Math.max(1, ...(pipeline ?? []).map((row) => row.count));
  return (
    <Card className={className} data-testid="dashboard-pipeline">
      <CardHeader>
        <CardTitle>{t('dashboard.pipeline.title')}</CardTitle>
        <CardDescription>
          {pipeline && total > 0 ? t('dashboard.pipeline.total', { count: total.toLocaleString(i18n.language) }) : t('dashboard.pipeline.description')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {!pipeline ? (
          <div className="space-y-3">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-5 w-full" />
            ))}
          </div>
        ) : total === 0 ? (
          <EmptyState icon={KanbanSquare} title={t('dashboard.pipeline.empty')} text={t('dashboard.pipeline.emptyText')} />
        ) : (
          <ul className="space-y-3">
            {pipeline.map((row) => (
              <li key={row.status} className="grid grid-cols-[minmax(0,9rem)_1fr_auto] items-center gap-3 text-sm" data-testid={`pipeline-${row.status}`}>
                <span className="truncate text-muted-foreground">{t(`common:statuses.prospect.${row.status}`, { defaultValue: row.status })}</span>
                <span className="h-2.5 overflow-hidden rounded-full bg-muted">
                  <span
                    className={cn('block h-full rounded-full', STATUS_COLORS[row.status] ?? 'bg-primary')}
                    style={{ width: `${(row.count / max) * 100}%` }}
                  />
                </span>
                <span className="w-10 text-right font-medium tabular-nums">{row.count.toLocaleString(i18n.language)}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
