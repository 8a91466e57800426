import { CalendarRange, Layers, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isClosedStage } from '@shared/deals/deals.rules';
import type { TDealBoard } from '@shared/deals/deals.schema';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatMoney } from '../lib/money';

interface TFigures {
  count: number;
  totalCents: number;
  weightedCents: number;
}

interface TForecastCardProps {
  icon: LucideIcon;
  title: string;
  /** The title on a phone, where three cards share one row. */
  shortTitle: string;
  figures: TFigures | undefined;
  testId: string;
}

function ForecastCard({ icon: Icon, title, shortTitle, figures, testId }: TForecastCardProps) {
  const { t, i18n } = useTranslation('pipeline');
  const lang = i18n.language;
  return (
    <Card className="flex min-w-0 gap-3 p-2.5 sm:p-4" data-testid={testId}>
      <span className="hidden size-9 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary md:grid">
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="truncate text-xs text-muted-foreground sm:text-sm">
          <span className="sm:hidden">{shortTitle}</span>
          <span className="max-sm:hidden">{title}</span>
        </h2>
        {figures ? (
          <>
            <p className="truncate text-base font-semibold tabular-nums sm:text-lg" data-testid={`${testId}-total`}>
              {formatMoney(figures.totalCents, lang)}
            </p>
            <p className="text-xs text-muted-foreground sm:truncate">
              <span className="max-sm:block">{t('forecast.deals', { count: figures.count })}</span>
              <span className="max-sm:hidden" aria-hidden="true">
                {' · '}
              </span>
              <span className="max-sm:block">{t('forecast.weighted', { amount: formatMoney(figures.weightedCents, lang) })}</span>
            </p>
          </>
        ) : (
          <>
            <Skeleton className="mt-1 h-6 w-20" />
            <Skeleton className="mt-1 h-3 w-24" />
          </>
        )}
      </div>
    </Card>
  );
}

function monthName(month: string | undefined, language: string): string {
  if (!month) return '';
  const [y, m] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, 1)));
}

/** The open pipeline and what is expected to close this month and next, for the filtered deals. */
export function ForecastStrip({ board }: { board: TDealBoard | undefined }) {
  const { t, i18n } = useTranslation('pipeline');
  const open = board?.stages
    .filter((column) => !isClosedStage(column.stage))
    .reduce<TFigures>((sum, column) => ({ count: sum.count + column.count, totalCents: sum.totalCents + column.totalCents, weightedCents: sum.weightedCents + column.weightedCents }), { count: 0, totalCents: 0, weightedCents: 0 });
  const forecast = board?.forecast;
  const lang = i18n.language;
  return (
    <section className="grid grid-cols-3 gap-2 sm:gap-3" aria-label={t('forecast.label')} data-testid="deal-forecast">
      <ForecastCard icon={Layers} title={t('forecast.open')} shortTitle={t('forecast.openShort')} figures={open} testId="forecast-open" />
      <ForecastCard
        icon={CalendarRange}
        title={forecast ? t('forecast.thisMonth', { month: monthName(forecast.thisMonth.month, lang) }) : t('forecast.thisMonthShort')}
        shortTitle={t('forecast.thisMonthShort')}
        figures={forecast?.thisMonth}
        testId="forecast-this-month"
      />
      <ForecastCard
        icon={CalendarRange}
        title={forecast ? t('forecast.nextMonth', { month: monthName(forecast.nextMonth.month, lang) }) : t('forecast.nextMonthShort')}
        shortTitle={t('forecast.nextMonthShort')}
        figures={forecast?.nextMonth}
        testId="forecast-next-month"
      />
    </section>
  );
}
