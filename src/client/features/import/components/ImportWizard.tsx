import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { IMPORT_MAX_BYTES, type TImportDataType } from '@shared/import/import.constants';
import type { TImportMapping, TImportPreview, TImportResult } from '@shared/import/import.schema';
import { downloadRejectedRows, runImport } from '../api/import.api';
import { fileErrorKey } from '../lib/import-texts';
import type { TImportProgressLine } from './ImportProgress';
import { ImportStepper, type TWizardStep } from './ImportStepper';
import { MappingStep } from './MappingStep';
import { SummaryStep } from './SummaryStep';
import { UploadStep } from './UploadStep';
import { ValidateStep } from './ValidateStep';

/** The lists whose data an import changes: they reload when shown next. */
const CHANGED_LISTS = [['prospects'], ['contacts'], ['people'], ['team'], ['activities'], ['dashboard'], ['me']];

const isAbort = (error: unknown) => (error as Error)?.name === 'AbortError';

/**
 * The import wizard of one data type (spec 02 §2, §4): upload → map → validate (a dry run on the
 * server) → import with the server's progress → summary. Leaving the page or cancelling aborts
 * the request, and the server rolls the import back.
 */
export function ImportWizard({ dataType }: { dataType: TImportDataType }) {
  const { t } = useTranslation('importData');
  const queryClient = useQueryClient();
  const [step, setStep] = useState<TWizardStep>('upload');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<TImportPreview | null>(null);
  const [mapping, setMapping] = useState<TImportMapping>({});
  const [validation, setValidation] = useState<TImportResult | null>(null);
  const [result, setResult] = useState<TImportResult | null>(null);
  const [progress, setProgress] = useState<TImportProgressLine | null>(null);
  const [importing, setImporting] = useState(false);
  const [skipInvalid, setSkipInvalid] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const fail = (error: unknown, fallbackStep: TWizardStep) => {
    if (isAbort(error)) return;
    toast.error(t('errors.title'), { description: t(fileErrorKey(error), { max: IMPORT_MAX_BYTES / 1024 / 1024 }) });
    setStep(fallbackStep);
  };

  const start = () => {
    running.current?.abort();
    running.current = new AbortController();
    setProgress(null);
    return running.current.signal;
  };

  const validate = async () => {
    if (!file) return;
    setStep('validate');
    setValidation(null);
    setSkipInvalid(false);
    try {
      setValidation(await runImport({ dataType, file, mapping, dryRun: true }, setProgress, start()));
    } catch (error) {
      fail(error, 'map');
    }
  };

  const runTheImport = async () => {
    if (!file) return;
    setImporting(true);
    try {
      const answer = await runImport({ dataType, file, mapping, skipInvalid }, setProgress, start());
      setResult(answer);
      setStep('summary');
      for (const key of CHANGED_LISTS) void queryClient.invalidateQueries({ queryKey: key });
    } catch (error) {
      if (isAbort(error)) toast.info(t('progress.cancelled'));
      else fail(error, 'validate');
    } finally {
      setImporting(false);
    }
  };

  const cancel = () => {
    running.current?.abort();
    if (!importing) setStep('map');
  };

  const download = async () => {
    if (!file) return;
    setDownloading(true);
    try {
      await downloadRejectedRows({ dataType, file, mapping });
    } catch (error) {
      fail(error, 'validate');
    } finally {
      setDownloading(false);
    }
  };

  const restart = () => {
    setFile(null);
    setPreview(null);
    setMapping({});
    setValidation(null);
    setResult(null);
    setStep('upload');
  };

  return (
    <div className="grid gap-5" data-testid="import-wizard" data-step={step}>
      <ImportStepper current={step} />
      {step === 'upload' && (
        <UploadStep
          dataType={dataType}
          onPreview={(chosen, answer) => {
            setFile(chosen);
            setPreview(answer);
            setMapping(answer.suggestedMapping);
            setStep('map');
          }}
        />
      )}
      {step === 'map' && preview && <MappingStep dataType={dataType} preview={preview} mapping={mapping} onChange={setMapping} onBack={restart} onNext={() => void validate()} />}
      {step === 'validate' && (
        <ValidateStep
          dataType={dataType}
          result={validation}
          progress={progress}
          importing={importing}
          skipInvalid={skipInvalid}
          onSkipInvalidChange={setSkipInvalid}
          onBack={() => setStep('map')}
          onImport={() => void runTheImport()}
          onCancel={cancel}
          onDownloadRejected={() => void download()}
          downloading={downloading}
        />
      )}
      {step === 'summary' && result && <SummaryStep dataType={dataType} result={result} onRestart={restart} />}
    </div>
  );
}
