import { ArrowRight, Flag, MessageSquare, Trash2, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TActivityType } from '@shared/activities/activities.constants';
import type { TActivity } from '@shared/activities/activities.schema';
import type { TTimelineItem } from '@shared/prospects/prospects.schema';
import { Button } from '../../../components/ui/button';
import { StatusBadge } from '../../activities/components/ActivityBadges';
import { ACTIVITY_TYPE_ICONS } from '../../activities/components/activity-icons';
import { formatDateTime } from '../lib/format';
import { CommentBody } from './CommentBody';

const DOT = 'absolute -left-[calc(1.25rem+1px)] top-0 grid size-8 -translate-x-1/2 place-items-center rounded-full border bg-card';

/** One event of the prospect's story, with its icon on the timeline's line. */
export function TimelineEntry({ item, onDeleteComment }: { item: TTimelineItem; onDeleteComment: (commentId: string) => void }) {
  const { t, i18n } = useTranslation('prospects');
  const when = (
    <time dateTime={item.at} className="text-xs text-muted-foreground">
      {formatDateTime(item.at, i18n.language)}
    </time>
  );

  if (item.kind === 'activity') {
    const Icon = ACTIVITY_TYPE_ICONS[item.activity.type as TActivityType] ?? Flag;
    const { activity } = item;
    return (
      <li className="relative grid gap-1" data-testid="timeline-activity">
        <span className={`${DOT} text-primary`} aria-hidden="true">
          <Icon className="size-4" />
        </span>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{t('activities:type.' + activity.type)}</span>
          <StatusBadge status={activity.status as TActivity['status']} />
          {when}
        </div>
        <p className="font-medium">{activity.title}</p>
        {activity.outcome && <p className="text-sm text-muted-foreground">{t('timeline.outcome', { outcome: t('activities:outcome.' + activity.outcome) })}</p>}
        {activity.scheduledAt && <p className="text-sm text-muted-foreground">{t('timeline.scheduledFor', { date: formatDateTime(activity.scheduledAt, i18n.language) })}</p>}
        {activity.description && <p className="whitespace-pre-wrap break-words text-sm">{activity.description}</p>}
      </li>
    );
  }

  if (item.kind === 'comment') {
    return (
      <li className="relative grid gap-1" data-testid="prospect-comment">
        <span className={`${DOT} text-sky-600 dark:text-sky-400`} aria-hidden="true">
          <MessageSquare className="size-4" />
        </span>
        <div className="flex items-center justify-between gap-2">
          <span className="flex flex-wrap items-center gap-x-2">
            <span className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{t('timeline.comment')}</span>
            {when}
          </span>
          <Button variant="ghost" size="icon" className="size-7" aria-label={t('comments.delete')} onClick={() => onDeleteComment(item.id)}>
            <Trash2 className="size-3.5" />
          </Button>
        </div>
        <div className="rounded-md border bg-background/60 p-3">
          <CommentBody body={item.comment.body} mentions={item.comment.mentions} />
        </div>
      </li>
    );
  }

  if (item.kind === 'stageChange') {
    const { field, from, to } = item.change;
    const label = (value: string | null) =>
      value === null ? t('timeline.none') : field === 'status' ? t(`common:statuses.prospect.${value}`) : t(`funnelStages.${value}`);
    return (
      <li className="relative grid gap-1" data-testid="timeline-stage-change">
        <span className={`${DOT} text-amber-600 dark:text-amber-400`} aria-hidden="true">
          <Flag className="size-4" />
        </span>
        <div className="flex flex-wrap items-center gap-x-2">
          <span className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{t(field === 'status' ? 'timeline.statusChanged' : 'timeline.stageChanged')}</span>
          {when}
        </div>
        <p className="flex flex-wrap items-center gap-1.5 text-sm">
          <span className="text-muted-foreground line-through decoration-muted-foreground/50">{label(from)}</span>
          <ArrowRight className="size-3.5 text-muted-foreground" aria-label={t('timeline.to')} />
          <span className="font-medium">{label(to)}</span>
        </p>
      </li>
    );
  }

  return (
    <li className="relative grid gap-1" data-testid="timeline-created">
      <span className={`${DOT} text-emerald-600 dark:text-emerald-400`} aria-hidden="true">
        <UserPlus className="size-4" />
      </span>
      <div className="flex flex-wrap items-center gap-x-2">
        <span className="text-sm font-medium">{t('timeline.created')}</span>
        {when}
      </div>
    </li>
  );
}
