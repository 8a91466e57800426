import { useTranslation } from 'react-i18next';
import type { TDeal } from '@shared/deals/deals.schema';
import { DeleteDialog } from '../../../components/ui/delete-dialog';
import { recordDeleteTexts } from '../../../lib/record-texts';
import { useDeleteDeal } from '../api/deals.api';

/** Asks before deleting `deal` (open while it is set). */
export function DeleteDealDialog({ deal, onClose, onDeleted }: { deal: TDeal | null; onClose: () => void; onDeleted: (deal: TDeal) => void }) {
  const { t } = useTranslation('pipeline');
  const remove = useDeleteDeal();
  const texts = { ...recordDeleteTexts(t, remove.isPending), description: t('delete.text', { title: deal?.title ?? '' }) };
  return <DeleteDialog item={deal} onClose={onClose} remove={remove} texts={texts} closeOnError onDeleted={onDeleted} />;
}
