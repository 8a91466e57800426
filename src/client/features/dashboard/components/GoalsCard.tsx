import { Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import type { TDashboardSummary } from '../api/summary';
import { formatDate } from '../format';
import { EmptyState } from './EmptyState';

function percentOf(current: number, target: number): number {
  if (target <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((current / target) * 100)));
}

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
              const percent = percentOf(goal.currentValue, goal.targetValue);
              return (
                <li key={goal.id} className="space-y-1.5">
                  <div className="flex items-baseline justify-between gap-3 text-sm">
                    <span className="min-w-0 truncate font-medium">{goal.title}</span>
                    <span className="shrink-0 tabular-nums text-muted-foreground">
                      {t('dashboard.goals.progress', { current: goal.currentValue.toLocaleString(lang), target: goal.targetValue.toLocaleString(lang) })}
                    </span>
                  </div>
                  <div
                    className="h-2 overflow-hidden rounded-full bg-muted"
                    role="progressbar"
                    aria-label={goal.title}
                    aria-valuenow={percent}
                    aria-valuemin={0}
                    aria-valuemax={100}
                  >
                    <div className={percent >= 100 ? 'h-full bg-success' : 'h-full bg-primary'} style={{ width: `${percent}%` }} />
                  </div>
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
