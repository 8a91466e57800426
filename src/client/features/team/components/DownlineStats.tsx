import { useTranslation } from 'react-i18next';
import { TEAM_RANKS } from '@shared/team/team.constants';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useDownlineStats } from '../api/downline.api';
import { formatNumber } from '../lib/format';
import { RANK_BAR_CLASS } from '../lib/rank-style';
import { RankBadge } from './RankBadge';

/** Size of the shown tree: total, depth, members per level and per rank. */
export function DownlineStats({ rootId }: { rootId: string | null }) {
  const { t, i18n } = useTranslation('team');
  const stats = useDownlineStats(rootId);
  const data = stats.data;
  const n = (value: number) => formatNumber(value, i18n.language);

  return (
    <Card className="grid gap-5 p-5 lg:sticky lg:top-0" data-testid="downline-stats" aria-busy={stats.isFetching}>
      <h2 className="font-semibold">{t('stats.title')}</h2>
      {!data ? (
        stats.isError ? (
          <p className="text-sm text-muted-foreground">{t('stats.error')}</p>
        ) : (
          <div className="grid gap-3">
            <Skeleton className="h-14" />
            <Skeleton className="h-24" />
            <Skeleton className="h-24" />
          </div>
        )
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3">
            <Figure label={t('stats.total')} value={n(data.total)} />
            <Figure label={t('stats.maxDepth')} value={n(data.maxDepth)} />
          </dl>
          <section aria-labelledby="downline-stats-levels">
            <h3 id="downline-stats-levels" className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
              {t('stats.perLevel')}
            </h3>
            {data.levels.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('stats.none')}</p>
            ) : (
              <ul className="grid gap-1.5">
                {data.levels.map(({ level, count }) => (
                  <Bar key={level} label={t('stats.level', { level })} value={count} text={n(count)} max={Math.max(...data.levels.map((l) => l.count))} />
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="downline-stats-ranks">
            <h3 id="downline-stats-ranks" className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
              {t('stats.perRank')}
            </h3>
            {data.ranks.every((r) => r.count === 0) ? (
              <p className="text-sm text-muted-foreground">{t('stats.none')}</p>
            ) : (
              <ul className="grid gap-1.5">
                {data.ranks
                  .filter((r) => r.count > 0)
                  .sort((a, b) => TEAM_RANKS.indexOf(b.rank) - TEAM_RANKS.indexOf(a.rank))
                  .map(({ rank, count }) => (
                    <li key={rank} className="flex items-center justify-between gap-2 text-sm">
                      <RankBadge rank={rank} />
                      <span className="flex items-center gap-2 tabular-nums">
                        <span className={cn('h-1.5 rounded-full', RANK_BAR_CLASS[rank])} style={{ width: `${Math.max(4, (count / Math.max(1, data.total)) * 96)}px` }} aria-hidden="true" />
                        {n(count)}
                      </span>
                    </li>
                  ))}
              </ul>
            )}
          </section>
        </>
      )}
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-md bg-muted/60 px-3 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-xl font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

function Bar({ label, value, text, max }: { label: string; value: number; text: string; max: number }) {
  return (
    <li className="grid grid-cols-[4.5rem_1fr_auto] items-center gap-2 text-sm">
      <span className="truncate text-muted-foreground">{label}</span>
      <span className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
        <span className="block h-full rounded-full bg-primary" style={{ width: `${max > 0 ? Math.max(2, (value / max) * 100) : 0}%` }} />
      </span>
      <span className="tabular-nums">{text}</span>
    </li>
  );
}
