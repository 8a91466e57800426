import { useTranslation } from 'react-i18next';
import { REPORT_FIELDS, type TReportType } from '@shared/reports/reports.constants';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';

const CHECKBOX = 'size-4 cursor-pointer rounded border-input accent-primary';

interface TReportFieldPickerProps {
  type: TReportType;
  selected: string[];
  onChange: (fields: string[]) => void;
  error?: string;
  note?: string;
}

/** The fields of the type as checkboxes, with "select all" and "select none"; at least one is required. */
export function ReportFieldPicker({ type, selected, onChange, error, note }: TReportFieldPickerProps) {
  const { t } = useTranslation('reports');
  const fields = REPORT_FIELDS[type];
  const toggle = (key: string, on: boolean) => onChange(on ? [...selected, key] : selected.filter((k) => k !== key));
  return (
    // Named by its heading: a legend inside the row of buttons would not name the fieldset.
    <fieldset className="grid gap-2" aria-labelledby="report-fields-legend" aria-describedby={error ? 'report-fields-error' : undefined}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id="report-fields-legend" className="text-sm font-medium">
          {t('fieldPicker.legend')}
        </span>
        <div className="flex gap-1">
          <Button variant="ghost" size="sm" onClick={() => onChange(fields.map((f) => f.key))} data-testid="report-fields-all">
            {t('fieldPicker.selectAll')}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => onChange([])} data-testid="report-fields-none">
            {t('fieldPicker.selectNone')}
          </Button>
        </div>
      </div>
      <ul className="grid grid-cols-1 gap-x-4 gap-y-2 rounded-md border p-3 sm:grid-cols-2" data-testid="report-fields">
        {fields.map((field) => (
          <li key={field.key}>
            <label className="flex cursor-pointer items-center gap-2 text-sm">
              <input type="checkbox" className={CHECKBOX} checked={selected.includes(field.key)} onChange={(e) => toggle(field.key, e.target.checked)} data-testid={`report-field-${field.key}`} />
              <span className="min-w-0 truncate">{t(`fields.${type}.${field.key}`)}</span>
            </label>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {t('fieldPicker.count', { count: selected.length, total: fields.length })}
        {note && ` · ${note}`}
      </p>
      <FieldError id="report-fields-error" message={error} />
    </fieldset>
  );
}
