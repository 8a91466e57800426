import { Link } from 'react-router';
import { DollarSign, Network, UserSearch, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import type { TDashboardSummary } from '../api/summary';
import { formatCents } from '../format';

function StatCard({ to, icon: Icon, label, value, testId }: { to: string; icon: LucideIcon; label: string; value: string | undefined; testId: string }) {
  return (
    <Card className="transition-colors hover:border-primary/40">
      <Link to={to} className="flex items-center gap-4 p-4 sm:p-5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring" data-testid={testId}>
        <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <span className="min-w-0">
          <span className="block truncate text-sm text-muted-foreground">{label}</span>
          {value === undefined ? <Skeleton className="mt-1 h-7 w-20" /> : <span className="block text-2xl font-semibold tabular-nums">{value}</span>}
        </span>
      </Link>
    </Card>
  );
}

/** The three quick stats of spec 01 §9, each leading to its module. */
export function DashboardStats({ stats }: { stats: TDashboardSummary['quickStats'] | undefined }) {
  const { t, i18n } = useTranslation('shell');
  const lang = i18n.language;
  return (
    <section className="grid gap-4 sm:grid-cols-3" data-testid="dashboard-stats" aria-label={t('sidebar.quickStats.title')}>
      <StatCard
        to="/prospects"
        icon={UserSearch}
        label={t('sidebar.quickStats.activeProspects')}
        value={stats?.activeProspects.toLocaleString(lang)}
        testId="stat-active-prospects"
      />
      <StatCard
        to="/commissions"
        icon={DollarSign}
        label={t('sidebar.quickStats.monthCommission')}
        value={stats && formatCents(stats.monthCommissionCents, lang)}
        testId="stat-month-commission"
      />
      <StatCard to="/team" icon={Network} label={t('sidebar.quickStats.teamSize')} value={stats?.teamSize.toLocaleString(lang)} testId="stat-team-size" />
    </section>
  );
}
