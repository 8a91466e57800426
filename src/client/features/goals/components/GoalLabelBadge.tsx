import { useTranslation } from 'react-i18next';
import type { TGoalLabel } from '@shared/goals/goals.schema';
import { Badge } from '../../../components/ui/badge';

const LABEL_STYLES: Record<TGoalLabel, string> = {
  completed: 'bg-success/15 text-success',
  overdue: 'bg-destructive/15 text-destructive',
  due_soon: 'bg-warning/20 text-amber-800 dark:text-warning',
  in_progress: 'bg-primary/10 text-primary',
};

/** The server's display label of a goal: completed, overdue, due soon or in progress. */
export function GoalLabelBadge({ label }: { label: TGoalLabel }) {
  const { t } = useTranslation('goals');
  return (
    <Badge variant="secondary" className={LABEL_STYLES[label]} data-testid="goal-label">
      {t(`label.${label}`)}
    </Badge>
  );
}

/** The colour of a goal's progress bar, matching its label. */
export const PROGRESS_BAR_STYLES: Record<TGoalLabel, string> = {
  completed: 'bg-success',
  overdue: 'bg-destructive',
  due_soon: 'bg-warning',
  in_progress: 'bg-primary',
};
