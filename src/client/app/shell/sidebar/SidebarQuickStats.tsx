import type { ReactNode } from 'react';
import { DollarSign, Network, UserSearch, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDashboardSummary } from '../../../features/dashboard/api/summary';
import { formatCents } from '../../../features/dashboard/format';

function Row({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    // Labels wrap rather than cut: "Commissions this month" and its translations outgrow the 256 px sidebar.
    <div className="flex items-start gap-2 text-xs leading-4">
      <Icon className="mt-px size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
      <dt className="min-w-0 flex-1 break-words text-muted-foreground">{label}</dt>
      <dd className="shrink-0 whitespace-nowrap font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

/** Active prospects, this month's commissions and team size, from the dashboard summary. */
export function SidebarQuickStats() {
  const { t, i18n } = useTranslation('shell');
  const { data, isPending, isError } = useDashboardSummary();
  const value = (render: (stats: NonNullable<typeof data>['quickStats']) => ReactNode) => {
    if (isPending) return <Skeleton className="h-3.5 w-10" data-testid="quick-stats-loading" />;
    if (isError || !data) return '—';
    return render(data.quickStats);
  };
  return (
    <section className="rounded-lg border bg-card/60 p-3" data-testid="quick-stats" aria-label={t('sidebar.quickStats.title')}>
      <h2 className="mb-2 text-xs font-semibold uppercase tracking-wider text-muted-foreground">{t('sidebar.quickStats.title')}</h2>
      <dl className="space-y-1.5">
        <Row icon={UserSearch} label={t('sidebar.quickStats.activeProspects')}>
          {value((s) => s.activeProspects.toLocaleString(i18n.language))}
        </Row>
        <Row icon={DollarSign} label={t('sidebar.quickStats.monthCommission')}>
          {value((s) => formatCents(s.monthCommissionCents, i18n.language))}
        </Row>
        <Row icon={Network} label={t('sidebar.quickStats.teamSize')}>
          {value((s) => s.teamSize.toLocaleString(i18n.language))}
        </Row>
      </dl>
    </section>
  );
}
