import { Bot, Database, Lightbulb, MessageSquare, Plus, X, type LucideIcon } from 'lucide-react';
import { Dialog as D, Tabs } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import type { TAiUsage } from '@shared/ai/chat.schema';
import { Button } from '../../../components/ui/button';
import { useReturnFocus } from '../../../components/ui/use-return-focus';
import { selectionCount } from '../lib/selection';
import type { TAiWorkspace } from '../lib/use-ai-workspace';
import { ChatView } from './ChatView';
import { DataTab } from './DataTab';
import { ExamplesTab } from './ExamplesTab';
import { UsageBadge } from './UsageBadge';
import { UsageCard } from './UsageCard';

export const PANEL_TABS = ['chat', 'data', 'examples'] as const;
export type TPanelTab = (typeof PANEL_TABS)[number];
const TAB_ICONS: Record<TPanelTab, LucideIcon> = { chat: MessageSquare, data: Database, examples: Lightbulb };

interface TAiPanelProps {
  open: boolean;
  onClose: () => void;
  tab: TPanelTab;
  onTabChange: (tab: TPanelTab) => void;
  workspace: TAiWorkspace;
  usage: TAiUsage | undefined;
  onManageData: () => void;
  onGenerate: () => void;
  onTopUp: () => void;
}

/** Spec 01 §2.8: the assistant's panel over the right edge, 520 px from sm up, the whole width on phones. */
export function AiPanel({ open, onClose, tab, onTabChange, workspace, usage, onManageData, onGenerate, onTopUp }: TAiPanelProps) {
  const { t } = useTranslation('ai');
  const returnFocus = useReturnFocus();
  const hasData = selectionCount(workspace.selection) > 0;
  const pick = (prompt: string) => {
    workspace.setInput(prompt);
    onTabChange('chat');
  };
  return (
    <D.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <D.Content
          className="fixed inset-y-0 right-0 z-50 flex w-full flex-col border-l bg-background text-foreground shadow-xl outline-none sm:w-[520px]"
          data-testid="ai-panel"
          aria-describedby={undefined}
          {...returnFocus}
        >
          <div className="flex h-14 shrink-0 items-center gap-2 border-b pl-4 pr-2">
            <Bot className="size-5 shrink-0 text-primary" aria-hidden="true" />
            <D.Title className="min-w-0 flex-1 truncate text-base font-semibold">{t('panel.title')}</D.Title>
            {usage && (
              <span className="hidden sm:inline-flex">
                <UsageBadge usage={usage} />
              </span>
            )}
            <Button variant="ghost" size="icon" onClick={workspace.chat.reset} disabled={workspace.chat.messages.length === 0} aria-label={t('chat.newChat')} title={t('chat.newChat')} data-testid="ai-new-chat">
              <Plus aria-hidden="true" />
            </Button>
            <D.Close className="grid size-9 cursor-pointer place-items-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring" aria-label={t('panel.close')} data-testid="ai-panel-close">
              <X className="size-4" />
            </D.Close>
          </div>
          <Tabs.Root value={tab} onValueChange={(v) => onTabChange(v as TPanelTab)} className="flex min-h-0 flex-1 flex-col">
            <Tabs.List className="grid shrink-0 grid-cols-3 border-b" aria-label={t('panel.tabs')}>
              {PANEL_TABS.map((name) => {
                const Icon = TAB_ICONS[name];
                return (
                  <Tabs.Trigger
                    key={name}
                    value={name}
                    data-testid={`ai-tab-${name}`}
                    className="flex cursor-pointer items-center justify-center gap-2 border-b-2 border-transparent px-3 py-2.5 text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring data-[state=active]:border-primary data-[state=active]:text-foreground"
                  >
                    <Icon className="size-4" aria-hidden="true" />
                    {t(`panel.tab.${name}`)}
                    {name === 'data' && hasData && (
                      <span className="rounded-full bg-primary/10 px-1.5 text-xs tabular-nums text-primary">{selectionCount(workspace.selection)}</span>
                    )}
                  </Tabs.Trigger>
                );
              })}
            </Tabs.List>
            <Tabs.Content value="chat" className="flex min-h-0 flex-1 flex-col data-[state=inactive]:hidden" forceMount>
              <ChatView workspace={workspace} />
            </Tabs.Content>
            <Tabs.Content value="data" className="min-h-0 flex-1 overflow-y-auto">
              <DataTab selection={workspace.selection} onManage={onManageData} onChange={workspace.setSelection} />
              {usage && <UsageCard usage={usage} onTopUp={onTopUp} className="mx-4 mb-4" />}
            </Tabs.Content>
            <Tabs.Content value="examples" className="min-h-0 flex-1 overflow-y-auto">
              <ExamplesTab hasData={hasData} onPick={pick} onGenerate={onGenerate} />
            </Tabs.Content>
          </Tabs.Root>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
