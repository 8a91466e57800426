import { Archive, ArchiveRestore, CalendarDays, MoreHorizontal, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TGoal } from '@shared/goals/goals.schema';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '../../../components/ui/dropdown-menu';
import { Progress } from '../../../components/ui/progress';
import type { TGoalAction, TGoalProgressBody } from '../api/goals.api';
import { formatDay, formatNumber, formatPercent } from '../lib/goal-form';
import { GoalLabelBadge, PROGRESS_BAR_STYLES } from './GoalLabelBadge';
import { GoalProgressControl } from './GoalProgressControl';

export interface TGoalCardHandlers {
  onEdit: (goal: TGoal) => void;
  onProgress: (goal: TGoal, body: TGoalProgressBody, done: () => void) => void;
  onAction: (goal: TGoal, action: TGoalAction) => void;
  onDelete: (goal: TGoal) => void;
}

export function GoalCard({ goal, pending, handlers }: { goal: TGoal; pending: boolean; handlers: TGoalCardHandlers }) {
  const { t, i18n } = useTranslation('goals');
  const lang = i18n.language;
  return (
    <Card data-testid="goal-card" className="flex flex-col gap-4 p-5" aria-busy={pending}>
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1 space-y-1.5">
          <h2 className="line-clamp-2 font-semibold leading-snug break-words" title={goal.title}>
            {goal.title}
          </h2>
          <div className="flex flex-wrap items-center gap-2">
            {goal.isArchived ? <Badge variant="outline">{t('archivedBadge')}</Badge> : <GoalLabelBadge label={goal.label} />}
            <span className="text-sm text-muted-foreground">{t(`type.${goal.type}`)}</span>
          </div>
        </div>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" className="-mr-2 -mt-1 size-8 shrink-0" aria-label={t('menu.label', { title: goal.title })} disabled={pending} data-testid="goal-menu">
              <MoreHorizontal />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => handlers.onEdit(goal)}>
              <Pencil className="size-4" aria-hidden="true" />
              {t('menu.edit')}
            </DropdownMenuItem>
            {goal.isArchived ? (
              <DropdownMenuItem onSelect={() => handlers.onAction(goal, 'unarchive')} data-testid="goal-unarchive">
                <ArchiveRestore className="size-4" aria-hidden="true" />
                {t('menu.unarchive')}
              </DropdownMenuItem>
            ) : (
              <DropdownMenuItem onSelect={() => handlers.onAction(goal, 'archive')} data-testid="goal-archive">
                <Archive className="size-4" aria-hidden="true" />
                {t('menu.archive')}
              </DropdownMenuItem>
            )}
            <DropdownMenuItem onSelect={() => handlers.onAction(goal, 'reset')} data-testid="goal-reset">
              <RotateCcw className="size-4" aria-hidden="true" />
              {t('menu.reset')}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => handlers.onDelete(goal)} className="text-destructive data-[highlighted]:text-destructive" data-testid="goal-delete">
              <Trash2 className="size-4" aria-hidden="true" />
              {t('menu.delete')}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>

      <div className="space-y-2">
        <Progress value={goal.progressPercent} label={t('progress.label', { title: goal.title })} barClassName={PROGRESS_BAR_STYLES[goal.label]} />
        <div className="flex items-baseline justify-between gap-3 text-sm">
          <span className="tabular-nums" data-testid="goal-values">
            {t('progress.values', { current: formatNumber(goal.currentValue, lang), target: formatNumber(goal.targetValue, lang) })}
          </span>
          <span className="font-medium tabular-nums">{formatPercent(goal.progressPercent, lang)}</span>
        </div>
      </div>

      <div className="mt-auto flex flex-wrap items-center justify-between gap-3">
        <p className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
          <CalendarDays className="size-4" aria-hidden="true" />
          {goal.deadline ? t('deadline', { date: formatDay(goal.deadline, lang) }) : t('noDeadline')}
        </p>
        {!goal.isArchived && <GoalProgressControl goal={goal} pending={pending} onProgress={(body, done) => handlers.onProgress(goal, body, done)} />}
      </div>
    </Card>
  );
}
