import { useCallback, useState } from 'react';
import { Database, Sparkles, Wand2, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { examplePromptKey, isCategoryAvailable, PROMPT_CATEGORIES } from '@shared/ai/prompts.rules';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { useProfile } from '../../profile/api/profile';
import { fetchChatSession, useAiUsage } from '../api/ai.api';
import { selectionCount } from '../lib/selection';
import { useAiWorkspace } from '../lib/use-ai-workspace';
import { ChatSessionsList } from './ChatSessionsList';
import { ChatView } from './ChatView';
import { DataSelectorDialog } from './DataSelectorDialog';
import { MessagePacks } from './MessagePacks';
import { PromptGeneratorDialog } from './PromptGeneratorDialog';
import { TopUpDialog } from './TopUpDialog';
import { UsageCard } from './UsageCard';

type TDialog = 'none' | 'selector' | 'generator' | 'topUp';

/** The first prompt of each category: one click away in the quick-chat sidebar. */
const QUICK_PROMPTS = PROMPT_CATEGORIES.map((c) => ({ category: c.id, prompt: c.prompts[0] }));

/** Spec 01 §2.8: the AI Assist screen — stored chats, the chat, the prompt generator, quick prompts and message packs. */
export function AiAssistPage() {
  const { t } = useTranslation('ai');
  const { data: profile } = useProfile();
  const usage = useAiUsage();
  const [dialog, setDialog] = useState<TDialog>('none');
  const [comingSoon, setComingSoon] = useState(false);
  const workspace = useAiWorkspace({
    onQuotaReached: useCallback(() => setDialog('topUp'), []),
    onComingSoon: useCallback(() => setComingSoon(true), []),
  });
  const { chat } = workspace;
  const hasData = selectionCount(workspace.selection) > 0;
  const mayChat = profile?.role === 'admin' || (usage.data && usage.data.access !== 'coming_soon');

  const openSession = async (id: string) => {
    try {
      chat.load(await fetchChatSession(id));
    } catch {
      toast.error(t('sessions.openFailed'));
    }
  };

  if (!profile || usage.isPending) {
    return (
      <div className="space-y-4">
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  }

  if (comingSoon || !mayChat) {
    return (
      <div className="space-y-6" data-testid="ai-assist-page">
        <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
        <div className="mx-auto flex max-w-lg flex-col items-center gap-3 rounded-lg border bg-card p-8 text-center" data-testid="ai-assist-coming-soon">
          <span className="grid size-12 place-items-center rounded-full bg-primary/10 text-primary">
            <Sparkles className="size-6" aria-hidden="true" />
          </span>
          <h2 className="text-lg font-semibold">{t('comingSoon.title')}</h2>
          <p className="text-sm text-muted-foreground">{t('errors.comingSoon')}</p>
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-6" data-testid="ai-assist-page">
      <PageHeader
        title={t('page.title')}
        subtitle={t('page.subtitle')}
        actions={
          <>
            <Button variant="outline" onClick={() => setDialog('selector')} data-testid="ai-page-data">
              <Database aria-hidden="true" />
              {hasData ? t('data.connected', { count: selectionCount(workspace.selection) }) : t('data.connect')}
            </Button>
            <Button onClick={() => setDialog('generator')} data-testid="ai-page-generator">
              <Wand2 aria-hidden="true" />
              {t('examples.generate')}
            </Button>
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[260px_minmax(0,1fr)] xl:grid-cols-[280px_minmax(0,1fr)_300px]">
        <ChatSessionsList
          activeId={chat.sessionId}
          onOpen={(id) => void openSession(id)}
          onNew={chat.reset}
          onDeleted={(id) => id === chat.sessionId && chat.reset()}
        />
        <div className="flex h-[70dvh] min-h-[420px] flex-col overflow-hidden rounded-lg border bg-background lg:h-[calc(100dvh-14rem)]">
          <ChatView workspace={workspace} />
        </div>
        <aside className="space-y-4 lg:col-span-2 xl:col-span-1" aria-label={t('page.sidebar')}>
          <section className="space-y-2 rounded-lg border bg-card p-4" data-testid="ai-quick-prompts">
            <h2 className="flex items-center gap-2 text-sm font-semibold">
              <Zap className="size-4 text-primary" aria-hidden="true" />
              {t('page.quickChat')}
            </h2>
            <div className="grid gap-2 sm:grid-cols-2 xl:grid-cols-1">
              {QUICK_PROMPTS.map(({ category, prompt }) => {
                const text = t(examplePromptKey(category, prompt));
                return (
                  <button
                    key={category}
                    type="button"
                    disabled={!isCategoryAvailable(category, hasData) || chat.loading}
                    onClick={() => workspace.setInput(text)}
                    className="cursor-pointer rounded-md border bg-background p-2 text-left text-xs leading-snug hover:border-primary/50 hover:bg-accent disabled:cursor-not-allowed disabled:opacity-55"
                    data-testid="ai-quick-prompt"
                  >
                    {text}
                  </button>
                );
              })}
            </div>
            {!hasData && <p className="text-xs text-muted-foreground">{t('examples.needsData')}</p>}
          </section>
          {usage.data && <UsageCard usage={usage.data} onTopUp={() => setDialog('topUp')} />}
          <section className="space-y-3 rounded-lg border bg-card p-4" data-testid="ai-page-packs">
            <h2 className="text-sm font-semibold">{t('packs.title')}</h2>
            <MessagePacks className="sm:grid-cols-3 xl:grid-cols-1" />
          </section>
        </aside>
      </div>
      <DataSelectorDialog open={dialog === 'selector'} onClose={() => setDialog('none')} selection={workspace.selection} onApply={workspace.setSelection} />
      <PromptGeneratorDialog
        open={dialog === 'generator'}
        onClose={() => setDialog('none')}
        onUse={(prompt) => {
          setDialog('none');
          workspace.setInput(prompt);
        }}
      />
      <TopUpDialog open={dialog === 'topUp'} onClose={() => setDialog('none')} usage={usage.data} />
    </div>
  );
}
