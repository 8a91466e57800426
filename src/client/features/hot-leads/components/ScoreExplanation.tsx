import { useTranslation } from 'react-i18next';
import type { THotLead } from '@shared/hot-leads/hot-leads.schema';
import { HOT_LEAD_PAGE_TIME_TARGET_SECONDS, HOT_LEAD_WEIGHTS } from '@shared/hot-leads/hot-leads.rules';
import { percentOf } from '../lib/hot-lead-display';

const PARTS = [
  { key: 'open', rate: 'openRate', weight: HOT_LEAD_WEIGHTS.open },
  { key: 'click', rate: 'clickRate', weight: HOT_LEAD_WEIGHTS.click },
  { key: 'time', rate: 'timeOnPageScore', weight: HOT_LEAD_WEIGHTS.time },
] as const;

/** How a score adds up: each part's rate, its points out of its share, and the total. */
export function ScoreExplanation({ lead }: { lead: THotLead }) {
  const { t, i18n } = useTranslation('hotLeads');
  const points = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const targetMinutes = HOT_LEAD_PAGE_TIME_TARGET_SECONDS / 60;
  return (
    <div className="grid gap-3 text-sm" data-testid="hot-lead-explanation">
      <ul className="grid gap-2.5">
        {PARTS.map(({ key, rate, weight }) => {
          const percent = percentOf(lead[rate]);
          const max = weight * 100;
          return (
            <li key={key} className="grid gap-1" data-testid={`hot-lead-part-${key}`}>
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span>{t(`parts.${key}`, { percent, minutes: targetMinutes })}</span>
                <span className="font-medium tabular-nums">{t('parts.points', { points: points.format(lead.parts[key]), max })}</span>
              </div>
              <div className="h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                <div className="h-full rounded-full bg-primary" style={{ width: `${(lead.parts[key] / max) * 100}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
      <p className="flex flex-wrap justify-between gap-x-3 border-t pt-2 font-semibold">
        <span>{t('parts.total')}</span>
        <span className="tabular-nums">{t('parts.totalPoints', { score: lead.score })}</span>
      </p>
      <p className="text-xs text-muted-foreground">{t('parts.how')}</p>
    </div>
  );
}
