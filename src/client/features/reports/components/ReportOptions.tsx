import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_FORMATS, REPORT_LAYOUTS, REPORT_PERIODS, REPORT_TYPES } from '@shared/reports/reports.constants';
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { OptionSelect } from '../../../components/ui/option-select';
import { cn } from '../../../lib/cn';
import { allFieldsOf, metaQueryOf, type TReportForm } from '../lib/report-form';
import { ReportFieldPicker } from './ReportFieldPicker';

interface TReportOptionsProps {
  form: TReportForm;
  onChange: (next: Partial<TReportForm>) => void;
  /** Translated messages by field. */
  errors: Record<string, string | undefined>;
  /** Rows in the period: undefined while counting. */
  rowCount: number | undefined;
}

function Field({ id, label, error, children, className }: { id: string; label: string; error?: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('grid min-w-0 content-start gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

const invalid = (id: string, error: string | undefined) => ({ id, 'data-testid': id, 'aria-invalid': !!error, 'aria-describedby': error ? `${id}-error` : undefined });

/** The generator's settings: type, period (two dates when custom), layout, format, fields and rows. */
export function ReportOptions({ form, onChange, errors, rowCount }: TReportOptionsProps) {
  const { t, i18n } = useTranslation('reports');
  const number = new Intl.NumberFormat(i18n.language);
  const rowsHint =
    rowCount === undefined
      ? t(metaQueryOf(form) ? 'rows.counting' : 'rows.waiting')
      : rowCount === 0
        ? t('rows.none')
        : t('rows.hint', { count: rowCount, rows: number.format(rowCount), max: number.format(rowCount) });

  return (
    <div className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="report-type" label={t('options.type')} error={errors.type}>
          <OptionSelect
            {...invalid('report-type', errors.type)}
            options={REPORT_TYPES}
            labelOf={(value) => t(`types.${value}`)}
            value={form.type}
            onChange={(e) => {
              const type = e.target.value as TReportForm['type'];
              onChange({ type, fields: allFieldsOf(type), rowFrom: '', rowTo: '' });
            }}
          />
        </Field>
        <Field id="report-period" label={t('options.period')} error={errors.period}>
          <OptionSelect
            {...invalid('report-period', errors.period)}
            options={REPORT_PERIODS}
            labelOf={(value) => t(`periods.${value}`)}
            value={form.period}
            onChange={(e) => onChange({ period: e.target.value as TReportForm['period'], rowFrom: '', rowTo: '' })}
          />
        </Field>
        {form.period === 'custom' && (
          <>
            <Field id="report-from" label={t('options.from')} error={errors.from}>
              <Input type="date" {...invalid('report-from', errors.from)} value={form.from} max={form.to || undefined} onChange={(e) => onChange({ from: e.target.value, rowFrom: '', rowTo: '' })} />
            </Field>
            <Field id="report-to" label={t('options.to')} error={errors.to}>
              <Input type="date" {...invalid('report-to', errors.to)} value={form.to} min={form.from || undefined} onChange={(e) => onChange({ to: e.target.value, rowFrom: '', rowTo: '' })} />
            </Field>
          </>
        )}
        <Field id="report-layout" label={t('options.layout')} error={errors.layout}>
          <OptionSelect {...invalid('report-layout', errors.layout)} options={REPORT_LAYOUTS} labelOf={(value) => t(`layouts.${value}`)} value={form.layout} onChange={(e) => onChange({ layout: e.target.value as TReportForm['layout'] })} />
          <p className="text-xs text-muted-foreground">{t(`layoutHints.${form.layout}`)}</p>
        </Field>
        <Field id="report-format" label={t('options.format')} error={errors.format}>
          <OptionSelect {...invalid('report-format', errors.format)} options={REPORT_FORMATS} labelOf={(value) => t(`formats.${value}`)} value={form.format} onChange={(e) => onChange({ format: e.target.value as TReportForm['format'] })} />
        </Field>
      </div>

      <ReportFieldPicker type={form.type} selected={form.fields} onChange={(fields) => onChange({ fields })} error={errors.fields} note={form.layout === 'summary' ? t('fieldPicker.summaryNote') : undefined} />

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t('rows.legend')}</legend>
        <div className="grid grid-cols-2 gap-4">
          <Field id="report-row-from" label={t('rows.from')} error={errors.rowFrom}>
            <Input type="number" inputMode="numeric" min={1} max={rowCount || undefined} placeholder="1" {...invalid('report-row-from', errors.rowFrom)} value={form.rowFrom} onChange={(e) => onChange({ rowFrom: e.target.value })} />
          </Field>
          <Field id="report-row-to" label={t('rows.to')} error={errors.rowTo}>
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={rowCount || undefined}
              placeholder={rowCount ? String(rowCount) : undefined}
              {...invalid('report-row-to', errors.rowTo)}
              value={form.rowTo}
              onChange={(e) => onChange({ rowTo: e.target.value })}
            />
          </Field>
        </div>
        <p className="text-xs text-muted-foreground" aria-live="polite" data-testid="report-rows-hint">
          {rowsHint}
        </p>
      </fieldset>
    </div>
  );
}
