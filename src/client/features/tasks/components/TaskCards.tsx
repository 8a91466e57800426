import type { TTask } from '@shared/tasks/tasks.schema';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { TaskCardFacts } from './TaskMeta';
import { TaskRowMenu, type TTaskHandlers } from './TaskRowMenu';
import { SelectAllBox, SelectBox, TaskTitleButton, type TTaskSelection } from './TaskTable';

/** The list view on a phone: one card per task, the same selection and actions as the table. */
export function TaskCards({ tasks, handlers, selected, onSelect }: TTaskSelection & { tasks: TTask[]; handlers: TTaskHandlers }) {
  const { t } = useTranslation('tasks');
  return (
    <div className="space-y-2">
      <label className="flex w-fit cursor-pointer items-center gap-2 px-1 text-sm text-muted-foreground">
        <SelectAllBox tasks={tasks} selected={selected} onSelect={onSelect} />
        {t('bulk.selectAllShort')}
      </label>
      <ul className="space-y-2" aria-label={t('list.label')} data-testid="task-cards">
        {tasks.map((task) => (
          <li key={task.id} data-testid="task-row" data-task-id={task.id}>
            <Card className={cn('flex gap-3 p-3', selected.has(task.id) && 'border-primary/50 bg-primary/5')}>
              <div className="pt-0.5">
                <SelectBox task={task} selected={selected} onSelect={onSelect} />
              </div>
              <div className="min-w-0 flex-1 space-y-2">
                <TaskTitleButton task={task} onOpen={handlers.onOpen} className="whitespace-normal break-words" />
                <TaskCardFacts task={task} />
              </div>
              <div className="-mr-1 -mt-1">
                <TaskRowMenu task={task} handlers={handlers} />
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
