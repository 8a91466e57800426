import { useCallback, useEffect, useRef, useState } from 'react';
import { useAiUsage } from '../api/ai.api';
import type { TAiPanelRequest } from '../lib/ai-panel-store';
import { offersTopUp } from '@shared/ai/quota.rules';
import { useAiWorkspace } from '../lib/use-ai-workspace';
import { AiPanel, type TPanelTab } from './AiPanel';
import { ComingSoonDialog } from './ComingSoonDialog';
import { DataSelectorDialog } from './DataSelectorDialog';
import { PromptGeneratorDialog } from './PromptGeneratorDialog';
import { TopUpDialog } from './TopUpDialog';

/** Spec 01 §2.8 and §9: the generator opens this long after the panel closes. */
export const GENERATOR_DELAY_MS = 100;

type TDialog = 'none' | 'selector' | 'generator' | 'comingSoon' | 'topUp';

/**
 * The assistant in the shell, loaded on the first request: the panel for admins (and, with
 * AI_FOR_PREMIUM on, users with premium access, as `GET /api/ai/usage` says), the Coming Soon
 * dialog for the others; the data selector, prompt generator and top-up dialogs around the panel.
 * It stays mounted once loaded, so the conversation survives closing the panel.
 */
export function AiAssistant({ request, isAdmin }: { request: TAiPanelRequest; isAdmin: boolean }) {
  const usage = useAiUsage();
  const [panelOpen, setPanelOpen] = useState(false);
  const [tab, setTab] = useState<TPanelTab>('chat');
  const [dialog, setDialog] = useState<TDialog>('none');
  const [pending, setPending] = useState(0);
  const handled = useRef(0);

  const workspace = useAiWorkspace({
    onQuotaReached: useCallback(() => setDialog('topUp'), []),
    onComingSoon: useCallback(() => {
      setPanelOpen(false);
      setDialog('comingSoon');
    }, []),
  });
  const { setInput } = workspace;
  const { refetch: refetchUsage } = usage;

  // Each new request: its prompt in the input, then the decision once we know who may chat.
  useEffect(() => {
    if (request.count === handled.current) return;
    handled.current = request.count;
    if (request.prompt) {
      setInput(request.prompt);
      setTab('chat');
    }
    setPending(request.count);
    if (!isAdmin) void refetchUsage();
  }, [request, isAdmin, setInput, refetchUsage]);

  useEffect(() => {
    if (pending === 0) return;
    if (isAdmin || usage.data?.access === 'admin' || usage.data?.access === 'premium') {
      setPending(0);
      setDialog((d) => (d === 'comingSoon' ? 'none' : d));
      setPanelOpen(true);
    } else if (usage.data?.access === 'coming_soon' || (usage.isError && !usage.isFetching)) {
      setPending(0);
      setDialog('comingSoon');
    }
  }, [pending, isAdmin, usage.data, usage.isError, usage.isFetching]);

  // Offer more messages when an answer brings the count down to the top-up threshold.
  const remaining = usage.data?.remaining;
  const previous = useRef(remaining);
  useEffect(() => {
    if (remaining !== undefined && previous.current !== undefined && remaining < previous.current && offersTopUp(remaining)) setDialog('topUp');
    previous.current = remaining;
  }, [remaining]);

  const openGenerator = () => {
    setPanelOpen(false);
    setTimeout(() => setDialog('generator'), GENERATOR_DELAY_MS);
  };
  const useGenerated = (prompt: string) => {
    setDialog('none');
    setInput(prompt);
    setTab('chat');
    setPanelOpen(true);
  };
  const close = () => setDialog('none');

  return (
    <>
      <AiPanel
        open={panelOpen}
        onClose={() => setPanelOpen(false)}
        tab={tab}
        onTabChange={setTab}
        workspace={workspace}
        usage={usage.data}
        onManageData={() => setDialog('selector')}
        onGenerate={openGenerator}
        onTopUp={() => setDialog('topUp')}
      />
      <DataSelectorDialog open={dialog === 'selector'} onClose={close} selection={workspace.selection} onApply={workspace.setSelection} />
      <PromptGeneratorDialog open={dialog === 'generator'} onClose={close} onUse={useGenerated} />
      <ComingSoonDialog open={dialog === 'comingSoon'} onClose={close} />
      <TopUpDialog
        open={dialog === 'topUp'}
        onClose={close}
        onCheckout={() => {
          close();
          setPanelOpen(false);
        }}
        usage={usage.data}
      />
    </>
  );
}
