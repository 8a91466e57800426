import { Link } from 'react-router';
import { BellRing, CalendarCheck, CalendarDays, ListTodo, Lock, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TCalendarItem } from '@shared/calendar/calendar.schema';
import { AGENDA_ITEMS_SHOWN } from '@shared/dashboard/dashboard.schema';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { browserTimeZone, formatDateTime } from '../../../lib/time-zone';
import { useProfile } from '../../profile/api/profile';
import { useDashboardAgenda } from '../api/agenda';
import { EmptyState } from './EmptyState';

interface TAgendaColumnProps {
  kind: 'tasks' | 'followUps';
  icon: LucideIcon;
  counts: { today: number; overdue: number };
  overdue: TCalendarItem[];
  today: TCalendarItem[];
  allLink: string;
  zone: string;
  /** Follow-ups without premium access: the column says they are locked. */
  locked?: boolean;
}

function AgendaColumn({ kind, icon: Icon, counts, overdue, today, allLink, zone, locked }: TAgendaColumnProps) {
  const { t, i18n } = useTranslation('shell');
  const items = [...overdue.slice(0, AGENDA_ITEMS_SHOWN).map((item) => ({ item, late: true })), ...today.slice(0, AGENDA_ITEMS_SHOWN).map((item) => ({ item, late: false }))];
  const when = (item: TCalendarItem, late: boolean) =>
    formatDateTime(item.start, i18n.language, zone, late ? { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' } : { timeStyle: 'short' });
  return (
    <section aria-labelledby={`agenda-${kind}`} className="grid min-w-0 grid-cols-1 content-start gap-3" data-testid={`dashboard-agenda-${kind}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`agenda-${kind}`} className="flex items-center gap-2 font-semibold">
          <Icon className="size-4 text-primary" aria-hidden="true" />
          {t(`dashboard.agenda.${kind}`)}
        </h3>
        {!locked && (
          <p className="flex gap-2 text-xs font-medium">
            <span className="rounded-full bg-primary/10 px-2 py-0.5 text-primary" data-testid={`dashboard-agenda-${kind}-today`}>
              {t('dashboard.agenda.todayCount', { count: counts.today })}
            </span>
            <span className={cn('rounded-full px-2 py-0.5', counts.overdue > 0 ? 'bg-destructive/15 text-destructive' : 'bg-muted text-muted-foreground')} data-testid={`dashboard-agenda-${kind}-overdue`}>
              {t('dashboard.agenda.overdueCount', { count: counts.overdue })}
            </span>
          </p>
        )}
      </div>
      {locked ? (
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <Lock className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-warning" aria-hidden="true" />
          <span>
            {t('dashboard.agenda.followUpsLocked')}{' '}
            <Link to="/follow-ups" className="font-medium text-primary hover:underline">
              {t('dashboard.agenda.learnMore')}
            </Link>
          </span>
        </p>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t(`dashboard.agenda.${kind}Empty`)}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-1">
          {items.map(({ item, late }) => (
            <li key={`${late}-${item.id}`}>
              <Link
                to={item.url}
                className={cn(
                  'flex min-w-0 items-baseline gap-2 rounded-md border-l-2 px-2 py-1.5 text-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  late ? 'border-l-destructive' : 'border-l-primary/40',
                )}
                data-testid="dashboard-agenda-item"
              >
                <span className="min-w-0 flex-1 truncate font-medium">
                  {item.title}
                  {item.linked && item.linked.name !== item.title && <span className="font-normal text-muted-foreground"> · {item.linked.name}</span>}
                </span>
                <span className={cn('shrink-0 text-xs tabular-nums', late ? 'font-medium text-destructive' : 'text-muted-foreground')}>
                  {late && <span className="sr-only">{t('dashboard.agenda.overdue')}: </span>}
                  {when(item, late)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {!locked && counts.today + counts.overdue > items.length && (
        <Link to={allLink} className="text-sm font-medium text-primary hover:underline">
          {t(`dashboard.agenda.${kind}All`)}
        </Link>
      )}
    </section>
  );
}

/** Today's and overdue tasks and follow-up reminders, up to five of each, with links to them. */
export function AgendaCard() {
  const { t } = useTranslation('shell');
  const zone = useProfile().data?.timeZone ?? browserTimeZone();
  const { data: agenda, isError, refetch } = useDashboardAgenda();
  const nothing = agenda && agenda.tasksToday + agenda.tasksOverdue + agenda.followUpsToday + agenda.followUpsOverdue === 0;

  return (
    <Card data-testid="dashboard-agenda">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <CalendarDays className="size-5 text-primary" aria-hidden="true" />
            {t('dashboard.agenda.title')}
          </CardTitle>
          <CardDescription>{t('dashboard.agenda.description')}</CardDescription>
        </div>
        <Button variant="outline" size="sm" asChild>
          <Link to="/calendar">{t('dashboard.agenda.openCalendar')}</Link>
        </Button>
      </CardHeader>
      <CardContent>
        {isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
            {t('dashboard.agenda.loadError')}
            <Button variant="outline" size="sm" onClick={() => void refetch()}>
              {t('common:errors.tryAgain')}
            </Button>
          </div>
        ) : !agenda ? (
          <div className="grid gap-6 sm:grid-cols-2" aria-busy="true">
            <Skeleton className="h-48 w-full" />
            <Skeleton className="h-48 w-full" />
          </div>
        ) : nothing && agenda.followUpsIncluded ? (
          <EmptyState icon={CalendarCheck} title={t('dashboard.agenda.empty')} text={t('dashboard.agenda.emptyText')} />
        ) : (
          <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
            <AgendaColumn
              kind="tasks"
              icon={ListTodo}
              counts={{ today: agenda.tasksToday, overdue: agenda.tasksOverdue }}
              overdue={agenda.overdue.tasks}
              today={agenda.today.tasks}
              allLink="/tasks"
              zone={zone}
            />
            <AgendaColumn
              kind="followUps"
              icon={BellRing}
              counts={{ today: agenda.followUpsToday, overdue: agenda.followUpsOverdue }}
              overdue={agenda.overdue.followUps}
              today={agenda.today.followUps}
              allLink="/follow-ups?tab=overdue"
              zone={zone}
              locked={!agenda.followUpsIncluded}
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
