import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api';
import { aiErrorText } from './ai-error-text';
import { EMPTY_SELECTION, type TSelection } from './selection';
import { useChat } from './use-chat';

interface TWorkspaceOptions {
  /** 402: the month's messages are spent; the top-up dialog opens. */
  onQuotaReached: () => void;
  /** 403: chatting is not open to this user yet. */
  onComingSoon: () => void;
}

/**
 * What the panel and the /ai-assist page share: the input, the connected data, the reasoning
 * toggle and the conversation, with the toasts of a refused or failed answer.
 */
export function useAiWorkspace({ onQuotaReached, onComingSoon }: TWorkspaceOptions) {
  const { t } = useTranslation('ai');
  const [input, setInput] = useState('');
  const [selection, setSelection] = useState<TSelection>(EMPTY_SELECTION);
  const [showReasoning, setShowReasoning] = useState(false);

  const onError = useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 403) return onComingSoon();
      toast.error(aiErrorText(t, error));
      if (error instanceof ApiError && error.status === 402) onQuotaReached();
    },
    [t, onQuotaReached, onComingSoon],
  );
  const chat = useChat({ selection, showReasoning, onError });

  const submit = async () => {
    const text = input;
    if (!text.trim() || chat.loading) return;
    setInput('');
    const accepted = await chat.send(text);
    // Refused before any answer: the question goes back in the box, to send again later.
    if (!accepted) setInput((current) => current || text);
  };

  return { input, setInput, selection, setSelection, showReasoning, setShowReasoning, chat, submit };
}

export type TAiWorkspace = ReturnType<typeof useAiWorkspace>;
