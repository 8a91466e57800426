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
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full min-w-[36rem] text-sm" data-testid="import-mapping">
            <caption className="sr-only">{t('map.caption')}</caption>
            <thead className="bg-muted/50 text-left">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">{t('map.column')}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t('map.sample')}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t('map.field')}</th>
              </tr>
            </thead>
            <tbody>
              {preview.headers.map((header, i) => (
                <tr key={header} className="border-t">
                  <th scope="row" className="max-w-48 truncate px-3 py-2 text-left font-medium" title={header}>{header}</th>
                  <td className="max-w-56 truncate px-3 py-2 text-muted-foreground" title={preview.rows[0]?.[i]}>{preview.rows[0]?.[i] || '—'}</td>
                  <td className="px-3 py-2">
                    <OptionSelect
                      aria-label={t('map.fieldFor', { column: header })}
                      options={keys}
                      labelOf={fieldLabel}
                      emptyLabel={t('map.skip')}
                      value={mapping[header] ?? ''}
                      onChange={(event) => assign(header, event.target.value)}
                      className="w-full min-w-44"
                      data-testid="import-mapping-select"
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {missing.length > 0 && (
          <p role="status" className="flex items-start gap-2 rounded-md border border-warning/50 bg-warning/10 px-3 py-2 text-sm" data-testid="import-missing">
            <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-warning" aria-hidden="true" />
            {t('map.missing', { fields: missing.map((key) => t(`fields.${key}`)).join(', ') })}
          </p>
        )}
        <section className="grid gap-2" aria-labelledby="import-preview-title">
          <h3 id="import-preview-title" className="text-sm font-semibold">{t('map.previewTitle', { count: preview.rows.length })}</h3>
          <div className="overflow-x-auto rounded-lg border">
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
      <CardFooter className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
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
