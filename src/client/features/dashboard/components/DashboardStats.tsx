import { Link } from 'react-router';
import { DollarSign, Network, UserSearch, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '../../../components/ui/stat-card';
import type { TDashboardSummary } from '../api/summary';
import { formatCents } from '../format';

function LinkedStat({ to, ...card }: { to: string; icon: LucideIcon; label: string; value: string | undefined; testId: string }) {
  return (
    <Link to={to} className="block rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
      <StatCard {...card} className="transition-colors hover:border-primary/40" />
    </Link>
  );
}

/** The three quick stats of spec 01 §9, each leading to its module. */
export function DashboardStats({ stats }: { stats: TDashboardSummary['quickStats'] | undefined }) {
  const { t, i18n } = useTranslation('shell');
  const lang = i18n.language;
  return (
    // Headed rather than labelled: a labelled section is a landmark, and the sidebar's quick stats already hold that name.
    <section className="grid gap-4 sm:grid-cols-3" data-testid="dashboard-stats">
      <h2 className="sr-only">{t('sidebar.quickStats.title')}</h2>
      <LinkedStat
        to="/prospects"
        icon={UserSearch}
        label={t('sidebar.quickStats.activeProspects')}
        value={stats?.activeProspects.toLocaleString(lang)}
        testId="stat-active-prospects"
      />
      <LinkedStat
        to="/commissions"
        icon={DollarSign}
        label={t('sidebar.quickStats.monthCommission')}
        value={stats && formatCents(stats.monthCommissionCents, lang)}
        testId="stat-month-commission"
      />
      <LinkedStat to="/team" icon={Network} label={t('sidebar.quickStats.teamSize')} value={stats?.teamSize.toLocaleString(lang)} testId="stat-team-size" />
    </section>
  );
}
