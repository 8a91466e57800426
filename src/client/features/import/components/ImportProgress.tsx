import { useTranslation } from 'react-i18next';
import type { TImportStreamLine } from '@shared/import/import.schema';
import { Button } from '../../../components/ui/button';
import { Progress } from '../../../components/ui/progress';

export type TImportProgressLine = Extract<TImportStreamLine, { phase: string }>;

/** The server's own count of rows validated, then written; a cancel rolls the import back. */
export function ImportProgress({ progress, onCancel }: { progress: TImportProgressLine | null; onCancel?: () => void }) {
  const { t, i18n } = useTranslation('importData');
  const number = new Intl.NumberFormat(i18n.language);
  const phase = progress?.phase ?? 'validating';
  const percent = progress && progress.total > 0 ? (progress.processed / progress.total) * 100 : 0;
  return (
    <div className="grid gap-3" data-testid="import-progress">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium">{t(`progress.${phase}`)}</span>
        <span className="tabular-nums text-muted-foreground" aria-live="polite">
          {progress ? t('progress.count', { processed: number.format(progress.processed), total: number.format(progress.total) }) : t('progress.starting')}
        </span>
      </div>
      <Progress value={percent} label={t(`progress.${phase}`)} />
      {onCancel && (
        <div>
          <Button variant="outline" size="sm" onClick={onCancel} data-testid="import-cancel">
            {t('progress.cancel')}
          </Button>
        </div>
      )}
    </div>
  );
}
