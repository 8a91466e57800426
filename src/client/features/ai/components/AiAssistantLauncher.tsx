import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Bot } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { toast } from '../../../lib/toast';
import { useProfile } from '../../profile/api/profile';
import { openAiPanel, useAiPanelRequest, type TAiPanelRequest } from '../lib/ai-panel-store';

// The panel, its dialogs and its strings load on the first request (or a pointer over the button), not with every page.
const loadAssistant = () => import('./load-ai-assistant').then((m) => m.loadAiAssistant());
const AiAssistant = lazy(loadAssistant);

/**
 * The AI assistant's floating button, shown when the profile's flag is on, and the assistant
 * itself once asked for. A request while the flag is off (from another screen) shows the error toast.
 */
export function AiAssistantLauncher() {
  const { t } = useTranslation('shell');
  const { data: profile } = useProfile();
  const request = useAiPanelRequest();
  // The requests made while the flag was on: the assistant opens once per request.
  const [accepted, setAccepted] = useState<TAiPanelRequest>({ count: 0 });
  // Requests made before this shell mounted (a previous sign-in's) are not this one's to answer.
  const handled = useRef(request.count);
  const enabled = !!profile?.aiSidebarEnabled;
  // The AI Assist page holds the same chat: no second way into it over its own input.
  const onAssistPage = useLocation().pathname === '/ai-assist';

  useEffect(() => {
    if (!profile || request.count === handled.current) return;
    handled.current = request.count;
    if (enabled) setAccepted((current) => ({ count: current.count + 1, prompt: request.prompt }));
    else toast.error(t('aiAssistant.disabled'), { description: t('aiAssistant.disabledHint') });
  }, [request, profile, enabled, t]);

  if (!profile) return null;
  return (
    <>
      {enabled && !onAssistPage && (
        <button
          type="button"
          onClick={() => openAiPanel()}
          onPointerEnter={() => void loadAssistant()}
          aria-label={t('aiAssistant.open')}
          title={t('aiAssistant.open')}
          data-testid="ai-floating-button"
          className="fixed bottom-5 right-5 z-40 grid size-14 cursor-pointer place-items-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform hover:scale-105 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
        >
          <Bot className="size-6" aria-hidden="true" />
        </button>
      )}
      {accepted.count > 0 && (
        <Suspense fallback={null}>
          <AiAssistant request={accepted} isAdmin={profile.role === 'admin'} />
        </Suspense>
      )}
    </>
  );
}
