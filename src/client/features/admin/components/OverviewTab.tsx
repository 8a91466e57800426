import { Link } from 'react-router';
import { Ban, CalendarClock, CircleDollarSign, Inbox, LifeBuoy, Receipt, Timer, UserPlus, Users, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TAdminStats } from '@shared/admin/admin.schema';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader, CardTitle } from '../../../components/ui/card';
import { ListEmpty, ListError } from '../../../components/ui/list-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatCard } from '../../../components/ui/stat-card';
import { useAdminPurchases, useAdminStats } from '../api/admin.api';
import { DEFAULT_CURRENCY, formatCount, formatMoney } from '../lib/format';
import { SignupsChart, TierChart } from './OverviewCharts';
import { PurchaseTable } from './PurchaseTable';

const RECENT_COUNT = 8;
const RECENT_PARAMS = { q: '', status: '', product: '', page: 1 } as const;

function StatCards({ stats, currency }: { stats: TAdminStats | undefined; currency: string }) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  const count = (value: number | undefined) => (value === undefined ? undefined : formatCount(value, lang));
  const money = (cents: number | undefined) => (cents === undefined ? undefined : formatMoney(cents, lang, currency));
  const cards = [
    { key: 'usersTotal', icon: Users, value: count(stats?.users.total) },
    { key: 'newUsers', icon: UserPlus, value: count(stats?.users.newLast30Days) },
    { key: 'activeTrials', icon: Timer, value: count(stats?.users.activeTrials) },
    { key: 'banned', icon: Ban, value: count(stats?.users.banned) },
    { key: 'revenueMonth', icon: Wallet, value: money(stats?.revenue.thisMonthCents) },
    { key: 'revenueAllTime', icon: CircleDollarSign, value: money(stats?.revenue.allTimeCents) },
    { key: 'purchasesMonth', icon: CalendarClock, value: count(stats?.revenue.purchasesThisMonth) },
    { key: 'ticketsOpen', icon: Inbox, value: count(stats?.tickets.open) },
    { key: 'ticketsInProgress', icon: LifeBuoy, value: count(stats?.tickets.inprogress) },
  ] as const;
  return (
    <section aria-label={t('overview.figuresLabel')} aria-busy={!stats} className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
      {cards.map((card) => (
        <StatCard key={card.key} icon={card.icon} label={t(`overview.stats.${card.key}`)} value={card.value} testId={`admin-stat-${card.key}`} />
      ))}
    </section>
  );
}

function RecentPurchases({ purchases }: { purchases: ReturnType<typeof useAdminPurchases> }) {
  const { t } = useTranslation('admin');
  return (
    <Card className="min-w-0" data-testid="admin-recent-purchases">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>{t('overview.recentTitle')}</CardTitle>
        <Button asChild variant="outline" size="sm">
          <Link to="?tab=purchases">{t('overview.allPurchases')}</Link>
        </Button>
      </CardHeader>
      <div className="pb-2">
        {purchases.isError ? (
          <div className="px-6 pb-4">
            <ListError message={t('errors.recentPurchases')} retryLabel={t('common:actions.retry')} onRetry={() => void purchases.refetch()} />
          </div>
        ) : !purchases.data ? (
          <div className="grid gap-2 px-6 pb-4" aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        ) : purchases.data.items.length === 0 ? (
          <div className="px-6 pb-4 [&>div]:border-dashed [&>div]:shadow-none">
            <ListEmpty icon={Receipt} title={t('overview.recentEmpty')} text={t('overview.recentEmptyText')} testId="admin-recent-empty" />
          </div>
        ) : (
          <PurchaseTable items={purchases.data.items} caption={t('overview.recentTitle')} />
        )}
      </div>
    </Card>
  );
}

/** The overview tab: the figures of the whole service, signups and tiers charted, the newest payments. */
export function OverviewTab() {
  const { t } = useTranslation('admin');
  const stats = useAdminStats();
  const purchases = useAdminPurchases(RECENT_PARAMS, RECENT_COUNT);
  // Revenue carries no currency of its own: it is the payments' (the plans' until there is one).
  const currency = purchases.data?.items[0]?.currency ?? DEFAULT_CURRENCY;

  return (
    <div className="grid grid-cols-1 gap-6" data-testid="admin-overview">
      {stats.isError ? (
        <ListError message={t('errors.stats')} retryLabel={t('common:actions.retry')} onRetry={() => void stats.refetch()} />
      ) : (
        <>
          <StatCards stats={stats.data} currency={currency} />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            {stats.data ? (
              <>
                <SignupsChart days={stats.data.signupsByDay} />
                <TierChart byTier={stats.data.users.byTier} />
              </>
            ) : (
              <>
                <Skeleton className="h-80 w-full" />
                <Skeleton className="h-80 w-full" />
              </>
            )}
          </div>
        </>
      )}
      <RecentPurchases purchases={purchases} />
    </div>
  );
}
