import { useState, type ComponentType } from 'react';
import { Activity, BarChart3, Download, Goal, HeartPulse, LayoutDashboard, PieChart, TrendingUp, type LucideIcon } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ANALYTICS_PERIODS, ANALYTICS_PERIOD_DEFAULT, ANALYTICS_TABS, PERIOD_TABS, type TAnalyticsPeriod, type TAnalyticsTab } from '@shared/team-analytics/team-analytics.constants';
import { hasFeature } from '@shared/membership/features';
import { useUpgradePrompt } from '../../../components/premium/UpgradePrompt';
import { Button } from '../../../components/ui/button';
import { OptionSelect } from '../../../components/ui/option-select';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { useProfile } from '../../profile/api/profile';
import { ActivityPanel } from './ActivityPanel';
import { EngagementPanel } from './EngagementPanel';
import { ExportDialog } from './ExportDialog';
import { GoalsPanel } from './GoalsPanel';
import { GrowthPanel } from './GrowthPanel';
import { OverviewPanel } from './OverviewPanel';
import { PerformancePanel } from './PerformancePanel';
import { SegmentationPanel } from './SegmentationPanel';
import { TeamAnalyticsLocked } from './TeamAnalyticsLocked';

export interface TPanelProps {
  period: TAnalyticsPeriod;
}

const TABS: Record<TAnalyticsTab, { icon: LucideIcon; Panel: ComponentType<TPanelProps> }> = {
  overview: { icon: LayoutDashboard, Panel: OverviewPanel },
  growth: { icon: TrendingUp, Panel: GrowthPanel },
  activity: { icon: Activity, Panel: ActivityPanel },
  performance: { icon: BarChart3, Panel: PerformancePanel },
  engagement: { icon: HeartPulse, Panel: EngagementPanel },
  goals: { icon: Goal, Panel: GoalsPanel },
  segmentation: { icon: PieChart, Panel: SegmentationPanel },
};

const isTab = (value: string | null): value is TAnalyticsTab => (ANALYTICS_TABS as readonly (string | null)[]).includes(value);
const periodOf = (value: string | null): TAnalyticsPeriod => ANALYTICS_PERIODS.find((p) => String(p) === value) ?? ANALYTICS_PERIOD_DEFAULT;

/**
 * `/team-premium` (premium): the team's analytics in seven tabs (spec 02 §2), the open tab and
 * the period in the address (`?tab=growth&period=365`), each tab exportable as CSV or PDF.
 */
export function TeamAnalyticsPage() {
  const { t } = useTranslation('teamAnalytics');
  const profile = useProfile();
  const upgrade = useUpgradePrompt();
  const [params, setParams] = useSearchParams();
  const [exporting, setExporting] = useState(false);
  const requested = params.get('tab');
  const tab: TAnalyticsTab = isTab(requested) ? requested : 'overview';
  const period = periodOf(params.get('period'));
  const premium = profile.data ? hasFeature(profile.data, 'ADVANCED_TEAM_ANALYTICS') : false;
  const usesPeriod = PERIOD_TABS.includes(tab);

  const select = (next: { tab?: string; period?: TAnalyticsPeriod }) => {
    const nextTab = next.tab ?? tab;
    const nextPeriod = next.period ?? period;
    const search: Record<string, string> = {};
    if (nextTab !== 'overview') search.tab = nextTab;
    if (nextPeriod !== ANALYTICS_PERIOD_DEFAULT) search.period = String(nextPeriod);
    setParams(search);
  };

  if (profile.isPending) {
    return (
      <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6" aria-busy="true">
        <Skeleton className="h-12 w-1/2" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }

  if (!premium) {
    return (
      <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6" data-testid="team-analytics-page">
        <PageHeader title={t('title')} subtitle={t('subtitle')} />
        <TeamAnalyticsLocked onUpgrade={() => upgrade.open({ feature: t('title') })} />
      </div>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6" data-testid="team-analytics-page">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <>
            {usesPeriod && (
              <OptionSelect
                aria-label={t('period.label')}
                options={ANALYTICS_PERIODS}
                labelOf={(days) => t('period.days', { days })}
                value={period}
                onChange={(event) => select({ period: periodOf(event.target.value) })}
                className="sm:w-44"
                data-testid="team-analytics-period"
              />
            )}
            <Button variant="outline" onClick={() => setExporting(true)} data-testid="team-analytics-export">
              <Download aria-hidden="true" />
              {t('export.open')}
            </Button>
          </>
        }
      />
      {/* Manual activation: arrow keys move along the tabs; Enter opens one, which loads its figures. */}
      <Tabs.Root value={tab} onValueChange={(next) => next !== tab && select({ tab: next })} activationMode="manual" className="grid min-w-0 gap-4">
        {/* On a narrow screen the tabs wrap onto more rows: a row scrolling sideways hid the open tab and the ones past the edge. */}
        <Tabs.List className="flex flex-wrap gap-1 rounded-lg bg-muted p-1 lg:justify-self-start" aria-label={t('tabsLabel')}>
          {ANALYTICS_TABS.map((value) => {
            const Icon = TABS[value].icon;
            return (
              <Tabs.Trigger
                key={value}
                value={value}
                data-testid={`team-analytics-tab-${value}`}
                className="flex grow cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm sm:grow-0"
              >
                <Icon className="size-4" aria-hidden="true" />
                {t(`tabs.${value}`)}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        {ANALYTICS_TABS.map((value) => {
          const { Panel } = TABS[value];
          return (
            <Tabs.Content key={value} value={value} className="min-w-0 focus-visible:outline-none" data-testid={`team-analytics-panel-${value}`}>
              <Panel period={period} />
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
      <ExportDialog open={exporting} onOpenChange={setExporting} tab={tab} period={period} />
    </div>
  );
}
