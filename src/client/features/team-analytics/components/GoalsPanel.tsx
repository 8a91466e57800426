import { useState } from 'react';
import { Goal, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TTeamGoal } from '@shared/team-analytics/team-analytics.schema';
import { Button } from '../../../components/ui/button';
import { DeleteDialog } from '../../../components/ui/delete-dialog';
import { ListEmpty } from '../../../components/ui/list-states';
import { Progress } from '../../../components/ui/progress';
import { ApiError } from '../../../lib/api';
import { useDeleteTeamGoal, useTeamAnalytics } from '../api/team-analytics.api';
import { formatCount, formatDay, formatPercent } from '../lib/format';
import { DataTable } from './DataTable';
import { TabData } from './TabData';
import { TeamGoalCard } from './TeamGoalCard';
import { TeamGoalFormDialog } from './TeamGoalFormDialog';
import type { TPanelProps } from './TeamAnalyticsPage';

/** The leader's team goals (add, edit, delete) and the goals members keep in their own accounts. */
export function GoalsPanel({ period }: TPanelProps) {
  const { t, i18n } = useTranslation('teamAnalytics');
  const lang = i18n.language;
  const query = useTeamAnalytics('goals', period);
  const remove = useDeleteTeamGoal();
  const [editing, setEditing] = useState<{ goal: TTeamGoal | null } | null>(null);
  const [deleting, setDeleting] = useState<TTeamGoal | null>(null);
  const add = (
    <Button onClick={() => setEditing({ goal: null })} data-testid="team-goal-add">
      <Plus aria-hidden="true" />
      {t('goals.add')}
    </Button>
  );
  return (
    <>
      <TabData query={query}>
        {(g) => (
          <>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-muted-foreground">{t('goals.intro')}</p>
              {g.goals.length > 0 && add}
            </div>
            {g.goals.length === 0 ? (
              <ListEmpty icon={Goal} title={t('goals.emptyTitle')} text={t('goals.emptyText')} action={add} testId="team-goals-empty" />
            ) : (
              <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="team-goals">
                {g.goals.map((goal) => (
                  <TeamGoalCard key={goal.id} goal={goal} onEdit={() => setEditing({ goal })} onDelete={() => setDeleting(goal)} />
                ))}
              </div>
            )}
            <DataTable
              title={t('goals.memberTitle')}
              description={t('goals.memberText')}
              columns={[
                { key: 'member', header: t('columns.member'), cell: (m) => m.memberName },
                { key: 'title', header: t('columns.goal'), cell: (m) => <span className="block min-w-32 break-words">{m.title}</span> },
                {
                  key: 'progress',
                  header: t('columns.progress'),
                  cell: (m) => (
                    <div className="flex items-center gap-2">
                      <Progress value={m.progressPercent} label={t('goals.progressLabel', { title: m.title })} className="hidden w-16 sm:block" />
                      <span className="whitespace-nowrap tabular-nums">{t('goals.memberFigures', { current: formatCount(m.currentValue, lang), target: formatCount(m.targetValue, lang), percent: formatPercent(m.progressPercent, lang) })}</span>
                    </div>
                  ),
                },
                { key: 'deadline', header: t('columns.deadline'), cell: (m) => (m.deadline ? formatDay(m.deadline, lang) : '—'), wide: true },
              ]}
              rows={g.memberGoals}
              rowKey={(m) => `${m.memberId}-${m.title}-${m.deadline}`}
              empty={t('goals.memberEmpty')}
              testId="team-member-goals"
            />
          </>
        )}
      </TabData>
      <TeamGoalFormDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} goal={editing?.goal ?? null} />
      <DeleteDialog
        item={deleting}
        onClose={() => setDeleting(null)}
        remove={remove}
        closeOnError
        texts={{
          title: t('goals.deleteTitle'),
          description: t('goals.deleteText', { title: deleting?.title ?? '' }),
          confirm: t('goals.deleteConfirm'),
          cancel: t('goals.form.cancel'),
          deleted: t('goals.toasts.deleted'),
          failed: (error) => t('goals.toasts.deleteFailed', { message: error instanceof ApiError && error.status !== 0 ? error.message : t('unreachable') }),
        }}
      />
    </>
  );
}
