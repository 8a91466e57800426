import { CalendarClock, CheckCircle2, ExternalLink, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TActivity } from '@shared/activities/activities.schema';
import { RowActions } from '../../../components/ui/row-actions';
import { formatDateTime } from '../lib/format';
import { ACTIVITY_TYPE_ICONS } from './activity-icons';
import { PriorityBadge, StatusBadge } from './ActivityBadges';

interface TActivityRowProps {
  activity: TActivity;
  onEdit: (activity: TActivity) => void;
  onDelete: (activity: TActivity) => void;
}

export function ActivityRow({ activity, onEdit, onDelete }: TActivityRowProps) {
  const { t, i18n } = useTranslation('activities');
  const Icon = ACTIVITY_TYPE_ICONS[activity.type];
  const when = activity.scheduledAt ?? activity.createdAt;
  return (
    <li data-testid="activity-row" className="grid grid-cols-[auto_1fr_auto] items-start gap-x-3 gap-y-2 p-4 sm:grid-cols-[auto_1fr_auto_auto] sm:items-center">
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary/10 text-primary" title={t(`type.${activity.type}`)}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 space-y-1.5">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <p className="min-w-0 truncate font-medium">{activity.title}</p>
          {activity.completed && <CheckCircle2 className="size-4 shrink-0 text-success" aria-label={t('row.completed')} />}
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <span>{t(`type.${activity.type}`)}</span>
          <span className="inline-flex items-center gap-1">
            <CalendarClock className="size-3.5" aria-hidden="true" />
            <time dateTime={when}>
              {activity.scheduledAt ? t('row.scheduled', { date: formatDateTime(when, i18n.language) }) : t('row.created', { date: formatDateTime(when, i18n.language) })}
            </time>
          </span>
          {activity.prospect && (
            <span className="inline-flex min-w-0 items-center gap-1">
              <UserRound className="size-3.5" aria-hidden="true" />
              <span className="truncate">{activity.prospect.name}</span>
            </span>
          )}
          {activity.platform && <span>{t(`platform.${activity.platform}`, { defaultValue: activity.platform })}</span>}
          {activity.outcome && <span>{t(`outcome.${activity.outcome}`, { defaultValue: activity.outcome })}</span>}
          {activity.link && (
            <a href={activity.link} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-primary hover:underline">
              <ExternalLink className="size-3.5" aria-hidden="true" />
              {t('row.openLink')}
            </a>
          )}
        </div>
      </div>
      <div className="col-span-2 col-start-2 row-start-2 flex flex-wrap gap-1.5 sm:col-span-1 sm:col-start-3 sm:row-start-1">
        <StatusBadge status={activity.status} />
        <PriorityBadge priority={activity.priority} />
      </div>
      <div className="col-start-3 row-start-1 flex gap-1 sm:col-start-4">
        <RowActions
          editLabel={t('row.edit', { title: activity.title })}
          deleteLabel={t('row.delete', { title: activity.title })}
          onEdit={() => onEdit(activity)}
          onDelete={() => onDelete(activity)}
        />
      </div>
    </li>
  );
}
