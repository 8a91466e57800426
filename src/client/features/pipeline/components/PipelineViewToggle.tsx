import { Columns3, Filter, LayoutGrid, List } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ViewToggle } from '../../../components/ui/view-toggle';
import { PIPELINE_VIEWS, type TPipelineView } from '../lib/use-pipeline-params';

const ICONS = { kanban: Columns3, funnel: Filter, grid: LayoutGrid, list: List } as const;

/** Kanban, funnel, grid or list. */
export function PipelineViewToggle({ view, onView }: { view: TPipelineView; onView: (view: TPipelineView) => void }) {
  const { t } = useTranslation('pipeline');
  return <ViewToggle views={PIPELINE_VIEWS} icons={ICONS} value={view} onChange={onView} label={t('view.label')} labelOf={(mode) => t(`view.${mode}`)} testIdPrefix="pipeline-view" />;
}
