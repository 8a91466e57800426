import { CalendarDays, Columns3, List } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ViewToggle } from '../../../components/ui/view-toggle';
import { TASK_VIEWS, type TTaskView } from '../lib/use-task-params';

const ICONS = { list: List, kanban: Columns3, calendar: CalendarDays } as const;

/** List, kanban or calendar. */
export function TaskViewToggle({ view, onView }: { view: TTaskView; onView: (view: TTaskView) => void }) {
  const { t } = useTranslation('tasks');
  return <ViewToggle views={TASK_VIEWS} icons={ICONS} value={view} onChange={onView} label={t('view.label')} labelOf={(mode) => t(`view.${mode}`)} testIdPrefix="tasks-view" />;
}
