import { CalendarCheck, Users, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TReferralOverview } from '@shared/referral/referral.schema';
import { StatCard } from '../../../components/ui/stat-card';
import { formatCents } from '../../dashboard/format';

/** Members referred, everything earned and this month's earnings; skeletons while loading. */
export function ReferralStats({ overview }: { overview: TReferralOverview | undefined }) {
  const { t, i18n } = useTranslation('referral');
  const money = (cents: number | undefined) => (cents === undefined ? undefined : formatCents(cents, i18n.language));
  const earnings = overview?.earnings;
  return (
    <section className="grid grid-cols-1 gap-3 sm:grid-cols-3" aria-label={t('stats.label')}>
      <StatCard
        icon={Users}
        label={t('stats.referred')}
        value={overview && new Intl.NumberFormat(i18n.language).format(overview.referredTotal)}
        testId="referral-stat-referred"
      />
      <StatCard
        icon={Wallet}
        label={t('stats.total')}
        value={money(earnings?.totalCents)}
        hint={earnings?.count ? t('stats.purchases', { count: earnings.count }) : undefined}
        testId="referral-stat-total"
      />
      <StatCard icon={CalendarCheck} label={t('stats.thisMonth')} value={money(earnings?.thisMonthCents)} testId="referral-stat-month" />
    </section>
  );
}
