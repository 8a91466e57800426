import { useTranslation } from 'react-i18next';
import type { TTeamGoalStatus } from '@shared/team-analytics/team-analytics.constants';
import type { TTeamGoal } from '@shared/team-analytics/team-analytics.schema';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { RowActions } from '../../../components/ui/row-actions';
import { cn } from '../../../lib/cn';
import { formatDay, formatGoalValue, formatPercent } from '../lib/format';

const STATUS_STYLE: Record<TTeamGoalStatus, { badge: 'success' | 'secondary' | 'destructive' | 'outline'; bar: string }> = {
  done: { badge: 'success', bar: 'bg-success' },
  on_track: { badge: 'secondary', bar: 'bg-primary' },
  behind: { badge: 'outline', bar: 'bg-warning' },
  overdue: { badge: 'destructive', bar: 'bg-destructive' },
};

/** One team goal: where it stands against its target and an even pace, with edit and delete. */
export function TeamGoalCard({ goal, onEdit, onDelete }: { goal: TTeamGoal; onEdit: () => void; onDelete: () => void }) {
  const { t, i18n } = useTranslation('teamAnalytics');
  const lang = i18n.language;
  const value = (v: number) => formatGoalValue(goal.metric, v, lang);
  const style = STATUS_STYLE[goal.status];
  return (
    <Card className="grid gap-3 p-4" data-testid="team-goal-card">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="break-words font-semibold" data-testid="team-goal-title">
            {goal.title}
          </h3>
          <p className="text-sm text-muted-foreground">{t(`goals.metric.${goal.metric}`)}</p>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <Badge variant={style.badge} className={cn(goal.status === 'behind' && 'border-warning text-foreground')} data-testid="team-goal-status">
            {t(`goals.status.${goal.status}`)}
          </Badge>
          <RowActions editLabel={t('goals.edit', { title: goal.title })} deleteLabel={t('goals.delete', { title: goal.title })} onEdit={onEdit} onDelete={onDelete} editTestId="team-goal-edit" deleteTestId="team-goal-delete" />
        </div>
      </div>
      <Progress value={goal.progressPercent} label={t('goals.progressLabel', { title: goal.title })} barClassName={style.bar} />
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
        <span className="tabular-nums" data-testid="team-goal-figures">
          {t('goals.figures', { current: value(goal.currentValue), target: value(goal.targetValue), percent: formatPercent(goal.progressPercent, lang) })}
        </span>
        {(goal.status === 'on_track' || goal.status === 'behind') && <span className="text-muted-foreground">{t('goals.pace', { expected: value(goal.expectedValue) })}</span>}
      </div>
      <p className="text-xs text-muted-foreground">{t('goals.dates', { start: formatDay(goal.startDate, lang), deadline: formatDay(goal.deadline, lang) })}</p>
    </Card>
  );
}
