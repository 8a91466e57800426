import { useState } from 'react';
import { Download, FileSpreadsheet, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TAnalyticsPeriod, TAnalyticsTab } from '@shared/team-analytics/team-analytics.constants';
import { PERIOD_TABS } from '@shared/team-analytics/team-analytics.constants';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { cn } from '../../../lib/cn';
import { teamAnalyticsExportUrl } from '../api/team-analytics.api';

const FORMATS = [
  { format: 'pdf', icon: FileText },
  { format: 'csv', icon: FileSpreadsheet },
] as const;

/** The export modal (spec 02 §2): the open tab, as a PDF with its charts or a CSV of its figures. */
export function ExportDialog({ open, onOpenChange, tab, period }: { open: boolean; onOpenChange: (open: boolean) => void; tab: TAnalyticsTab; period: TAnalyticsPeriod }) {
  const { t, i18n } = useTranslation('teamAnalytics');
  const [format, setFormat] = useState<'pdf' | 'csv'>('pdf');
  const href = teamAnalyticsExportUrl({ tab, period, format, lang: i18n.language });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="team-analytics-export-dialog">
        <DialogHeader>
          <DialogTitle>{t('export.title')}</DialogTitle>
          <DialogDescription>
            {PERIOD_TABS.includes(tab) ? t('export.textPeriod', { tab: t(`tabs.${tab}`), days: period }) : t('export.text', { tab: t(`tabs.${tab}`) })}
          </DialogDescription>
        </DialogHeader>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{t('export.format')}</legend>
          {FORMATS.map(({ format: value, icon: Icon }) => (
            <label
              key={value}
              className={cn('flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring', format === value && 'border-primary bg-primary/5')}
            >
              <input type="radio" name="team-analytics-format" value={value} checked={format === value} onChange={() => setFormat(value)} className="mt-1 accent-[var(--primary)]" data-testid={`team-analytics-format-${value}`} />
              <Icon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="grid gap-0.5">
                <span className="text-sm font-medium">{t(`export.${value}`)}</span>
                <span className="text-xs text-muted-foreground">{t(`export.${value}Text`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <DialogFooter className="gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('export.cancel')}
          </Button>
          <Button asChild>
            <a href={href} download onClick={() => onOpenChange(false)} data-testid="team-analytics-download">
              <Download aria-hidden="true" />
              {t('export.download')}
            </a>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
