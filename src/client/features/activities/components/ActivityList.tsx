import { ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TActivity } from '@shared/activities/activities.schema';
import { FilterableCardList, type TFilterableListState } from '../../../components/ui/card-list';
import { Skeleton } from '../../../components/ui/skeleton';
import { recordListTexts } from '../../../lib/record-texts';
import { ActivityRow } from './ActivityRow';

interface TActivityListProps extends TFilterableListState<TActivity> {
  onEdit: (activity: TActivity) => void;
  onDelete: (activity: TActivity) => void;
}

/** The activities of one page, or its loading, error or empty state. */
export function ActivityList({ onEdit, onDelete, ...list }: TActivityListProps) {
  const { t } = useTranslation('activities');
  return (
    <FilterableCardList
      {...list}
      texts={recordListTexts(t)}
      emptyIcon={ClipboardList}
      emptyTestId="activities-empty"
      skeletonRow={
        <div className="flex items-center gap-3 p-4">
          <Skeleton className="size-10 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </div>
      }
      renderRow={(activity) => <ActivityRow activity={activity} onEdit={onEdit} onDelete={onDelete} />}
    />
  );
}
