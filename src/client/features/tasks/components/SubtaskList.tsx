import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { TASK_SUBTASKS_MAX } from '@shared/tasks/tasks.constants';
import type { TSubtask } from '@shared/tasks/tasks.schema';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Progress } from '../../../components/ui/progress';
import { useAddSubtask, useDeleteSubtask, useUpdateSubtask } from '../api/task-detail.api';

/** The checklist of a task: tick, rename (click the pencil, Enter saves, Escape cancels), delete, add. */
export function SubtaskList({ taskId, subtasks }: { taskId: string; subtasks: TSubtask[] }) {
  const { t } = useTranslation('tasks');
  const add = useAddSubtask(taskId);
  const update = useUpdateSubtask(taskId);
  const remove = useDeleteSubtask(taskId);
  const [title, setTitle] = useState('');
  const [renaming, setRenaming] = useState<string | null>(null);
  const done = subtasks.filter((s) => s.done).length;
  const full = subtasks.length >= TASK_SUBTASKS_MAX;
  const failed = () => toast.error(t('toasts.actionFailed'));

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    const value = title.trim();
    if (!value) return;
    add.mutate(value, { onSuccess: () => setTitle(''), onError: failed });
  };

  const rename = (subtask: TSubtask, value: string) => {
    setRenaming(null);
    const next = value.trim();
    if (next && next !== subtask.title) update.mutate({ id: subtask.id, title: next }, { onError: failed });
  };

  const onRenameKey = (subtask: TSubtask) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      rename(subtask, event.currentTarget.value);
    } else if (event.key === 'Escape') {
      // The sheet stays open (see data-escape-local): Escape only ends the renaming.
      setRenaming(null);
    }
  };

  return (
    <section aria-labelledby="task-subtasks-heading" className="space-y-3" data-testid="task-subtasks">
      <div className="flex items-center justify-between gap-2">
        <h3 id="task-subtasks-heading" className="text-sm font-semibold">
          {t('subtasks.title')}
        </h3>
        {subtasks.length > 0 && <span className="text-xs tabular-nums text-muted-foreground">{t('counts.subtasks', { done, total: subtasks.length })}</span>}
      </div>
      {subtasks.length > 0 && <Progress value={(done / subtasks.length) * 100} label={t('subtasks.progress')} barClassName="bg-success" />}
      <ul className="space-y-1">
        {subtasks.map((subtask) => (
          <li key={subtask.id} className="group flex min-h-9 items-center gap-2 rounded-md px-1 hover:bg-muted/50" data-testid="subtask">
            <input
              type="checkbox"
              className="size-4 shrink-0 cursor-pointer accent-primary"
              checked={subtask.done}
              onChange={(e) => update.mutate({ id: subtask.id, done: e.target.checked }, { onError: failed })}
              aria-label={subtask.title}
              data-testid="subtask-done"
            />
            {renaming === subtask.id ? (
              <Input
                defaultValue={subtask.title}
                autoFocus
                maxLength={200}
                className="h-8"
                aria-label={t('subtasks.renameLabel', { title: subtask.title })}
                onKeyDown={onRenameKey(subtask)}
                onBlur={(e) => rename(subtask, e.currentTarget.value)}
                data-testid="subtask-rename-input"
                data-escape-local
              />
            ) : (
              <span className={subtask.done ? 'min-w-0 flex-1 break-words text-sm text-muted-foreground line-through' : 'min-w-0 flex-1 break-words text-sm'}>{subtask.title}</span>
            )}
            {renaming !== subtask.id && (
              <Button variant="ghost" size="icon" className="size-8" onClick={() => setRenaming(subtask.id)} aria-label={t('subtasks.rename', { title: subtask.title })} data-testid="subtask-rename">
                <Pencil />
              </Button>
            )}
            <Button
              variant="ghost"
              size="icon"
              className="size-8 text-destructive hover:text-destructive"
              onClick={() => remove.mutate(subtask.id, { onError: failed })}
              aria-label={t('subtasks.delete', { title: subtask.title })}
              data-testid="subtask-delete"
            >
              <Trash2 />
            </Button>
          </li>
        ))}
      </ul>
      <form onSubmit={onAdd} className="flex gap-2">
        <Input
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          placeholder={full ? t('subtasks.full', { max: TASK_SUBTASKS_MAX }) : t('subtasks.addPlaceholder')}
          aria-label={t('subtasks.addPlaceholder')}
          maxLength={200}
          disabled={full}
          data-testid="subtask-new"
        />
        <Button type="submit" variant="secondary" disabled={full || add.isPending || !title.trim()} data-testid="subtask-add">
          <Plus aria-hidden="true" />
          {t('subtasks.add')}
        </Button>
      </form>
    </section>
  );
}
