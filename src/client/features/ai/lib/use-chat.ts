import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AI_LIMITS, type TChatRole, type TChatSession, type TChatStreamEvent } from '@shared/ai/chat.schema';
import { AI_SESSIONS_KEY, AI_USAGE_KEY } from '../api/ai.api';
import { streamChat } from '../api/chat-stream';
import { selectedIds, selectionCount, type TSelection } from './selection';
import type { TStreamError } from './ai-error-text';

export type TMessageStatus = 'streaming' | 'done' | 'stopped' | 'failed';

export interface TUiMessage {
  /** The stored message's id once the server has it; a local one before. */
  id: string;
  role: TChatRole;
  content: string;
  reasoning: string;
  status: TMessageStatus;
  provider?: 'openai' | 'offline' | null;
}

interface TUseChatOptions {
  selection: TSelection;
  showReasoning: boolean;
  /** A refusal before the answer started (402, 403, 400…), or an `error` event mid-answer. */
  onError: (error: unknown) => void;
}

let localIds = 0;
const localId = () => `local-${(localIds += 1)}`;

/**
 * One conversation: its messages, the stored chat it belongs to, and the answer being streamed.
 * Sending appends the question and an empty answer that fills as the events come; Stop aborts the
 * request (the server stops the provider and charges nothing).
 */
export function useChat({ selection, showReasoning, onError }: TUseChatOptions) {
  const queryClient = useQueryClient();
  const [messages, setMessages] = useState<TUiMessage[]>([]);
  const [sessionId, setSessionId] = useState<string | undefined>();
  const [loading, setLoading] = useState(false);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const patch = (id: string, change: (m: TUiMessage) => Partial<TUiMessage>) =>
    setMessages((list) => list.map((m) => (m.id === id ? { ...m, ...change(m) } : m)));

  /** Sends `text`; answers false when it was refused before any answer (the caller keeps the text). */
  const send = async (text: string): Promise<boolean> => {
    const content = text.trim();
    if (!content || loading) return false;
    const question: TUiMessage = { id: localId(), role: 'user', content, reasoning: '', status: 'done' };
    const answerId = localId();
    const history = [...messages.filter((m) => m.content.trim() && m.status !== 'failed'), question]
      .slice(-AI_LIMITS.messagesPerRequest)
      .map((m) => ({ role: m.role, content: m.content.slice(0, AI_LIMITS.messageChars) }));
    // The conversation sent must open on a question of the user's when the oldest are left out.
    while (history.length > 1 && history[0].role !== 'user') history.shift();
    setMessages((list) => [...list, question, { id: answerId, role: 'assistant', content: '', reasoning: '', status: 'streaming' }]);
    setLoading(true);
    const abort = new AbortController();
    controller.current = abort;
    let finished = false;
    let currentId = answerId;

    const onEvent = (event: TChatStreamEvent) => {
      switch (event.event) {
        case 'meta':
          setSessionId(event.data.sessionId);
          patch(currentId, () => ({ provider: event.data.provider }));
          break;
        case 'reasoning':
          patch(currentId, (m) => ({ reasoning: m.reasoning + event.data.delta }));
          break;
        case 'delta':
          patch(currentId, (m) => ({ content: m.content + event.data.delta }));
          break;
        case 'done':
          finished = true;
          patch(currentId, () => ({ status: 'done', id: event.data.messageId }));
          currentId = event.data.messageId;
          queryClient.setQueryData(AI_USAGE_KEY, event.data.usage);
          break;
        case 'error':
          finished = true;
          patch(currentId, () => ({ status: 'failed' }));
          onError(event.data satisfies TStreamError);
          break;
      }
    };

    try {
      await streamChat(
        { messages: history, includeUserData: selectionCount(selection) > 0, selectedData: selectedIds(selection), sessionId, showReasoning },
        onEvent,
        abort.signal,
      );
      if (!finished) {
        // The stream closed without its last event: the answer is cut, and the server charged nothing.
        patch(currentId, () => ({ status: 'failed' }));
        onError({ code: 'stream_closed', message: '' });
      }
      return true;
    } catch (error) {
      if ((error as Error).name === 'AbortError') {
        patch(currentId, () => ({ status: 'stopped' }));
        return true;
      }
      if (!finished && currentId === answerId && !hasStarted(error)) {
        setMessages((list) => list.filter((m) => m.id !== question.id && m.id !== answerId));
        // The stored chat was deleted meanwhile (another tab, the AI Assist page): the next send starts a new one.
        if (sessionId && (error as { status?: number }).status === 404) {
          setSessionId(undefined);
          onError({ code: 'chat_gone', message: '' });
        } else onError(error);
        return false;
      }
      patch(currentId, () => ({ status: 'failed' }));
      onError(error);
      return true;
    } finally {
      if (controller.current === abort) controller.current = null;
      setLoading(false);
      void queryClient.invalidateQueries({ queryKey: AI_SESSIONS_KEY });
    }
  };

  const stop = useCallback(() => controller.current?.abort(), []);

  /** A new conversation (the stored chats keep the previous one). */
  const reset = useCallback(() => {
    controller.current?.abort();
    setMessages([]);
    setSessionId(undefined);
  }, []);

  /** Continues a stored chat. */
  const load = useCallback((session: TChatSession) => {
    controller.current?.abort();
    setSessionId(session.id);
    setMessages(
      session.messages.map((m) => ({ id: m.id, role: m.role, content: m.content, reasoning: m.reasoning ?? '', status: 'done', provider: m.provider })),
    );
  }, []);

  return { messages, sessionId, loading, send, stop, reset, load };
}

/** A refusal (an ApiError from before the stream) has a status; anything else came mid-stream. */
function hasStarted(error: unknown): boolean {
  return !(typeof error === 'object' && error !== null && 'status' in error);
}

export type TChat = ReturnType<typeof useChat>;
