import { useTranslation } from 'react-i18next';
import type { TAiUsage } from '@shared/ai/chat.schema';
import { offersTopUp } from '@shared/ai/quota.rules';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { MessagePacks } from './MessagePacks';

/** Spec 01 §2.5 and §9: more messages for this month, offered at 10 or fewer remaining. */
interface TTopUpProps {
  open: boolean;
  onClose: () => void;
  /** The browser leaves for the checkout: whatever covers the page closes. */
  onCheckout?: () => void;
  usage: TAiUsage | undefined;
}

export function TopUpDialog({ open, onClose, onCheckout, usage }: TTopUpProps) {
  const { t } = useTranslation('ai');
  let description = t('packs.more');
  if (usage && usage.remaining <= 0) description = t('errors.quotaReached');
  else if (usage && offersTopUp(usage.remaining)) description = t('packs.description', { count: usage.remaining });
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-2xl" data-testid="ai-topup-dialog">
        <DialogHeader>
          <DialogTitle>{t('packs.title')}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <MessagePacks className="pt-2" onCheckout={onCheckout ?? onClose} />
      </DialogContent>
    </Dialog>
  );
}
