import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';

/** Spec 01 §6: what a user who may not chat yet sees on the AI button. */
export function ComingSoonDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('ai');
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-md" data-testid="ai-coming-soon">
        <DialogHeader className="items-center text-center sm:items-start sm:text-left">
          <span className="mb-2 grid size-12 place-items-center rounded-full bg-primary/10 text-primary">
            <Sparkles className="size-6" aria-hidden="true" />
          </span>
          <DialogTitle>{t('comingSoon.title')}</DialogTitle>
          <DialogDescription>{t('errors.comingSoon')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button onClick={onClose} data-testid="ai-coming-soon-ok">
            {t('comingSoon.ok')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
