import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';

type TOpenUpgrade = (featureName: string) => void;

const UpgradeContext = createContext<TOpenUpgrade | null>(null);

/** Opens the upgrade modal for a premium feature; any locked element of the app may call it. */
export function useUpgradeModal(): TOpenUpgrade {
  const open = useContext(UpgradeContext);
  if (!open) throw new Error('useUpgradeModal needs an UpgradeModalProvider');
  return open;
}

export function UpgradeModalProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [feature, setFeature] = useState<string | null>(null);
  const open = useCallback<TOpenUpgrade>((name) => setFeature(name), []);
  return (
    <UpgradeContext.Provider value={open}>
      {children}
      <Dialog open={feature !== null} onOpenChange={(isOpen) => !isOpen && setFeature(null)}>
        <DialogContent className="max-w-md" data-testid="upgrade-modal">
          <DialogHeader>
            <span className="mb-2 grid size-10 place-items-center rounded-full bg-warning/15 text-warning">
              <Crown className="size-5" aria-hidden="true" />
            </span>
            <DialogTitle>{t('upgrade.title')}</DialogTitle>
            <DialogDescription>{t('upgrade.text', { feature: feature ?? '' })}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setFeature(null)} data-testid="upgrade-cancel">
              {t('common:actions.cancel')}
            </Button>
            <Button
              data-testid="upgrade-now"
              onClick={() => {
                setFeature(null);
                navigate('/pricing');
              }}
            >
              <Crown /> {t('upgrade.upgradeNow')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </UpgradeContext.Provider>
  );
}
