import { Dialog, VisuallyHidden } from 'radix-ui';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { useReturnFocus } from '../../components/ui/use-return-focus';
import { Sidebar } from './sidebar/Sidebar';

/** On phones the sidebar slides in over the page, opened from the header (spec 01 §2.3). */
export function SidebarDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('shell');
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 outline-none" aria-describedby={undefined} data-testid="sidebar-drawer" {...returnFocus}>
          <VisuallyHidden.Root>
            <Dialog.Title>{t('sidebar.navLabel')}</Dialog.Title>
          </VisuallyHidden.Root>
          <Sidebar
            collapsed={false}
            className="max-w-[85vw] shadow-xl"
            headerAction={
              <Dialog.Close asChild>
                <Button variant="ghost" size="icon" aria-label={t('common:actions.close')} data-testid="sidebar-drawer-close">
                  <X />
                </Button>
              </Dialog.Close>
            }
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
