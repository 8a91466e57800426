import { ArrowRight, History, PencilLine, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TDealActivity } from '@shared/deals/deals.schema';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { formatRelativeTime } from '../../../lib/relative-time';
import { useStageLabel } from '../../../lib/stage-label';
import { useDealActivity } from '../api/deals.api';
import { formatDay, formatMoment } from '../lib/dates';
import { describeChange, HISTORY_FIELDS, type TChangeLine, type THistoryFormat } from '../lib/history';
import { formatMoney, formatPercent } from '../lib/money';

function useHistoryFormat(): THistoryFormat {
  const { i18n } = useTranslation();
  const stage = useStageLabel();
  const lang = i18n.language;
  return {
    stage,
    money: (cents) => formatMoney(cents, lang),
    percent: (value) => formatPercent(value, lang),
    day: (day) => formatDay(day, lang),
    moment: (iso) => formatMoment(iso, lang),
  };
}

function ChangeLine({ line }: { line: TChangeLine }) {
  const { t } = useTranslation('pipeline');
  const name = (HISTORY_FIELDS as readonly string[]).includes(line.field) ? t(`history.fields.${line.field}`) : line.field;
  if (line.kind !== 'values') {
    return (
      <li>
        <span className="font-medium">{name}</span> {t(line.kind === 'cleared' ? 'history.cleared' : 'history.changed')}
      </li>
    );
  }
  const none = t('history.none');
  return (
    <li className="break-words">
      <span className="font-medium">{name}:</span> <span className={line.from ? undefined : 'text-muted-foreground'}>{line.from ?? none}</span>
      <ArrowRight className="mx-1 inline size-3.5 align-[-2px] text-muted-foreground" aria-label={t('history.to')} />
      <span className={line.to ? undefined : 'text-muted-foreground'}>{line.to ?? none}</span>
    </li>
  );
}

function Entry({ entry, now }: { entry: TDealActivity; now: number }) {
  const { t, i18n } = useTranslation('pipeline');
  const format = useHistoryFormat();
  const created = entry.action === 'created';
  const lines = created ? [] : Object.entries(entry.details ?? {}).map(([field, change]) => describeChange(field, change, format));
  const stage = created ? entry.details?.stage?.to : undefined;
  const value = created ? (entry.details?.valueCents ?? entry.details?.value)?.to : undefined;
  const Icon = created ? Sparkles : lines.some((line) => line.field === 'stage') ? ArrowRight : PencilLine;
  return (
    <li
      className="relative pl-9 before:absolute before:-bottom-4 before:left-3 before:top-7 before:w-px before:bg-border last:before:hidden"
      data-testid="deal-history-entry" data-action={entry.action}>
      <span className="absolute left-0 top-0 grid size-6 place-items-center rounded-full bg-primary/10 text-primary" aria-hidden="true">
        <Icon className="size-3.5" />
      </span>
      <p className="text-xs text-muted-foreground">
        <time dateTime={entry.createdAt} title={formatMoment(entry.createdAt, i18n.language)}>
          {formatRelativeTime(entry.createdAt, now, i18n.language)}
        </time>
        <span aria-hidden="true"> · </span>
        <span>{formatMoment(entry.createdAt, i18n.language)}</span>
      </p>
      {created ? (
        <p className="text-sm font-medium">
          {typeof stage !== 'string'
            ? t('history.created')
            : typeof value === 'number'
              ? t('history.createdWith', { stage: format.stage(stage), value: format.money(value) })
              : t('history.createdIn', { stage: format.stage(stage) })}
        </p>
      ) : (
        <ul className="mt-0.5 space-y-0.5 text-sm">{lines.length > 0 ? lines.map((line) => <ChangeLine key={`${line.field}`} line={line} />) : <li>{t('history.updated')}</li>}</ul>
      )}
    </li>
  );
}

/** The deal's history, newest first: every recorded change with its time, and its creation. */
export function DealHistory({ dealId }: { dealId: string }) {
  const { t } = useTranslation('pipeline');
  const activity = useDealActivity(dealId);
  const entries = activity.data?.pages.flatMap((page) => page.items) ?? [];
  const now = Date.now();
  return (
    <section aria-labelledby="deal-history-heading" className="space-y-3" data-testid="deal-history">
      <h3 id="deal-history-heading" className="flex items-center gap-2 text-sm font-semibold">
        <History className="size-4 text-muted-foreground" aria-hidden="true" />
        {t('history.title')}
      </h3>
      {activity.isError && !activity.data ? (
        <div className="space-y-2" role="alert">
          <p className="text-sm text-muted-foreground">{t('history.loadFailed')}</p>
          <Button size="sm" variant="outline" onClick={() => void activity.refetch()}>
            {t('list.retry')}
          </Button>
        </div>
      ) : !activity.data ? (
        <div className="space-y-3" role="status" aria-busy="true" aria-label={t('history.loading')}>
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-4/5" />
        </div>
      ) : entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('history.empty')}</p>
      ) : (
        <>
          <ol className="space-y-4">{entries.map((entry) => <Entry key={entry.id} entry={entry} now={now} />)}</ol>
          {activity.hasNextPage && (
            <Button size="sm" variant="ghost" onClick={() => void activity.fetchNextPage()} disabled={activity.isFetchingNextPage}>
              {activity.isFetchingNextPage && <Spinner className="size-4 text-current" />}
              {t('history.older')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
