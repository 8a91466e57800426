import { Link } from 'react-router';
import { ArrowRight, Handshake, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TDashboardDeals } from '@shared/dashboard/dashboard.schema';
import { CLOSED_LOST, CLOSED_WON } from '@shared/deals/deals.constants';
import { isBuiltInStage } from '@shared/deals/deals.rules';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { formatDealCents } from '../format';
import { EmptyState } from './EmptyState';

/** Open stages in the brand colour, deepening towards the close; the outcomes in their own. */
const OPEN_STAGE_COLORS = ['bg-sky-400', 'bg-sky-500', 'bg-indigo-400', 'bg-indigo-500', 'bg-violet-500', 'bg-violet-600'];
const OUTCOME_COLORS: Record<string, string> = { [CLOSED_WON]: 'bg-emerald-500', [CLOSED_LOST]: 'bg-rose-400' };

function stageColors(stages: readonly { stage: string }[]): Map<string, string> {
  let open = 0;
  return new Map(stages.map(({ stage }) => [stage, OUTCOME_COLORS[stage] ?? OPEN_STAGE_COLORS[Math.min(open++, OPEN_STAGE_COLORS.length - 1)]]));
}

/** One total: a row (label, value at the end) on a phone, a tile from the small breakpoint on. */
function Figure({ label, value, note, testId }: { label: string; value: string; note: string; testId: string }) {
  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 rounded-md bg-muted/50 px-3 py-2.5 sm:block" data-testid={testId}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="row-span-2 text-lg font-semibold tabular-nums sm:mt-1 sm:truncate sm:text-xl">{value}</dd>
      <dd className="text-xs text-muted-foreground sm:truncate">{note}</dd>
    </div>
  );
}

/**
 * The seller's sales pipeline: what her open deals are worth, weighted by their stages'
 * probability, what she won this month, and a bar per stage of her pipeline (count and value).
 */
export function PipelineCard({ deals, className }: { deals: TDashboardDeals | undefined; className?: string }) {
  const { t, i18n } = useTranslation('shell');
  const lang = i18n.language;
  const money = (cents: number) => formatDealCents(cents, lang);
  const stageLabel = (stage: string) => (isBuiltInStage(stage) ? t(`dashboard.deals.stages.${stage}`) : stage);
  const total = deals?.stages.reduce((n, s) => n + s.count, 0) ?? 0;
  const maxCents = Math.max(1, ...(deals?.stages ?? []).map((s) => s.totalCents));
  const colors = stageColors(deals?.stages ?? []);
  return (
    <Card className={className} data-testid="dashboard-deals">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <Handshake className="size-5 text-primary" aria-hidden="true" />
            {t('dashboard.deals.title')}
          </CardTitle>
          <CardDescription>{t('dashboard.deals.description')}</CardDescription>
        </div>
        {total > 0 && (
          <Button variant="outline" size="sm" asChild>
            <Link to="/pipeline">
              {t('dashboard.deals.viewAll')} <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {!deals ? (
          <div className="space-y-3" aria-busy="true">
            <Skeleton className="h-20 w-full" />
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-5 w-full" />
            ))}
          </div>
        ) : total === 0 ? (
          <EmptyState
            icon={Handshake}
            title={t('dashboard.deals.empty')}
            text={t('dashboard.deals.emptyText')}
            action={
              <Button size="sm" asChild>
                <Link to="/pipeline" data-testid="dashboard-deals-create">
                  <Plus aria-hidden="true" /> {t('dashboard.deals.create')}
                </Link>
              </Button>
            }
          />
        ) : (
          <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-8">
            <dl className="grid grid-cols-1 content-start gap-2 sm:grid-cols-3 lg:grid-cols-1">
              <Figure label={t('dashboard.deals.open')} value={money(deals.openCents)} note={t('dashboard.deals.openCount', { count: deals.openCount })} testId="dashboard-deals-open" />
              <Figure label={t('dashboard.deals.weighted')} value={money(deals.weightedCents)} note={t('dashboard.deals.weightedHint')} testId="dashboard-deals-weighted" />
              <Figure label={t('dashboard.deals.won')} value={money(deals.wonThisMonthCents)} note={t('dashboard.deals.wonCount', { count: deals.wonThisMonthCount })} testId="dashboard-deals-won" />
            </dl>
            <section aria-labelledby="dashboard-deals-stages">
              <h3 id="dashboard-deals-stages" className="sr-only">
                {t('dashboard.deals.stagesLabel')}
              </h3>
              {/* One grid for every row, so the bars start and end at the same place whatever the amounts. */}
              <ul className="grid grid-cols-[minmax(0,7.5rem)_1fr_auto] items-center gap-x-3 gap-y-2.5 sm:grid-cols-[minmax(0,10rem)_1fr_auto]">
                {deals.stages.map((row) => {
                  const label = stageLabel(row.stage);
                  return (
                    <li key={row.stage} className="relative col-span-3 grid grid-cols-subgrid items-center text-sm" data-testid={`deal-stage-${row.stage}`}>
                      <span className="sr-only">{t('dashboard.deals.stageSummary', { stage: label, count: row.count, value: money(row.totalCents) })}</span>
                      <span className="min-w-0 leading-snug text-muted-foreground [overflow-wrap:anywhere]" aria-hidden="true">
                        {label}
                      </span>
                      <span className="h-2.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                        <span className={cn('block h-full rounded-full', colors.get(row.stage))} style={{ width: `${(row.totalCents / maxCents) * 100}%` }} />
                      </span>
                      <span className="text-right tabular-nums" aria-hidden="true">
                        <span className="font-medium">{money(row.totalCents)}</span>
                        <span className="ml-1.5 inline-block min-w-6 rounded-full bg-muted px-1.5 text-center text-xs text-muted-foreground">{row.count.toLocaleString(lang)}</span>
                      </span>
                    </li>
                  );
                })}
              </ul>
            </section>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
