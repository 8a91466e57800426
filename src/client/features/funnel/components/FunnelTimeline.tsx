import { ArrowRight, Flag, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FUNNEL_EVENTS_LIMIT } from '@shared/funnel/funnel.schema';
import { isEndStage, isFunnelStage } from '@shared/funnel/funnel.rules';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { formatRelativeTime } from '../../../lib/relative-time';
import { useFunnelEvents } from '../api/funnel.api';
import { formatDateTime } from '../lib/board';
import { useFunnelStageLabel } from '../lib/use-stage-label';

/** A prospect's way through the funnel, newest change first: from → to, when (relative and exact). */
export function FunnelTimeline({ prospectId }: { prospectId: string }) {
  const { t, i18n } = useTranslation('funnel');
  const label = useFunnelStageLabel();
  const events = useFunnelEvents(prospectId);
  const now = Date.now();
  const stageText = (stage: string | null) => (stage === null ? t('timeline.cleared') : label(stage));

  return (
    <section aria-labelledby="funnel-timeline-heading" className="grid gap-3" data-testid="funnel-timeline">
      <h3 id="funnel-timeline-heading" className="text-sm font-semibold">
        {t('timeline.title')}
      </h3>
      {events.isPending && (
        <div className="grid gap-3" aria-busy="true" aria-label={t('loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      )}
      {events.isError && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm" role="alert">
          <span>{t('timeline.loadError')}</span>
          <Button variant="outline" size="sm" onClick={() => void events.refetch()}>
            <RotateCw aria-hidden="true" />
            {t('retry')}
          </Button>
        </div>
      )}
      {events.data?.items.length === 0 && <p className="text-sm text-muted-foreground">{t('timeline.empty')}</p>}
      {!!events.data?.items.length && (
        <ol className="relative grid gap-4 border-l pl-5" data-testid="funnel-events">
          {events.data.items.map((event) => (
            <li key={event.id} className="relative grid gap-1" data-testid="funnel-event">
              <span
                className={cn(
                  'absolute -left-[calc(1.25rem+1px)] top-0.5 grid size-6 -translate-x-1/2 place-items-center rounded-full border bg-card',
                  isFunnelStage(event.to) && isEndStage(event.to) ? (event.to === 'enrolled' ? 'text-emerald-600 dark:text-emerald-400' : 'text-rose-600 dark:text-rose-400') : 'text-primary',
                )}
                aria-hidden="true"
              >
                <Flag className="size-3" />
              </span>
              <p className="flex flex-wrap items-center gap-1.5 text-sm">
                {event.from === null ? (
                  <span className="text-muted-foreground">{t('timeline.entered')}</span>
                ) : (
                  <>
                    <span className="sr-only">{t('timeline.from')} </span>
                    <span className="text-muted-foreground">{stageText(event.from)}</span>
                    <ArrowRight className="size-3.5 text-muted-foreground" aria-hidden="true" />
                    <span className="sr-only"> {t('timeline.to')} </span>
                  </>
                )}
                <span className="font-medium">{stageText(event.to)}</span>
              </p>
              <p className="text-xs text-muted-foreground">
                <span>{formatRelativeTime(event.at, now, i18n.language)}</span>
                <span aria-hidden="true"> · </span>
                <time dateTime={event.at}>{formatDateTime(event.at, i18n.language)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
      {events.data?.items.length === FUNNEL_EVENTS_LIMIT && <p className="text-xs text-muted-foreground">{t('timeline.truncated', { count: FUNNEL_EVENTS_LIMIT })}</p>}
    </section>
  );
}
