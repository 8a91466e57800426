import { ArrowLeft, CircleCheck, CircleAlert, Download, Rows3 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IMPORT_ERRORS_SHOWN, type TImportDataType } from '@shared/import/import.constants';
import type { TImportResult } from '@shared/import/import.schema';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { problemText } from '../lib/import-texts';
import { ImportProgress, type TImportProgressLine } from './ImportProgress';

interface TValidateStepProps {
  dataType: TImportDataType;
  /** The dry run's answer; null while it runs. */
  result: TImportResult | null;
  progress: TImportProgressLine | null;
  /** True while the import itself runs (the progress then shows its writing). */
  importing: boolean;
  skipInvalid: boolean;
  onSkipInvalidChange: (skip: boolean) => void;
  onBack: () => void;
  onImport: () => void;
  onCancel: () => void;
  onDownloadRejected: () => void;
  downloading: boolean;
}

/** Step 3: what the server found in every row, the choice to skip the bad ones, and the import with its progress. */
export function ValidateStep(props: TValidateStepProps) {
  const { result, progress, importing, skipInvalid } = props;
  const { t, i18n } = useTranslation('importData');
  const number = new Intl.NumberFormat(i18n.language);
  const invalid = result?.invalidRows ?? 0;
  const canImport = !!result && result.validRows > 0 && (invalid === 0 || skipInvalid) && !importing;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('validate.title')}</CardTitle>
        <CardDescription>{t('validate.text')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {(!result || importing) && <ImportProgress progress={progress} onCancel={props.onCancel} />}
        {result && (
          <>
            <dl className="grid grid-cols-3 gap-2 sm:gap-3" data-testid="import-validation">
              {[
                { key: 'total', icon: Rows3, value: result.totalRows, tone: 'text-primary' },
                { key: 'valid', icon: CircleCheck, value: result.validRows, tone: 'text-emerald-700 dark:text-emerald-400' },
                { key: 'invalid', icon: CircleAlert, value: invalid, tone: invalid ? 'text-destructive' : 'text-muted-foreground' },
              ].map(({ key, icon: Icon, value, tone }) => (
                <div key={key} className="grid gap-1 rounded-lg border p-3">
                  {/* The icon above the name on a phone: beside it, a third of the width cut "Строк с ошибками". */}
                  <dt className="flex flex-col items-start gap-1 text-xs text-muted-foreground sm:flex-row sm:items-center sm:gap-2">
                    <Icon className={`size-4 shrink-0 ${tone}`} aria-hidden="true" />
                    {t(`validate.${key}`)}
                  </dt>
                  <dd className="text-xl font-semibold tabular-nums" data-testid={`import-count-${key}`}>{number.format(value)}</dd>
                </div>
              ))}
            </dl>
            {invalid > 0 && (
              <section className="grid gap-3">
                <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                  <div>
                    <h3 id="import-errors-title" className="text-sm font-semibold">
                      {t('validate.errorsTitle', { count: invalid, rows: number.format(invalid) })}
                    </h3>
                    {result.errors.length >= IMPORT_ERRORS_SHOWN && <p className="text-xs text-muted-foreground">{t('validate.truncated', { shown: number.format(result.errors.length) })}</p>}
                  </div>
                  <Button variant="outline" size="sm" onClick={props.onDownloadRejected} disabled={props.downloading} data-testid="import-download-rejected">
                    <Download aria-hidden="true" />
                    {t('validate.download')}
                  </Button>
                </div>
                {/* Focusable so a keyboard user can scroll through a long list of problems. */}
                <div className="max-h-72 overflow-auto rounded-lg border" tabIndex={0} role="region" aria-labelledby="import-errors-title">
                  <table className="w-full text-sm" data-testid="import-errors">
                    <thead className="sticky top-0 bg-muted text-left">
                      <tr>
                        <th scope="col" className="px-3 py-2 font-medium">{t('validate.row')}</th>
                        <th scope="col" className="px-3 py-2 font-medium">{t('validate.column')}</th>
                        <th scope="col" className="px-3 py-2 font-medium">{t('validate.problem')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {result.errors.map((error, i) => (
                        <tr key={`${error.row}-${error.field}-${i}`} className="border-t align-top">
                          <td className="px-3 py-2 tabular-nums">{error.row}</td>
                          <td className="px-3 py-2">{error.column ?? t(`fields.${error.field}`)}</td>
                          <td className="px-3 py-2">{problemText(t, error, props.dataType)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                <label className="flex items-start gap-2 text-sm">
                  <input type="checkbox" className="mt-0.5 size-4 accent-primary" checked={skipInvalid} onChange={(event) => props.onSkipInvalidChange(event.target.checked)} disabled={importing} data-testid="import-skip-invalid" />
                  <span>{t('validate.skip', { count: invalid })}</span>
                </label>
              </section>
            )}
            {result.validRows === 0 && <p role="status" className="text-sm text-muted-foreground">{t('validate.nothingValid')}</p>}
          </>
        )}
      </CardContent>
      <CardFooter className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between [&>*]:w-full sm:[&>*]:w-auto">
        <Button variant="outline" onClick={props.onBack} disabled={importing}>
          <ArrowLeft aria-hidden="true" />
          {t('validate.back')}
        </Button>
        <Button onClick={props.onImport} disabled={!canImport} data-testid="import-run">
          {t('validate.import', { count: result?.validRows ?? 0, rows: number.format(result?.validRows ?? 0) })}
        </Button>
      </CardFooter>
    </Card>
  );
}
