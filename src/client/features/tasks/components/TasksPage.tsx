import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import type { TTask, TTaskBulk } from '@shared/tasks/tasks.schema';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { useRealtimeEvent } from '../../../lib/realtime';
import { SavedViewsMenu } from '../../saved-views/components/SavedViewsMenu';
import { invalidateTasks, useBulkTasks, useDuplicateTask, useUpdateTask } from '../api/tasks.api';
import { hasTaskFilters, NO_TASK_FILTERS, useTaskParams } from '../lib/use-task-params';
import { DeleteTaskDialog } from './DeleteTaskDialog';
import { TaskBulkBar } from './TaskBulkBar';
import { TaskCalendar } from './TaskCalendar';
import { TaskDetail } from './TaskDetail';
import { TaskFilters } from './TaskFilters';
import { TaskFormDialog } from './TaskFormDialog';
import { TaskKanban } from './TaskKanban';
import { TaskListView } from './TaskListView';
import type { TTaskHandlers } from './TaskRowMenu';
import { TaskSheet } from './TaskSheet';
import { TaskViewToggle } from './TaskViewToggle';
import { useTaskError } from './use-task-error';

/** `/tasks`: the filtered tasks as a list, a kanban board or a month calendar, and the open task's detail. */
export function TasksPage() {
  const { t } = useTranslation('tasks');
  const queryClient = useQueryClient();
  const { params, filters, setFilters, setPage, view, setView, month, setMonth, openTaskId, openTask } = useTaskParams();
  const [dialog, setDialog] = useState<{ open: boolean; task: TTask | null }>({ open: false, task: null });
  const [deleting, setDeleting] = useState<TTask | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [bulkDelete, setBulkDelete] = useState(false);
  const update = useUpdateTask();
  const duplicate = useDuplicateTask();
  const bulk = useBulkTasks();
  const reportError = useTaskError();
  const filtered = hasTaskFilters(filters);

  // Another tab or device changed a task.
  useRealtimeEvent('task.updated', () => void invalidateTasks(queryClient));

  // A selection holds for the rows in sight: another page, filter or view starts afresh.
  const listKey = JSON.stringify([params, view]);
  useEffect(() => setSelected(new Set()), [listKey]);

  const openAdd = () => setDialog({ open: true, task: null });
  const handlers: TTaskHandlers = {
    onOpen: (task) => openTask(task.id),
    onEdit: (task) => setDialog({ open: true, task }),
    onToggleComplete: (task) =>
      update.mutate(
        { id: task.id, body: { status: task.status === 'completed' ? 'pending' : 'completed' } },
        { onSuccess: (result) => toast.success(result.status === 'completed' ? t('toasts.completed') : t('toasts.reopened')), onError: (error) => reportError(error) },
      ),
    onDuplicate: (task) =>
      duplicate.mutate(task.id, {
        onSuccess: (copy) => {
          toast.success(t('toasts.duplicated'));
          openTask(copy.id);
        },
        onError: (error) => reportError(error),
      }),
    onDelete: setDeleting,
  };

  const select = (ids: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const runBulk = (action: TTaskBulk['action']) =>
    bulk.mutate(
      { action, ids: [...selected] },
      {
        onSuccess: ({ updated }) => {
          toast.success(t(`toasts.bulk.${action}`, { count: updated }));
          setSelected(new Set());
          setBulkDelete(false);
        },
        onError: (error) => {
          reportError(error);
          setBulkDelete(false);
        },
      },
    );

  return (
    <div className="mx-auto w-full max-w-7xl space-y-4" data-testid="tasks-page">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <>
            <SavedViewsMenu scope="tasks" />
            <TaskViewToggle view={view} onView={setView} />
            <Button onClick={openAdd} data-testid="task-add">
              <Plus aria-hidden="true" />
              {t('add')}
            </Button>
          </>
        }
      />

      <TaskFilters filters={filters} onChange={setFilters} />

      {view === 'list' && selected.size > 0 && (
        <TaskBulkBar count={selected.size} pending={bulk.isPending} onAction={(action) => (action === 'delete' ? setBulkDelete(true) : runBulk(action))} onClear={() => setSelected(new Set())} />
      )}

      {view === 'list' && (
        <TaskListView
          params={params}
          onSort={(sort) => setFilters({ sort })}
          onPage={setPage}
          handlers={handlers}
          filtered={filtered}
          onAdd={openAdd}
          onClearFilters={() => setFilters(NO_TASK_FILTERS)}
          selected={selected}
          onSelect={select}
        />
      )}
      {view === 'kanban' && <TaskKanban filters={filters} filtered={filtered} onOpen={handlers.onOpen} onAdd={openAdd} onClearFilters={() => setFilters(NO_TASK_FILTERS)} />}
      {view === 'calendar' && <TaskCalendar filters={filters} month={month} onMonth={setMonth} onOpen={handlers.onOpen} />}

      <TaskSheet open={openTaskId !== null} onClose={() => openTask(null)} label={t('detail.label')}>
        {openTaskId && <TaskDetail id={openTaskId} handlers={handlers} />}
      </TaskSheet>
      <TaskFormDialog open={dialog.open} task={dialog.task} onOpenChange={(open) => setDialog((d) => ({ ...d, open }))} />
      <DeleteTaskDialog
        task={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(task) => {
          if (task.id === openTaskId) openTask(null);
        }}
      />
      <ConfirmDialog
        open={bulkDelete}
        onOpenChange={(open) => !open && setBulkDelete(false)}
        title={t('bulk.deleteTitle', { count: selected.size })}
        description={t('bulk.deleteText', { count: selected.size })}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('form.cancel')}
        pending={bulk.isPending}
        onConfirm={() => runBulk('delete')}
      />
    </div>
  );
}
