import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../ui/dialog';
import { Button } from '../ui/button';

interface TUpgradeRequest {
  /** The premium feature the person tried to open (already translated). */
  feature?: string;
  /** A free-plan limit the person reached (the 402 answer's details). */
  limit?: { limit: number; entity: string };
}

/** The request a 402 `limit_reached` ApiError asks for, or null for any other error. */
export function limitRequestOf(error: unknown): TUpgradeRequest | null {
  const e = error as { code?: string; details?: { limit?: unknown; entity?: unknown } };
  if (e?.code !== 'limit_reached' || typeof e.details?.limit !== 'number' || typeof e.details.entity !== 'string') return null;
  return { limit: { limit: e.details.limit, entity: e.details.entity } };
}

/** Whether the server answered 403 `premium_required`: the feature is locked for this user. */
export function isPremiumRequired(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'premium_required';
}

const UpgradePromptContext = createContext<{ open: (request: TUpgradeRequest) => void } | null>(null);

/** Opens the upgrade modal from anywhere: a locked premium item or a 402 limit_reached answer. */
export function useUpgradePrompt() {
  const context = useContext(UpgradePromptContext);
  if (!context) throw new Error('useUpgradePrompt needs <UpgradePromptProvider>');
  return context;
}

export function UpgradePromptProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [request, setRequest] = useState<TUpgradeRequest | null>(null);
  const open = useCallback((r: TUpgradeRequest) => setRequest(r), []);
  const value = useMemo(() => ({ open }), [open]);
  return (
    <UpgradePromptContext.Provider value={value}>
      {children}
      <Dialog open={request !== null} onOpenChange={(isOpen) => !isOpen && setRequest(null)}>
        <DialogContent data-testid="upgrade-modal" className="max-w-md">
          <DialogHeader>
            <div className="mb-2 grid size-10 place-items-center rounded-full bg-warning/20 text-warning">
              <Crown className="size-5" />
            </div>
            <DialogTitle>{t('upgrade.title')}</DialogTitle>
            <DialogDescription>
              {request?.limit
                ? t('upgrade.limitReached', { limit: request.limit.limit, itemName: t(`upgrade.items.${request.limit.entity}`) })
                : t('upgrade.text', { feature: request?.feature ?? t('upgrade.thisFeature') })}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setRequest(null)} data-testid="upgrade-cancel">
              {t('common:actions.cancel')}
            </Button>
            <Button
              data-testid="upgrade-now"
              onClick={() => {
                setRequest(null);
                navigate('/pricing');
              }}
            >
              <Crown /> {t('upgrade.upgradeNow')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </UpgradePromptContext.Provider>
  );
}
