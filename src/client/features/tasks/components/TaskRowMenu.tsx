import { CheckCircle2, Copy, Eye, MoreHorizontal, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TTask } from '@shared/tasks/tasks.schema';
import { Button } from '../../../components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '../../../components/ui/dropdown-menu';

/** What a task's row, card or detail can ask for. */
export interface TTaskHandlers {
  onOpen: (task: TTask) => void;
  onEdit: (task: TTask) => void;
  onToggleComplete: (task: TTask) => void;
  onDuplicate: (task: TTask) => void;
  onDelete: (task: TTask) => void;
}

/** The actions of one task in a menu: open, edit, complete or reopen, duplicate, delete. */
export function TaskRowMenu({ task, handlers, pending }: { task: TTask; handlers: TTaskHandlers; pending?: boolean }) {
  const { t } = useTranslation('tasks');
  const completed = task.status === 'completed';
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('row.menu', { title: task.title })} disabled={pending} data-testid="task-menu">
          <MoreHorizontal />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => handlers.onOpen(task)} data-testid="task-open">
          <Eye className="size-4" aria-hidden="true" />
          {t('row.open')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => handlers.onEdit(task)} data-testid="task-edit">
          <Pencil className="size-4" aria-hidden="true" />
          {t('row.edit')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => handlers.onToggleComplete(task)} data-testid="task-toggle-complete">
          {completed ? <RotateCcw className="size-4" aria-hidden="true" /> : <CheckCircle2 className="size-4" aria-hidden="true" />}
          {completed ? t('row.reopen') : t('row.complete')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => handlers.onDuplicate(task)} data-testid="task-duplicate">
          <Copy className="size-4" aria-hidden="true" />
          {t('row.duplicate')}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => handlers.onDelete(task)} className="text-destructive data-[highlighted]:text-destructive" data-testid="task-delete">
          <Trash2 className="size-4" aria-hidden="true" />
          {t('row.delete')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
