import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DETAILED_REPORT_PERIODS, ZDetailedReportQuery, type TDetailedReportPeriod } from '@shared/detailed-reports/detailed-reports.schema';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { OptionSelect } from '../../../components/ui/option-select';
import type { TReportPeriodParams } from '../api/detailed-reports.api';

/**
 * The period of the report. A preset applies at once; a custom period applies when both days are
 * given in order (checked with the same schema the server parses with).
 */
export function PeriodPicker({ value, onChange }: { value: TReportPeriodParams; onChange: (next: TReportPeriodParams) => void }) {
  const { t } = useTranslation('detailedReports');
  const [custom, setCustom] = useState(value.period === 'custom');
  const [from, setFrom] = useState(value.from ?? '');
  const [to, setTo] = useState(value.to ?? '');
  const checked = ZDetailedReportQuery.safeParse({ period: 'custom', from: from || undefined, to: to || undefined });
  const orderError = !!from && !!to && from > to;

  const choose = (period: TDetailedReportPeriod) => {
    if (period === 'custom') {
      setCustom(true);
      return;
    }
    setCustom(false);
    onChange({ period });
  };

  return (
    <form
      className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        if (checked.success) onChange({ period: 'custom', from, to });
      }}
      data-testid="detailed-period"
    >
      <div className="grid gap-1.5">
        <Label htmlFor="detailed-period-select">{t('period.label')}</Label>
        <OptionSelect
          id="detailed-period-select"
          options={DETAILED_REPORT_PERIODS}
          labelOf={(p) => t(`period.options.${p}`)}
          value={custom ? 'custom' : value.period}
          onChange={(event) => choose(event.target.value as TDetailedReportPeriod)}
          className="sm:w-48"
          data-testid="detailed-period-select"
        />
      </div>
      {custom && (
        <>
          <div className="grid gap-1.5">
            <Label htmlFor="detailed-period-from">{t('period.from')}</Label>
            <Input id="detailed-period-from" type="date" value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} aria-invalid={orderError} aria-describedby={orderError ? 'detailed-period-error' : undefined} className="sm:w-44 dark:[color-scheme:dark]" data-testid="detailed-period-from" />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="detailed-period-to">{t('period.to')}</Label>
            <Input id="detailed-period-to" type="date" value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} className="sm:w-44 dark:[color-scheme:dark]" data-testid="detailed-period-to" />
          </div>
          <Button type="submit" variant="outline" disabled={!checked.success} data-testid="detailed-period-apply">
            {t('period.apply')}
          </Button>
          {orderError && (
            <p id="detailed-period-error" role="alert" className="text-sm text-destructive sm:basis-full">
              {t('period.fromAfterTo')}
            </p>
          )}
        </>
      )}
    </form>
  );
}
