import { useTranslation } from 'react-i18next';
import type { TCommission } from '@shared/commissions/commissions.schema';
import { DeleteDialog } from '../../../components/ui/delete-dialog';
import { recordDeleteTexts } from '../../../lib/record-texts';
import { useDeleteCommission } from '../api/commissions.api';
import { formatCents } from '../lib/commission-form';

/** Asks before deleting `commission` (open while it is set). */
export function DeleteCommissionDialog({ commission, onClose }: { commission: TCommission | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('commissions');
  const remove = useDeleteCommission();
  const texts = {
    ...recordDeleteTexts(t, remove.isPending),
    description: t('delete.text', {
      amount: commission ? formatCents(commission.amountCents, i18n.language) : '',
      name: commission?.teamMember?.name ?? t('row.noMember'),
    }),
  };
  return <DeleteDialog item={commission} onClose={onClose} remove={remove} texts={texts} closeOnError />;
}
