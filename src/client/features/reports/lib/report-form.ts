import { REPORT_FIELDS, type TReportFormat, type TReportLayout, type TReportPeriod, type TReportType } from '@shared/reports/reports.constants';
import { REPORT_MESSAGES, ZReportExportRequest, type TReportExportRequest, type TReportMetaQuery } from '@shared/reports/reports.schema';

/** The generator's settings as the form holds them; row numbers as typed (empty: the whole range). */
export interface TReportForm {
  type: TReportType;
  period: TReportPeriod;
  from: string;
  to: string;
  layout: TReportLayout;
  fields: string[];
  rowFrom: string;
  rowTo: string;
  format: TReportFormat;
}

export const allFieldsOf = (type: TReportType): string[] => REPORT_FIELDS[type].map((field) => field.key);

export const DEFAULT_REPORT_FORM: TReportForm = {
  type: 'prospects',
  period: 'last_30_days',
  from: '',
  to: '',
  layout: 'detailed',
  fields: allFieldsOf('prospects'),
  rowFrom: '',
  rowTo: '',
  format: 'pdf',
};

/** The period part, once a custom period has both days in order (null: nothing to count yet). */
export function metaQueryOf(form: TReportForm): TReportMetaQuery | null {
  if (form.period !== 'custom') return { type: form.type, period: form.period };
  if (!form.from || !form.to || form.from > form.to) return null;
  return { type: form.type, period: 'custom', from: form.from, to: form.to };
}

const rowNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

/**
 * The request the form stands for, checked with the shared schema and against the period's row
 * count (when known): `errors` holds the schema's English messages by field, as the API would.
 */
export function reportRequestOf(form: TReportForm, rowCount: number | undefined): { request: TReportExportRequest | null; errors: Record<string, string> } {
  const candidate = {
    type: form.type,
    period: form.period,
    ...(form.period === 'custom' && { from: form.from || undefined, to: form.to || undefined }),
    layout: form.layout,
    fields: form.fields,
    rowFrom: rowNumber(form.rowFrom),
    rowTo: rowNumber(form.rowTo),
    format: form.format,
  };
  const parsed = ZReportExportRequest.safeParse(candidate);
  const errors: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? '_')] ??= issue.message;
  if (rowCount !== undefined && rowCount > 0) {
    if ((candidate.rowFrom ?? 1) > rowCount) errors.rowFrom ??= REPORT_MESSAGES.rowOutOfRange;
    if ((candidate.rowTo ?? rowCount) > rowCount) errors.rowTo ??= REPORT_MESSAGES.rowOutOfRange;
  }
  return { request: parsed.success && Object.keys(errors).length === 0 ? parsed.data : null, errors };
}
