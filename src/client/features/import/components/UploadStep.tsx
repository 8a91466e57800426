import { useRef, useState, type DragEvent } from 'react';
import { FileUp, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IMPORT_MAX_BYTES, type TImportDataType } from '@shared/import/import.constants';
import type { TImportPreview } from '@shared/import/import.schema';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { previewImport } from '../api/import.api';
import { fileErrorKey } from '../lib/import-texts';

const MAX_MB = IMPORT_MAX_BYTES / 1024 / 1024;

/** Step 1: choose or drop a CSV file; the server reads it and proposes a mapping. */
export function UploadStep({ dataType, onPreview }: { dataType: TImportDataType; onPreview: (file: File, preview: TImportPreview) => void }) {
  const { t } = useTranslation('importData');
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [dragging, setDragging] = useState(false);

  const read = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    // The server decides on the bytes; this only spares a long upload bound to fail.
    if (file.size > IMPORT_MAX_BYTES) return setError(t('errors.tooLarge', { max: MAX_MB }));
    setReading(true);
    try {
      onPreview(file, await previewImport(dataType, file));
    } catch (cause) {
      setError(t(fileErrorKey(cause), { max: MAX_MB }));
    } finally {
      setReading(false);
      if (input.current) input.current.value = '';
    }
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void read(event.dataTransfer.files[0]);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('upload.title', { type: t(`dataTypes.${dataType}`) })}</CardTitle>
        <CardDescription>{t('upload.text', { max: MAX_MB })}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
          className={cn('grid place-items-center gap-3 rounded-lg border-2 border-dashed px-4 py-10 text-center transition-colors', dragging ? 'border-primary bg-primary/5' : 'border-border bg-muted/30')}
          data-testid="import-dropzone"
        >
          {reading ? <LoaderCircle className="size-8 animate-spin text-primary" aria-hidden="true" /> : <FileUp className="size-8 text-primary" aria-hidden="true" />}
          <p className="text-sm font-medium">{reading ? t('upload.reading') : t('upload.drop')}</p>
          <input ref={input} id="import-file" type="file" aria-label={t('upload.choose')} accept=".csv,.tsv,.txt,text/csv" className="sr-only" onChange={(event) => void read(event.target.files?.[0])} data-testid="import-file" />
          <Button variant="outline" onClick={() => input.current?.click()} disabled={reading}>
            {t('upload.choose')}
          </Button>
          <p className="text-xs text-muted-foreground">{t('upload.hint', { max: MAX_MB })}</p>
        </div>
        {error && (
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive" data-testid="import-upload-error">
            {error}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
