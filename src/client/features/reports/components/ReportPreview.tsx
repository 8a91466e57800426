import { useTranslation } from 'react-i18next';
import { FileSearch } from 'lucide-react';
import { REPORT_FIELDS, REPORT_GROUP_BY, REPORT_VALUE_LISTS, type TReportFieldKind, type TReportType } from '@shared/reports/reports.constants';
import type { TReportPreview } from '@shared/reports/reports.schema';

type TCell = string | number | boolean | null;

function useCellText(type: TReportType) {
  const { t, i18n } = useTranslation('reports');
  const lang = i18n.language;
  const number = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 });
  const money = new Intl.NumberFormat(lang, { style: 'currency', currency: 'USD' });
  const day = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' });
  const dateTime = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  return (key: string, kind: TReportFieldKind, value: TCell): string => {
    if (value === null || value === '') return '';
    const list = REPORT_VALUE_LISTS[type][key];
    if (list) return t(`values.${list}.${String(value)}`, { defaultValue: String(value) });
    if (kind === 'number') return number.format(Number(value));
    if (kind === 'percent') return percent.format(Number(value) / 100);
    if (kind === 'money') return money.format(Number(value) / 100);
    if (kind === 'date') return day.format(new Date(`${String(value)}T00:00:00Z`));
    if (kind === 'datetime') return dateTime.format(new Date(String(value)));
    return String(value);
  };
}

/** The counts by group as labelled bars, largest first. */
function GroupCounts({ type, preview }: { type: TReportType; preview: TReportPreview }) {
  const { t, i18n } = useTranslation('reports');
  const number = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const list = REPORT_VALUE_LISTS[type][REPORT_GROUP_BY[type]];
  return (
    <section className="grid gap-2" aria-labelledby="report-groups-title">
      <h3 id="report-groups-title" className="text-sm font-medium">
        {t(`preview.groupsBy.${type}`)}
      </h3>
      <ul className="grid gap-2" data-testid="report-preview-groups">
        {preview.groups.map((group) => {
          const share = group.count / Math.max(preview.rowCount, 1);
          const label = group.key ? t(`values.${list}.${group.key}`, { defaultValue: group.key }) : '—';
          return (
            <li key={group.key} className="grid gap-1">
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="min-w-0 break-words">{label}</span>
                <span className="shrink-0 tabular-nums text-muted-foreground">
                  {number.format(group.count)} · {percent.format(share)}
                </span>
              </div>
              <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                <div className="h-full rounded-full bg-primary" style={{ width: `${Math.max(share * 100, 1)}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The first rows of the range with the selected fields, formatted as the file will show them. */
function FirstRows({ type, fields, preview, rowFrom }: { type: TReportType; fields: string[]; preview: TReportPreview; rowFrom: number }) {
  const { t, i18n } = useTranslation('reports');
  const cellText = useCellText(type);
  const number = new Intl.NumberFormat(i18n.language);
  const columns = REPORT_FIELDS[type].filter((field) => fields.includes(field.key));
  const to = rowFrom + preview.rows.length - 1;
  return (
    <section className="grid gap-2">
      <h3 id="report-rows-title" className="text-sm font-medium" data-testid="report-preview-range">
        {t('preview.firstRows', { from: number.format(rowFrom), to: number.format(to), total: number.format(preview.rowCount) })}
      </h3>
      <div className="overflow-x-auto rounded-md border" tabIndex={0} role="region" aria-labelledby="report-rows-title">
        <table className="w-full text-left text-sm" data-testid="report-preview-table">
          <thead className="bg-muted/60 text-xs text-muted-foreground">
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" className="whitespace-nowrap px-3 py-2 font-medium">
                  {t(`fields.${type}.${column.key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((row, index) => (
              <tr key={index} className="border-t">
                {columns.map((column) => {
                  const text = cellText(column.key, column.kind, row[column.key] ?? null);
                  // The table scrolls sideways: only long texts (titles, notes) are cut, whole on hover.
                  return (
                    <td key={column.key} className="max-w-xs truncate whitespace-nowrap px-3 py-2" title={text || undefined}>
                      {text}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** What the file will hold: the row total, the counts by group, and (table layouts) the first rows. */
export function ReportPreviewBody({ type, fields, preview, rowFrom }: { type: TReportType; fields: string[]; preview: TReportPreview; rowFrom: number }) {
  const { t, i18n } = useTranslation('reports');
  return (
    <div className="grid gap-5" data-testid="report-preview">
      <div className="flex items-center gap-3 rounded-md bg-muted/50 p-3">
        <FileSearch className="size-5 shrink-0 text-primary" aria-hidden="true" />
        <div>
          <p className="text-xs text-muted-foreground">{t('preview.total')}</p>
          <p className="text-xl font-semibold tabular-nums" data-testid="report-preview-total">
            {new Intl.NumberFormat(i18n.language).format(preview.rowCount)}
          </p>
        </div>
      </div>
      {preview.layout !== 'detailed' && <GroupCounts type={type} preview={preview} />}
      {preview.layout !== 'summary' && preview.rows.length > 0 && <FirstRows type={type} fields={fields} preview={preview} rowFrom={rowFrom} />}
    </div>
  );
}
