import { CalendarCheck, CheckCircle2, Clock, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '../../../components/ui/stat-card';
import { useCommissionMetrics } from '../api/commissions.api';
import { formatCents } from '../lib/commission-form';

/** This month, pending, paid and total (cancelled commissions count in none of them). */
export function CommissionMetrics() {
  const { t, i18n } = useTranslation('commissions');
  const { data, isError } = useCommissionMetrics();
  if (isError) return null;
  const money = (cents: number | undefined) => (cents === undefined ? undefined : formatCents(cents, i18n.language));
  return (
    <section className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label={t('metrics.title')}>
      <StatCard icon={CalendarCheck} label={t('metrics.thisMonth')} value={money(data?.thisMonthCents)} testId="this-month-total" />
      <StatCard icon={Clock} label={t('metrics.pending')} value={money(data?.pendingCents)} testId="commission-metric-pending" />
      <StatCard icon={CheckCircle2} label={t('metrics.paid')} value={money(data?.paidCents)} testId="commission-metric-paid" />
      <StatCard icon={Wallet} label={t('metrics.total')} value={money(data?.totalCents)} testId="commission-metric-total" />
    </section>
  );
}
