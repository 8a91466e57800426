import { Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { goalProgressPercent } from '@shared/goals/goals.rules';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { Skeleton } from '../../../components/ui/skeleton';
import type { TDashboardSummary } from '../api/summary';
import { formatDate } from '../format';
import { EmptyState } from './EmptyState';

export function GoalsCard({ goals, className }: { goals: TDashboardSummary['goals'] | undefined; className?: string }) {
  const { t, i18n } = useTranslation('shell');
  const lang = i18n.language;
  return (
    <Card className={className} data-testid="dashboard-goals">
      <CardHeader>
        <CardTitle>{t('dashboard.goals.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {!goals ? (
          <div className="space-y-4">
            {[0, 1].map((i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        ) : goals.length === 0 ? (
          <EmptyState icon={Target} title={t('dashboard.goals.empty')} text={t('dashboard.goals.emptyText')} />
        ) : (
          <ul className="space-y-4">
            {goals.map((goal) => {
              const percent = goalProgressPercent(goal.currentValue, goal.targetValue);
              return (
                <li key={goal.id} className="space-y-1.5">
                  <div className="flex items-baseline justify-between gap-3 text-sm">
                    <span className="min-w-0 truncate font-medium">{goal.title}</span>
                    <span className="shrink-0 tabular-nums text-muted-foreground">
                      {t('dashboard.goals.progress', { current: goal.currentValue.toLocaleString(lang), target: goal.targetValue.toLocaleString(lang) })}
                    </span>
                  </div>
                  <Progress value={percent} label={goal.title} barClassName={percent >= 100 ? 'bg-success' : undefined} />
                  <div className="flex justify-between text-xs text-muted-foreground">
                    <span>{percent}%</span>
                    {goal.deadline && <span>{t('dashboard.goals.due', { date: formatDate(goal.deadline, lang) })}</span>}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
