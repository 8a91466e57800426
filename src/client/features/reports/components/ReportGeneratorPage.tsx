import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, FileX2 } from 'lucide-react';
import { toast } from 'sonner';
import { hasFeature } from '@shared/membership/features';
import { REPORT_MESSAGES, type TReportPreviewRequest } from '@shared/reports/reports.schema';
import { isPremiumRequired, useUpgradePrompt } from '../../../components/premium/UpgradePrompt';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { ListEmpty, ListError } from '../../../components/ui/list-states';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { useValidationText } from '../../../lib/use-validation-text';
import { useProfile } from '../../profile/api/profile';
import { useExportReport, useReportMeta, useReportPreview } from '../api/reports.api';
import { DEFAULT_REPORT_FORM, metaQueryOf, reportRequestOf, type TReportForm } from '../lib/report-form';
import { useDebounced } from '../lib/use-debounced';
import { ReportGeneratorLocked } from './ReportGeneratorLocked';
import { ReportOptions } from './ReportOptions';
import { ReportPreviewBody } from './ReportPreview';

/** The toast of a failed export, by what the server answered. */
function exportErrorKey(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return 'toasts.unreachable';
  if (error.code === 'no_data') return 'toasts.noData';
  if (error.code === 'validation_failed') return 'toasts.invalid';
  if (error.status >= 500) return 'toasts.dataSource';
  return 'toasts.failed';
}

/**
 * `/report-generator` (premium): the seller picks a type, a period in her time zone, a layout, the
 * fields and a row range, sees the counts and the first rows, and downloads the report as PDF or
 * CSV. Without premium access the page says what the feature does and how to unlock it.
 */
export function ReportGeneratorPage() {
  const { t } = useTranslation('reports');
  const validationText = useValidationText('reports');
  const profile = useProfile();
  const upgrade = useUpgradePrompt();
  const premium = profile.data ? hasFeature(profile.data, 'REPORT_GENERATOR') : false;
  const [form, setForm] = useState<TReportForm>(DEFAULT_REPORT_FORM);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const exporter = useExportReport();

  const meta = useReportMeta(premium ? metaQueryOf(form) : null);
  const rowCount = meta.data && !meta.isPlaceholderData ? meta.data.rowCount : undefined;
  const { request, errors } = useMemo(() => reportRequestOf(form, rowCount), [form, rowCount]);
  const previewRequest: TReportPreviewRequest | null = useMemo(() => {
    if (!request || rowCount === 0) return null;
    const { format: _format, ...rest } = request;
    return rest;
  }, [request, rowCount]);
  const preview = useReportPreview(useDebounced(premium ? previewRequest : null));

  const change = (next: Partial<TReportForm>) => {
    setForm((current) => ({ ...current, ...next }));
    setServerErrors({});
    setTouched(true);
  };
  // Errors show once the seller has changed something, except the empty dates of a custom period
  // she has just chosen (until she tries to export); server errors always.
  const local = Object.fromEntries(Object.entries(errors).filter(([, message]) => attempted || (touched && message !== REPORT_MESSAGES.customDates)));
  const shown: Record<string, string | undefined> = Object.fromEntries(
    Object.entries({ ...local, ...serverErrors }).map(([field, message]) => [field, validationText(message)]),
  );

  const runExport = () => {
    setTouched(true);
    setAttempted(true);
    if (!request) return toast.error(t('toasts.invalid'));
    if (rowCount === 0) return toast.error(t('toasts.noData'));
    exporter.mutate(request, {
      onSuccess: () => toast.success(t('toasts.exported')),
      onError: (error) => {
        if (isPremiumRequired(error)) return upgrade.open({ feature: t('title') });
        if (error instanceof ApiError && error.fields) setServerErrors(error.fields);
        toast.error(t(exportErrorKey(error)));
      },
    });
  };

  if (profile.isPending) {
    return (
      <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6" aria-busy="true">
        <Skeleton className="h-12 w-1/2" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  }

  const header = <PageHeader title={t('title')} subtitle={t('subtitle')} />;
  if (!premium || isPremiumRequired(meta.error)) {
    return (
      <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6" data-testid="report-generator-page">
        {header}
        <ReportGeneratorLocked onUpgrade={() => upgrade.open({ feature: t('title') })} />
      </div>
    );
  }

  const exporting = exporter.isPending;
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6" data-testid="report-generator-page">
      {header}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <Card>
          <CardHeader>
            <CardTitle>{t('options.title')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-6">
            <ReportOptions form={form} onChange={change} errors={shown} rowCount={rowCount} />
            <Button onClick={runExport} disabled={exporting} className="w-full sm:w-auto sm:justify-self-end" data-testid="report-export">
              <Download aria-hidden="true" />
              {exporting ? t('exporting') : `${t('export')} · ${form.format.toUpperCase()}`}
            </Button>
          </CardContent>
        </Card>
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle>{t('preview.title')}</CardTitle>
          </CardHeader>
          <CardContent aria-live="polite" aria-busy={preview.isFetching}>
            {rowCount === 0 ? (
              <ListEmpty icon={FileX2} title={t('preview.emptyTitle')} text={t('preview.emptyText')} testId="report-preview-empty" />
            ) : !previewRequest ? (
              // An earlier preview would show another type's or period's figures: say what is missing instead.
              <p className="text-sm text-muted-foreground" data-testid="report-preview-invalid">
                {Object.keys(shown).length > 0 ? t('preview.invalid') : t('preview.chooseDates')}
              </p>
            ) : preview.isError && !preview.data ? (
              <ListError message={t('preview.error')} retryLabel={t('preview.retry')} onRetry={() => void preview.refetch()} />
            ) : preview.data ? (
              // The previous answer stays, dimmed, until the new one comes: drawn with its own request.
              <div className={cn('transition-opacity', preview.isPlaceholderData && 'opacity-60')}>
                <ReportPreviewBody type={preview.data.request.type} fields={preview.data.request.fields} preview={preview.data.preview} rowFrom={preview.data.request.rowFrom ?? 1} />
              </div>
            ) : (
              <div className="grid gap-3" aria-label={t('preview.loading')}>
                <Skeleton className="h-16 w-full" />
                <Skeleton className="h-40 w-full" />
              </div>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
