import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Bot, Send, Square } from 'lucide-react';
import { Switch } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { AI_LIMITS } from '@shared/ai/chat.schema';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import { selectionCount } from '../lib/selection';
import type { TAiWorkspace } from '../lib/use-ai-workspace';
import { ChatMessage } from './ChatMessage';

/** The conversation and its input: shared by the panel's Chat tab and the /ai-assist page. */
export function ChatView({ workspace, className }: { workspace: TAiWorkspace; className?: string }) {
  const { t } = useTranslation('ai');
  const { chat, input, setInput, showReasoning, setShowReasoning, submit } = workspace;
  const hasData = selectionCount(workspace.selection) > 0;
  const end = useRef<HTMLDivElement>(null);
  const lastLength = chat.messages.at(-1)?.content.length ?? 0;

  // Follow the answer as it grows.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [chat.messages.length, lastLength]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };
  const waiting = chat.loading && !chat.messages.at(-1)?.content;

  return (
    <div className={cn('flex min-h-0 flex-1 flex-col', className)} data-testid="ai-chat">
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-4">
        {chat.messages.length === 0 ? (
          <div className="flex h-full flex-col items-center justify-center gap-3 px-4 py-8 text-center" data-testid="ai-welcome">
            <span className="grid size-12 place-items-center rounded-full bg-primary/10 text-primary">
              <Bot className="size-6" aria-hidden="true" />
            </span>
            <h3 className="text-base font-semibold">{t('chat.welcomeTitle')}</h3>
            <p className="max-w-sm text-sm text-muted-foreground">{hasData ? t('chat.welcomeWithData') : t('chat.welcomeNoData')}</p>
          </div>
        ) : (
          <ul className="space-y-3" aria-live="polite" aria-label={t('chat.conversation')}>
            {chat.messages.map((message) => (
              <ChatMessage key={message.id} message={message} showReasoning={showReasoning} />
            ))}
          </ul>
        )}
        {waiting && (
          <p className="mt-3 flex items-center gap-2 text-sm text-muted-foreground" role="status" data-testid="ai-loading">
            <span className="flex gap-1" aria-hidden="true">
              <span className="size-1.5 animate-bounce rounded-full bg-primary [animation-delay:-0.3s]" />
              <span className="size-1.5 animate-bounce rounded-full bg-primary [animation-delay:-0.15s]" />
              <span className="size-1.5 animate-bounce rounded-full bg-primary" />
            </span>
            {hasData ? t('chat.analyzing') : t('chat.thinking')}
          </p>
        )}
        <div ref={end} />
      </div>
      <form
        className="shrink-0 space-y-2 border-t bg-background p-3"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="flex items-end gap-2">
          <Textarea
            value={input}
            onChange={(event) => setInput(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={hasData ? t('chat.placeholderData') : t('chat.placeholder')}
            aria-label={t('chat.inputLabel')}
            maxLength={AI_LIMITS.messageChars}
            rows={2}
            className="max-h-40 min-h-11 resize-none"
            data-testid="ai-input"
          />
          {chat.loading && (
            <Button type="button" variant="destructive" size="icon" className="size-11 shrink-0" onClick={chat.stop} aria-label={t('chat.stop')} title={t('chat.stop')} data-testid="ai-stop">
              <Square aria-hidden="true" />
            </Button>
          )}
          <Button type="submit" size="icon" className="size-11 shrink-0" disabled={chat.loading || !input.trim()} aria-label={t('chat.send')} title={t('chat.send')} data-testid="ai-send">
            <Send aria-hidden="true" />
          </Button>
        </div>
        <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
          <label className="flex cursor-pointer items-center gap-2">
            <Switch.Root
              checked={showReasoning}
              onCheckedChange={setShowReasoning}
              data-testid="ai-show-reasoning"
              className="relative inline-flex h-4 w-7 shrink-0 cursor-pointer items-center rounded-full bg-input transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=checked]:bg-primary"
            >
              <Switch.Thumb className="block size-3 rounded-full bg-background shadow-sm transition-transform data-[state=checked]:translate-x-3.5 data-[state=unchecked]:translate-x-0.5" />
            </Switch.Root>
            {t('chat.showReasoning')}
          </label>
          <span className="hidden sm:inline">{t('chat.enterHint')}</span>
        </div>
      </form>
    </div>
  );
}
