import { useTranslation } from 'react-i18next';
import { Progress } from '../../../components/ui/progress';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useRankProgress } from '../api/team.api';
import { useSeenOnce } from '../lib/hooks';
import { RANK_BAR_CLASS } from '../lib/rank-style';

/** How far the member is toward the next rank; loaded once the card comes into view. */
export function RankProgress({ memberId, memberName }: { memberId: string; memberName: string }) {
  const { t } = useTranslation('team');
  const [ref, seen] = useSeenOnce<HTMLDivElement>();
  const progress = useRankProgress(memberId, seen);
  const data = progress.data;

  return (
    <div ref={ref} className="min-h-12 space-y-1.5" data-testid="rank-progress">
      {!data ? (
        progress.isError ? (
          <p className="text-xs text-muted-foreground">{t('progress.error')}</p>
        ) : (
          <>
            <Skeleton className="h-3 w-32" />
            <Skeleton className="h-2 w-full" />
          </>
        )
      ) : !data.nextRank ? (
        <p className="text-xs font-medium text-muted-foreground">{t('progress.topRank')}</p>
      ) : (
        <>
          <div className="flex items-center justify-between gap-2 text-xs">
            <span className="text-muted-foreground">{t('progress.toNext', { rank: t(`ranks.${data.nextRank}`) })}</span>
            <span className="font-medium tabular-nums">{data.progressPercent}%</span>
          </div>
          <Progress value={data.progressPercent} barClassName={RANK_BAR_CLASS[data.nextRank]} label={t('progress.aria', { name: memberName, rank: t(`ranks.${data.nextRank}`) })} />
          <ul className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-muted-foreground">
            {data.requirements.map((r) => (
              <li key={r.key} className={cn(r.current >= r.required && 'text-success')}>
                {t(`progress.requirements.${r.key}`, { current: r.current, required: r.required })}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
