import { useState } from 'react';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DETAILED_REPORT_FORMATS, DETAILED_REPORT_SECTIONS, type TDetailedReportSection } from '@shared/detailed-reports/detailed-reports.schema';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { OptionSelect } from '../../../components/ui/option-select';
import { exportUrl, type TReportPeriodParams } from '../api/detailed-reports.api';

/** Which section, as PDF or CSV, over the period on screen; the file downloads straight from the server. */
export function ExportDialog({ open, onOpenChange, period, section }: { open: boolean; onOpenChange: (open: boolean) => void; period: TReportPeriodParams; section: TDetailedReportSection }) {
  const { t } = useTranslation('detailedReports');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="detailed-export-dialog">
        <DialogHeader>
          <DialogTitle>{t('export.title')}</DialogTitle>
          <DialogDescription>{t('export.description')}</DialogDescription>
        </DialogHeader>
        {/* Mounted with each opening, so it starts from the tab on screen. */}
        <ExportForm period={period} section={section} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ExportForm({ period, section, onDone }: { period: TReportPeriodParams; section: TDetailedReportSection; onDone: () => void }) {
  const { t } = useTranslation('detailedReports');
  const [format, setFormat] = useState<'csv' | 'pdf'>('pdf');
  const [chosen, setChosen] = useState<TDetailedReportSection>(section);
  return (
    <>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t('export.format')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {DETAILED_REPORT_FORMATS.map((f) => (
            <label key={f} className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5">
              <input type="radio" name="detailed-export-format" value={f} checked={format === f} onChange={() => setFormat(f)} className="accent-[var(--primary)]" data-testid={`detailed-export-format-${f}`} />
              {t(`export.formats.${f}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-1.5">
        <Label htmlFor="detailed-export-section">{t('export.section')}</Label>
        <OptionSelect id="detailed-export-section" options={DETAILED_REPORT_SECTIONS} labelOf={(s) => t(`tabs.${s}`)} value={chosen} onChange={(e) => setChosen(e.target.value as TDetailedReportSection)} data-testid="detailed-export-section" />
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          {t('export.cancel')}
        </Button>
        <Button asChild>
          <a href={exportUrl({ ...period, format, section: chosen })} download onClick={onDone} data-testid="detailed-export-download">
            <Download aria-hidden="true" />
            {t('export.download')}
          </a>
        </Button>
      </DialogFooter>
    </>
  );
}
