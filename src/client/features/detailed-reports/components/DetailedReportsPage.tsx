import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs } from 'radix-ui';
import { Activity, Coins, Download, Filter, Share2, Target, UserPlus, Wallet, CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DETAILED_REPORT_SECTIONS, ZDetailedReportQuery, type TDetailedReport, type TDetailedReportSection } from '@shared/detailed-reports/detailed-reports.schema';
import { hasFeature } from '@shared/membership/features';
import { isPremiumRequired, useUpgradePrompt } from '../../../components/premium/UpgradePrompt';
import { Button } from '../../../components/ui/button';
import { ListError } from '../../../components/ui/list-states';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatCard } from '../../../components/ui/stat-card';
import { useProfile } from '../../profile/api/profile';
import { useDetailedReport, type TReportPeriodParams } from '../api/detailed-reports.api';
import { formatCount, formatDay, formatMoney, formatRate } from '../lib/report-format';
import { ActivitiesSection } from './ActivitiesSection';
import { CommissionsSection } from './CommissionsSection';
import { DetailedReportsLocked } from './DetailedReportsLocked';
import { ExportDialog } from './ExportDialog';
import { FunnelSection } from './FunnelSection';
import { PeriodPicker } from './PeriodPicker';
import { SourcesSection } from './SourcesSection';

const TAB_ICONS = { sources: Share2, funnel: Filter, activities: Activity, commissions: Coins } as const;
const isSection = (value: string | null): value is TDetailedReportSection => (DETAILED_REPORT_SECTIONS as readonly string[]).includes(value ?? '');

/** The period in the address, or the default when the address holds none or a wrong one. */
function readPeriod(params: URLSearchParams): TReportPeriodParams {
  const parsed = ZDetailedReportQuery.safeParse(Object.fromEntries(['period', 'from', 'to'].flatMap((k) => (params.get(k) ? [[k, params.get(k)]] : []))));
  return parsed.success ? parsed.data : { period: 'last_30_days' };
}

/**
 * `/reports-premium` (premium): conversion by source and by funnel stage, activity outcomes and
 * commissions over a period, each as a chart with its sentence and its figures, exportable as PDF
 * or CSV. Period and tab live in the address, so a report can be bookmarked and shared.
 */
export function DetailedReportsPage() {
  const { t, i18n } = useTranslation('detailedReports');
  const profile = useProfile();
  const upgrade = useUpgradePrompt();
  const [params, setParams] = useSearchParams();
  const [exportOpen, setExportOpen] = useState(false);
  const premium = profile.data ? hasFeature(profile.data, 'DETAILED_REPORTS') : false;
  const period = readPeriod(params);
  const tabParam = params.get('tab');
  const tab: TDetailedReportSection = isSection(tabParam) ? tabParam : 'sources';
  const report = useDetailedReport(period, premium);

  const update = (next: Record<string, string | undefined>) =>
    setParams((current) => {
      const merged = new URLSearchParams(current);
      for (const [k, v] of Object.entries(next)) {
        if (v) merged.set(k, v);
        else merged.delete(k);
      }
      return merged;
    });

  if (profile.isPending) {
    return (
      <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6" aria-busy="true">
        <Skeleton className="h-12 w-1/2" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }

  const data = report.data;
  const header = (
    <PageHeader
      title={t('title')}
      subtitle={data ? rangeText(data, t, i18n.language) : t('subtitle')}
      subtitleTestId="detailed-range"
      actions={
        premium && (
          <Button onClick={() => setExportOpen(true)} data-testid="detailed-export">
            <Download aria-hidden="true" />
            {t('export.open')}
          </Button>
        )
      }
    />
  );

  if (!premium || isPremiumRequired(report.error)) {
    return (
      <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6" data-testid="detailed-page">
        {header}
        <DetailedReportsLocked onUpgrade={() => upgrade.open({ feature: t('title') })} />
      </div>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6" data-testid="detailed-page">
      {header}
      <PeriodPicker key={`${period.period}-${period.from}-${period.to}`} value={period} onChange={(next) => update({ period: next.period, from: next.from, to: next.to })} />
      {report.isError && !data ? (
        <ListError message={t('loadError')} retryLabel={t('retry')} onRetry={() => void report.refetch()} />
      ) : !data ? (
        <div className="grid gap-4" aria-busy="true">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-80 w-full" />
        </div>
      ) : (
        <div className={report.isPlaceholderData ? 'grid gap-6 opacity-60 transition-opacity' : 'grid gap-6'} aria-busy={report.isFetching}>
          <KeyFigures data={data} />
          <Tabs.Root value={tab} onValueChange={(next) => update({ tab: next === 'sources' ? undefined : next })} className="grid min-w-0 gap-4">
            {/* On a narrow screen the tabs wrap onto two rows: a row scrolling sideways hid the tabs past the edge. */}
            <Tabs.List className="flex flex-wrap gap-1 rounded-lg bg-muted p-1 lg:justify-self-start" aria-label={t('tabs.label')}>
              {DETAILED_REPORT_SECTIONS.map((section) => {
                const Icon = TAB_ICONS[section];
                return (
                  <Tabs.Trigger
                    key={section}
                    value={section}
                    data-testid={`detailed-tab-${section}`}
                    className="flex grow cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm sm:grow-0"
                  >
                    <Icon className="size-4" aria-hidden="true" />
                    {t(`tabs.${section}`)}
                  </Tabs.Trigger>
                );
              })}
            </Tabs.List>
            {DETAILED_REPORT_SECTIONS.map((section) => (
              <Tabs.Content key={section} value={section} className="min-w-0 focus-visible:outline-none">
                <SectionView section={section} data={data} />
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </div>
      )}
      <ExportDialog open={exportOpen} onOpenChange={setExportOpen} period={period} section={tab} />
    </div>
  );
}

function SectionView({ section, data }: { section: TDetailedReportSection; data: TDetailedReport }) {
  switch (section) {
    case 'sources':
      return <SourcesSection data={data.sources} />;
    case 'funnel':
      return <FunnelSection data={data.funnel} />;
    case 'activities':
      return <ActivitiesSection data={data.activities} />;
    case 'commissions':
      return <CommissionsSection data={data.commissions} />;
  }
}

function rangeText(data: TDetailedReport, t: (key: string, options?: Record<string, unknown>) => string, lang: string): string {
  const { from, to } = data.range;
  return from ? t('range', { from: formatDay(from, lang), to: formatDay(to, lang) }) : t('rangeAllTime', { to: formatDay(to, lang) });
}

/** The period's headline figures, one per section. */
function KeyFigures({ data }: { data: TDetailedReport }) {
  const { t, i18n } = useTranslation('detailedReports');
  const lang = i18n.language;
  return (
    // One card a row on a phone: two side by side cut the amount ("1.718,00…").
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard icon={UserPlus} label={t('figures.prospects')} value={formatCount(data.sources.totals.prospects, lang)} testId="detailed-figure-prospects" />
      <StatCard icon={Target} label={t('figures.conversion')} value={formatRate(data.sources.totals.conversionRate, lang)} testId="detailed-figure-conversion" />
      <StatCard icon={CheckCircle2} label={t('figures.completion')} value={formatRate(data.activities.totals.completionRate, lang)} testId="detailed-figure-completion" />
      <StatCard icon={Wallet} label={t('figures.earned')} value={formatMoney(data.commissions.totals.earnedCents, lang)} testId="detailed-figure-earned" />
    </div>
  );
}
