import { Flame, Snowflake, Thermometer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { hotLeadBand } from '@shared/hot-leads/hot-leads.rules';
import { cn } from '../../../lib/cn';
import { BAND_CLASSES } from '../lib/hot-lead-display';

const ICONS = { hot: Flame, warm: Thermometer, cool: Snowflake } as const;

/** The score with its band (hot, warm, cool) in words, icon and colour: never colour alone. */
export function HotLeadScoreBadge({ score, className }: { score: number; className?: string }) {
  const { t } = useTranslation('hotLeads');
  const band = hotLeadBand(score);
  const Icon = ICONS[band];
  return (
    <span
      className={cn('inline-flex items-center gap-1.5 sm:min-w-24 whitespace-nowrap rounded-full px-2.5 py-1 text-xs font-semibold', BAND_CLASSES[band], className)}
      data-testid="hot-lead-score"
      data-band={band}
    >
      <span className="sr-only">{t('score.label', { score, band: t(`bands.${band}`) })}</span>
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="text-sm tabular-nums" aria-hidden="true">
        {score}
      </span>
      <span aria-hidden="true">{t(`bands.${band}`)}</span>
    </span>
  );
}
