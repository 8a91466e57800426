import { ArrowLeft, ArrowRight, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { importFieldsOf, type TImportDataType } from '@shared/import/import.constants';
import { missingRequiredFields } from '@shared/import/import.mapping';
import type { TImportMapping, TImportPreview } from '@shared/import/import.schema';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { OptionSelect } from '../../../components/ui/option-select';
import { MappingTemplates } from './MappingTemplates';

interface TMappingStepProps {
  dataType: TImportDataType;
  preview: TImportPreview;
  mapping: TImportMapping;
  onChange: (mapping: TImportMapping) => void;
  onBack: () => void;
  onNext: () => void;
}

/** Step 2: which column fills which field, with the first rows of the file as they will be read. */
export function MappingStep({ dataType, preview, mapping, onChange, onBack, onNext }: TMappingStepProps) {
  const { t, i18n } = useTranslation('importData');
  const fields = importFieldsOf(dataType);
  const keys = fields.map((f) => f.key);
  const required = new Set(fields.filter((f) => f.required).map((f) => f.key));
  const missing = missingRequiredFields(dataType, mapping);
  const fieldLabel = (key: string) => `${t(`fields.${key}`)}${required.has(key) ? ' *' : ''}`;

  const assign = (header: string, field: string) => {
    const next: TImportMapping = {};
    // A field fills from one column: choosing it here frees it elsewhere.
    for (const [h, f] of Object.entries(mapping)) if (h !== header && f !== field) next[h] = f;
    if (field) next[header] = field;
    onChange(next);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('map.title')}</CardTitle>
        <CardDescription>
          {t('map.text', { file: preview.fileName, count: preview.totalRows, rows: new Intl.NumberFormat(i18n.language).format(preview.totalRows) })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <MappingTemplates dataType={dataType} headers={preview.headers} mapping={mapping} onApply={onChange} />
        <div className="rounded-lg border" data-testid="import-mapping">
          <div className="hidden grid-cols-3 gap-3 border-b bg-muted/50 px-3 py-2 text-sm font-medium sm:grid" aria-hidden="true">
            <span>{t('map.column')}</span>
            <span>{t('map.sample')}</span>
            <span>{t('map.field')}</span>
          </div>
          <ul aria-label={t('map.caption')}>
            {preview.headers.map((header, i) => (
              <li key={header} className="grid gap-1 border-t px-3 py-2 first:border-t-0 sm:grid-cols-3 sm:items-center sm:gap-3">
                <span className="truncate text-sm font-medium" title={header}>{header}</span>
                <span className="truncate text-xs text-muted-foreground sm:text-sm" title={preview.rows[0]?.[i]}>
                  <span className="sr-only">{t('map.sample')}: </span>
                  {preview.rows[0]?.[i] || '—'}
                </span>
                <OptionSelect
                  aria-label={t('map.fieldFor', { column: header })}
                  options={keys}
                  labelOf={fieldLabel}
                  emptyLabel={t('map.skip')}
                  value={mapping[header] ?? ''}
                  onChange={(event) => assign(header, event.target.value)}
                  className="w-full"
                  data-testid="import-mapping-select"
                />
              </li>
            ))}
          </ul>
        </div>
        {missing.length > 0 && (
          <p role="status" className="flex items-start gap-2 rounded-md border border-warning/50 bg-warning/10 px-3 py-2 text-sm" data-testid="import-missing">
            <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-warning" aria-hidden="true" />
            {t('map.missing', { fields: missing.map((key) => t(`fields.${key}`)).join(', ') })}
          </p>
        )}
        <section className="grid gap-2">
          <h3 id="import-preview-title" className="text-sm font-semibold">{t('map.previewTitle', { count: preview.rows.length })}</h3>
          {/* Focusable so a keyboard user can scroll a preview wider than the screen. */}
          <div className="overflow-x-auto rounded-lg border" tabIndex={0} role="region" aria-labelledby="import-preview-title">
            <table className="w-full text-xs" data-testid="import-preview">
              <thead className="bg-muted/50 text-left">
                <tr>
                  {fields.filter((f) => Object.values(mapping).includes(f.key)).map((f) => (
                    <th key={f.key} scope="col" className="whitespace-nowrap px-3 py-2 font-medium">{t(`fields.${f.key}`)}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((row, r) => (
                  <tr key={r} className="border-t">
                    {fields.filter((f) => Object.values(mapping).includes(f.key)).map((f) => {
                      const header = Object.keys(mapping).find((h) => mapping[h] === f.key)!;
                      const cell = row[preview.headers.indexOf(header)] ?? '';
                      return <td key={f.key} className="max-w-48 truncate whitespace-nowrap px-3 py-2" title={cell}>{cell}</td>;
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      </CardContent>
      <CardFooter className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between [&>*]:w-full sm:[&>*]:w-auto">
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          {t('map.back')}
        </Button>
        <Button onClick={onNext} disabled={missing.length > 0} data-testid="import-validate">
          {t('map.next', { count: preview.totalRows })}
          <ArrowRight aria-hidden="true" />
        </Button>
      </CardFooter>
    </Card>
  );
}
