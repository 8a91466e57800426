import { ArrowDown, Trophy, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TDealBoard } from '@shared/deals/deals.schema';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { useStageLabel } from '../../../lib/stage-label';
import { funnelOf, type TFunnel } from '../lib/funnel';
import { formatMoney, formatPercent } from '../lib/money';

/** The narrowest a bar gets, so a stage with few deals still shows as a bar. */
const MIN_WIDTH = 12;

function Figures({ count, countLabel, totalCents, weightedCents, className }: { count: number; countLabel: string; totalCents: number; weightedCents?: number; className?: string }) {
  const { t, i18n } = useTranslation('pipeline');
  const lang = i18n.language;
  return (
    <dl className={cn('flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-muted-foreground', className)}>
      <div className="flex gap-1">
        <dt>{countLabel}</dt>
        <dd className="font-medium tabular-nums text-foreground">{new Intl.NumberFormat(lang).format(count)}</dd>
      </div>
      <div className="flex gap-1">
        <dt>{t('figures.total')}</dt>
        <dd className="font-medium tabular-nums text-foreground">{formatMoney(totalCents, lang)}</dd>
      </div>
      {weightedCents !== undefined && (
        <div className="flex gap-1">
          <dt>{t('figures.weighted')}</dt>
          <dd className="font-medium tabular-nums text-foreground">{formatMoney(weightedCents, lang)}</dd>
        </div>
      )}
    </dl>
  );
}

function Outcomes({ funnel }: { funnel: TFunnel }) {
  const { t, i18n } = useTranslation('pipeline');
  const label = useStageLabel();
  return (
    <section aria-labelledby="funnel-closed-heading" className="space-y-2">
      <h2 id="funnel-closed-heading" className="text-sm font-semibold">
        {t('funnel.closed')}
        {funnel.winRate !== null && <span className="ml-2 font-normal text-muted-foreground">{t('funnel.winRate', { rate: formatPercent(funnel.winRate, i18n.language) })}</span>}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <Card className="flex gap-3 border-success/40 p-4" data-testid="funnel-won">
          <Trophy className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
          <div className="min-w-0 space-y-1">
            <h3 className="font-medium">{label(funnel.won.stage)}</h3>
            <Figures count={funnel.won.count} countLabel={t('figures.deals')} totalCents={funnel.won.totalCents} />
          </div>
        </Card>
        <Card className="flex gap-3 border-destructive/30 p-4" data-testid="funnel-lost">
          <XCircle className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
          <div className="min-w-0 space-y-1">
            <h3 className="font-medium">{label(funnel.lost.stage)}</h3>
            <Figures count={funnel.lost.count} countLabel={t('figures.deals')} totalCents={funnel.lost.totalCents} />
          </div>
        </Card>
      </div>
    </section>
  );
}

/**
 * The open stages as a funnel of centred bars, each as wide as the deals that reached it, with
 * what sits in it now and the share that went on; won and lost apart below it.
 */
export function DealFunnel({ board }: { board: TDealBoard }) {
  const { t, i18n } = useTranslation('pipeline');
  const label = useStageLabel();
  const funnel = funnelOf(board);
  const widest = Math.max(1, ...funnel.steps.map((step) => step.reached));
  const lang = i18n.language;

  return (
    <div className="space-y-6" data-testid="deal-funnel">
      <Card className="p-4 sm:p-6">
        <h2 className="text-sm font-semibold">{t('funnel.open')}</h2>
        <p className="mb-4 mt-1 text-xs text-muted-foreground">{t('funnel.explain')}</p>
        <ol className="space-y-1" aria-label={t('funnel.label')}>
          {funnel.steps.map((step, index) => {
            const width = Math.max(MIN_WIDTH, Math.round((step.reached / widest) * 100));
            const next = index + 1 < funnel.steps.length ? label(funnel.steps[index + 1].stage) : label(funnel.won.stage);
            return (
              <li key={step.stage} data-testid="funnel-step" data-stage={step.stage}>
                <div className="grid gap-1.5 sm:grid-cols-[minmax(0,11rem)_1fr] sm:items-center sm:gap-4">
                  <div className="min-w-0">
                    <h3 className="truncate text-sm font-medium" title={label(step.stage)}>
                      {label(step.stage)}
                    </h3>
                    <p className="text-xs text-muted-foreground">{t('funnel.reached', { count: step.reached })}</p>
                  </div>
                  <div className="space-y-1">
                    <div className="flex h-9 items-center justify-center rounded-md bg-muted/60" aria-hidden="true">
                      <div
                        className="h-full rounded-md bg-primary/80 transition-[width] dark:bg-primary/70"
                        style={{ width: `${width}%`, opacity: 1 - (index / Math.max(1, funnel.steps.length)) * 0.45 }}
                      />
                    </div>
                    <Figures count={step.count} countLabel={t('figures.inStage')} totalCents={step.totalCents} weightedCents={step.weightedCents} className="justify-center sm:justify-start" />
                  </div>
                </div>
                <p className="flex items-center justify-center gap-1 py-1.5 text-xs text-muted-foreground sm:ml-[15rem] sm:justify-start" data-testid="funnel-conversion">
                  <ArrowDown className="size-3.5" aria-hidden="true" />
                  {step.conversion === null ? t('funnel.noConversion', { next }) : t('funnel.conversion', { rate: formatPercent(step.conversion, lang), next })}
                </p>
              </li>
            );
          })}
        </ol>
      </Card>
      <Outcomes funnel={funnel} />
    </div>
  );
}
