import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';

/** The deepest tree one request may ask for (`depth` of `GET /api/team-members/downline`). */
export const MAX_LEVELS = 5;

/** "Expand all to depth N": shows N levels under the root. */
export function DownlineDepthControl({ value, max, onChange, busy }: { value: number; max: number; onChange: (value: number) => void; busy: boolean }) {
  const { t } = useTranslation('team');
  return (
    <div className="flex items-center gap-2">
      {busy && <Spinner className="size-4" label={t('downline.loading')} />}
      <span className="text-sm text-muted-foreground" id="downline-depth-label">
        {t('downline.expandTo')}
      </span>
      <div role="group" aria-labelledby="downline-depth-label" className="flex rounded-md border bg-card p-0.5" data-testid="downline-depth">
        {Array.from({ length: max }, (_, i) => i + 1).map((level) => (
          <button
            key={level}
            type="button"
            aria-pressed={value === level}
            aria-label={t('downline.levels', { level })}
            onClick={() => onChange(level)}
            className={cn(
              'size-8 cursor-pointer rounded text-sm font-medium tabular-nums focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              value === level ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
            )}
          >
            {level}
          </button>
        ))}
      </div>
    </div>
  );
}
