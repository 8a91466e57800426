import { useMemo, useState } from 'react';
import { Brain, ChevronDown, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { checkCompliance, COMPLIANCE_TEXT_MAX } from '@shared/ai/compliance.rules';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useComplianceCheck } from '../api/ai.api';
import type { TUiMessage } from '../lib/use-chat';
import { ComplianceFindings } from './ComplianceFindings';
import { MarkdownText } from './MarkdownText';

interface TChatMessageProps {
  message: TUiMessage;
  showReasoning: boolean;
}

/** One bubble: the user's on the right, the assistant's on the left with its reasoning, status and compliance check. */
export function ChatMessage({ message, showReasoning }: TChatMessageProps) {
  const { t } = useTranslation('ai');
  const isUser = message.role === 'user';
  const finished = message.status !== 'streaming';
  const compliance = useComplianceCheck();
  // A finished answer is checked at once with the shared rules (no request): a drafted message
  // with a forbidden claim shows its safer wording without anyone asking.
  const localFindings = useMemo(() => (!isUser && finished ? checkCompliance(message.content) : []), [isUser, finished, message.content]);
  const findings = compliance.data?.findings ?? (localFindings.length > 0 ? localFindings : null);

  return (
    <li className={cn('flex', isUser ? 'justify-end' : 'justify-start')} data-testid={`ai-message-${message.role}`} data-status={message.status}>
      <div
        className={cn(
          'min-w-0 max-w-[85%] space-y-2 rounded-2xl px-4 py-2.5 shadow-sm',
          isUser ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm border bg-card text-card-foreground',
        )}
      >
        {!isUser && showReasoning && message.reasoning && <Reasoning text={message.reasoning} streaming={!finished && !message.content} />}
        {isUser ? (
          <p className="whitespace-pre-wrap break-words text-sm">{message.content}</p>
        ) : message.content ? (
          <div data-testid="ai-answer">
            <MarkdownText text={message.content} />
          </div>
        ) : null}
        {message.status === 'stopped' && <p className="text-xs italic text-muted-foreground">{t('chat.stopped')}</p>}
        {message.status === 'failed' && <p className="text-xs font-medium text-destructive">{t('chat.failed')}</p>}
        {!isUser && message.provider === 'offline' && finished && message.content && (
          <p className="text-[11px] text-muted-foreground">{t('chat.offlineAnalyst')}</p>
        )}
        {!isUser && finished && message.content && (
          <div className="space-y-2">
            {findings && <ComplianceFindings findings={findings} />}
            {!compliance.data && (
              <Button
                variant="ghost"
                size="sm"
                className="-ml-2 h-7 text-muted-foreground"
                onClick={() => compliance.mutate(message.content.slice(0, COMPLIANCE_TEXT_MAX))}
                disabled={compliance.isPending}
                data-testid="ai-check-compliance"
              >
                {compliance.isPending ? <Spinner className="size-3" /> : <ShieldCheck aria-hidden="true" />}
                {t('compliance.check')}
              </Button>
            )}
            {compliance.isError && <p className="text-xs text-destructive">{t('compliance.failed')}</p>}
          </div>
        )}
      </div>
    </li>
  );
}

function Reasoning({ text, streaming }: { text: string; streaming: boolean }) {
  const { t } = useTranslation('ai');
  const [open, setOpen] = useState(false);
  return (
    <div className="rounded-md border border-dashed bg-muted/40 text-xs" data-testid="ai-reasoning">
      <button
        type="button"
        className="flex w-full cursor-pointer items-center gap-2 px-2 py-1.5 text-left font-medium text-muted-foreground hover:text-foreground"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
        data-testid="ai-reasoning-toggle"
      >
        <Brain className="size-3.5 shrink-0" aria-hidden="true" />
        <span className="flex-1">{streaming ? t('chat.reasoningLive') : t('chat.reasoning')}</span>
        <ChevronDown className={cn('size-3.5 shrink-0 transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </button>
      {open && <p className="whitespace-pre-wrap break-words border-t px-2 py-1.5 text-muted-foreground" data-testid="ai-reasoning-text">{text}</p>}
    </div>
  );
}
