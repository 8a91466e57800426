import { Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TCommission } from '@shared/commissions/commissions.schema';
import { FilterableCardList, type TFilterableListState } from '../../../components/ui/card-list';
import { Skeleton } from '../../../components/ui/skeleton';
import { recordListTexts } from '../../../lib/record-texts';
import { CommissionRow } from './CommissionRow';

interface TCommissionListProps extends TFilterableListState<TCommission> {
  onEdit: (commission: TCommission) => void;
  onDelete: (commission: TCommission) => void;
}

/** The commissions of one page, or its loading, error or empty state. */
export function CommissionList({ onEdit, onDelete, ...list }: TCommissionListProps) {
  const { t } = useTranslation('commissions');
  return (
    <FilterableCardList
      {...list}
      texts={recordListTexts(t)}
      emptyIcon={Wallet}
      emptyTestId="commissions-empty"
      skeletonRow={
        <div className="flex items-center justify-between gap-4 p-4">
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-3 w-1/4" />
          </div>
          <Skeleton className="h-5 w-20" />
        </div>
      }
      renderRow={(commission) => <CommissionRow commission={commission} onEdit={onEdit} onDelete={onDelete} />}
    />
  );
}
