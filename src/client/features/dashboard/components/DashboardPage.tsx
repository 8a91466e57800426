import { AlertTriangle, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TProfile } from '@shared/profile/profile.schema';
import { isFirstVisit } from '@shared/profile/profile.rules';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useSession } from '../../auth/api/session';
import { useProfile } from '../../profile/api/profile';
import { useDashboardSummary } from '../api/summary';
import { AgendaCard } from './AgendaCard';
import { DashboardStats } from './DashboardStats';
import { GoalsCard } from './GoalsCard';
import { MembershipCard } from './MembershipCard';
import { PipelineCard } from './PipelineCard';
import { ProspectFunnelCard } from './ProspectFunnelCard';
import { SponsorCard } from './SponsorCard';

function firstNameOf(profile: TProfile | undefined, sessionName: string | undefined): string {
  return profile?.firstName || (profile?.name || sessionName || '').trim().split(/\s+/)[0] || '';
}

export function DashboardPage() {
  const { t } = useTranslation('shell');
  const { data: profile } = useProfile();
  const { data: session } = useSession();
  const summary = useDashboardSummary();
  const name = firstNameOf(profile, session?.user.name);
  const data = summary.data;
  // A first visit is welcomed; "welcome back" is for someone who has signed in before.
  const greetingKey = profile && isFirstVisit(profile) ? 'welcome' : 'greeting';

  return (
    <div className="mx-auto max-w-6xl space-y-6" data-testid="dashboard-page">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight" data-testid="dashboard-greeting">
          {name ? t(`dashboard.${greetingKey}`, { name }) : t(`dashboard.${greetingKey}NoName`)}
        </h1>
        <p className="text-muted-foreground">{greetingKey === 'welcome' ? t('dashboard.welcomeSubtitle') : t('dashboard.subtitle')}</p>
      </header>
      {summary.isError ? (
        <Card role="alert" className="flex flex-col items-start gap-3 p-5 sm:flex-row sm:items-center" data-testid="dashboard-error">
          <AlertTriangle className="size-5 shrink-0 text-destructive" aria-hidden="true" />
          <p className="flex-1 text-sm">{t('dashboard.loadError')}</p>
          <Button variant="outline" size="sm" onClick={() => void summary.refetch()} disabled={summary.isFetching}>
            <RotateCcw /> {t('common:errors.tryAgain')}
          </Button>
        </Card>
      ) : (
        <DashboardStats stats={data?.quickStats} />
      )}
      <AgendaCard />
      {!summary.isError && <PipelineCard deals={data?.deals} />}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        {!summary.isError && <ProspectFunnelCard pipeline={data?.pipeline} className="lg:col-span-2" />}
        <MembershipCard profile={profile} />
        {!summary.isError && (
          <>
            <GoalsCard goals={data?.goals} className="lg:col-span-2" />
            <SponsorCard sponsor={data?.sponsor} loading={summary.isPending} />
          </>
        )}
      </div>
    </div>
  );
}
