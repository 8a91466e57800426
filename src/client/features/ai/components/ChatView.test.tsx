import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { renderWithRouter } from '../../../app/test-utils';
import { useAiWorkspace } from '../lib/use-ai-workspace';
import { ChatView } from './ChatView';
import { prepareAiTests, sse, stubChatStream, USAGE } from './test-support';

function Harness({ onQuota = () => undefined }: { onQuota?: () => void }) {
  const workspace = useAiWorkspace({ onQuotaReached: onQuota, onComingSoon: () => undefined });
  return <ChatView workspace={workspace} />;
}

function renderChat(props: { onQuota?: () => void } = {}) {
  return renderWithRouter(
    <>
      <Toaster />
      <Harness {...props} />
    </>,
    { url: '/ai-assist' },
  );
}

beforeAll(prepareAiTests);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ChatView', () => {
  it('shows the welcome state and keeps send disabled while the input is blank', async () => {
    stubChatStream();
    renderChat();
    expect(screen.getByTestId('ai-welcome')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Type your message...')).toBeInTheDocument();
    const send = screen.getByTestId('ai-send');
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByTestId('ai-input'), '   ');
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByTestId('ai-input'), 'Hello');
    expect(send).toBeEnabled();
  });

  it('streams the answer into an assistant bubble as the events arrive, send disabled while loading', async () => {
    const stream = stubChatStream();
    const { queryClient } = renderChat();
    await userEvent.type(screen.getByTestId('ai-input'), 'How is my pipeline?{Enter}');

    expect(await screen.findByTestId('ai-message-user')).toHaveTextContent('How is my pipeline?');
    expect(screen.getByTestId('ai-input')).toHaveValue('');
    expect(screen.getByTestId('ai-loading')).toHaveTextContent('AI is thinking...');
    expect(screen.getByTestId('ai-send')).toBeDisabled();
    expect(stream.requests).toEqual([
      {
        messages: [{ role: 'user', content: 'How is my pipeline?' }],
        includeUserData: false,
        selectedData: { prospects: [], teamMembers: [], contacts: [] },
        showReasoning: false,
      },
    ]);

    await act(async () => {
      stream.push(sse({ event: 'meta', data: { sessionId: 's1', provider: 'offline', model: 'offline-analyst' } }));
      stream.push(sse({ event: 'delta', data: { delta: 'You have **3** hot' } }));
    });
    const answer = await screen.findByTestId('ai-message-assistant');
    await waitFor(() => expect(answer).toHaveTextContent('You have 3 hot'));
    expect(answer.querySelector('strong')).toHaveTextContent('3');
    expect(answer).toHaveAttribute('data-status', 'streaming');

    await act(async () => {
      stream.push(sse({ event: 'delta', data: { delta: ' prospects.' } }));
      stream.push(sse({ event: 'done', data: { messageId: 'm1', usage: { ...USAGE, used: 11, remaining: 89 } } }));
      stream.close();
    });
    await waitFor(() => expect(screen.getByTestId('ai-message-assistant')).toHaveAttribute('data-status', 'done'));
    expect(screen.getByTestId('ai-message-assistant')).toHaveTextContent('You have 3 hot prospects.');
    expect(screen.getByText('Answered by the offline analyst from your CRM figures.')).toBeInTheDocument();
    expect(queryClient.getQueryData(['ai', 'usage'])).toMatchObject({ remaining: 89 });
    expect(screen.queryByTestId('ai-stop')).not.toBeInTheDocument();

    // The next question carries the conversation and continues the stored chat.
    await userEvent.type(screen.getByTestId('ai-input'), 'And tomorrow?{Enter}');
    await waitFor(() => expect(stream.requests).toHaveLength(2));
    expect(stream.requests[1]).toMatchObject({
      sessionId: 's1',
      messages: [
        { role: 'user', content: 'How is my pipeline?' },
        { role: 'assistant', content: 'You have **3** hot prospects.' },
        { role: 'user', content: 'And tomorrow?' },
      ],
    });
  });

  it('stops a running answer and keeps what had arrived', async () => {
    const stream = stubChatStream();
    renderChat();
    await userEvent.type(screen.getByTestId('ai-input'), 'Summarize my week{Enter}');
    await act(async () => stream.push(sse({ event: 'delta', data: { delta: 'Partial answer' } })));
    await screen.findByText('Partial answer');
    await userEvent.click(screen.getByTestId('ai-stop'));
    await waitFor(() => expect(screen.getByTestId('ai-message-assistant')).toHaveAttribute('data-status', 'stopped'));
    expect(stream.aborted).toBe(true);
    expect(screen.getByText('Answer stopped.')).toBeInTheDocument();
    expect(screen.getByTestId('ai-message-assistant')).toHaveTextContent('Partial answer');
    expect(screen.queryByTestId('ai-stop')).not.toBeInTheDocument();
  });

  it('shows the reasoning, collapsed, only with the show-reasoning toggle on', async () => {
    const stream = stubChatStream();
    renderChat();
    await userEvent.click(screen.getByTestId('ai-show-reasoning'));
    await userEvent.type(screen.getByTestId('ai-input'), 'Why?{Enter}');
    expect(stream.requests[0]).toMatchObject({ showReasoning: true });
    await act(async () => {
      stream.push(sse({ event: 'reasoning', data: { delta: 'Counting the hot leads first.' } }));
      stream.push(sse({ event: 'delta', data: { delta: 'Because.' } }));
      stream.push(sse({ event: 'done', data: { messageId: 'm1', usage: USAGE } }));
      stream.close();
    });
    const toggle = await screen.findByTestId('ai-reasoning-toggle');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('ai-reasoning-text')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(screen.getByTestId('ai-reasoning-text')).toHaveTextContent('Counting the hot leads first.');
    await userEvent.click(screen.getByTestId('ai-show-reasoning'));
    expect(screen.queryByTestId('ai-reasoning')).not.toBeInTheDocument();
  });

  it('puts the question back and offers the top-up when the month is spent (402)', async () => {
    const onQuota = vi.fn();
    // Refused before any stream, in the contract's shape.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: { code: 'quota_exhausted', message: 'Monthly quota reached.' } }), { status: 402 })),
    );
    renderChat({ onQuota });
    await userEvent.type(screen.getByTestId('ai-input'), 'One more{Enter}');
    expect(await screen.findByText('Monthly quota reached.')).toBeInTheDocument();
    expect(onQuota).toHaveBeenCalledOnce();
    expect(screen.getByTestId('ai-input')).toHaveValue('One more');
    expect(screen.queryByTestId('ai-message-user')).not.toBeInTheDocument();
  });

  it('marks the answer failed and says so when the provider fails mid-answer', async () => {
    const stream = stubChatStream();
    renderChat();
    await userEvent.type(screen.getByTestId('ai-input'), 'Hello{Enter}');
    await act(async () => {
      stream.push(sse({ event: 'delta', data: { delta: 'Half' } }));
      stream.push(sse({ event: 'error', data: { code: 'provider_timeout', message: 'The AI provider took too long to answer. Please try again.' } }));
      stream.close();
    });
    expect(await screen.findByText('The AI provider took too long to answer. Please try again.')).toBeInTheDocument();
    expect(screen.getByTestId('ai-message-assistant')).toHaveAttribute('data-status', 'failed');
  });

  it('starts a new chat when the stored one was deleted meanwhile (404)', async () => {
    const bodies: { sessionId?: string }[] = [];
    const events = [sse({ event: 'meta', data: { sessionId: 's1', provider: 'offline', model: 'offline' } }), sse({ event: 'delta', data: { delta: 'Hi' } }), sse({ event: 'done', data: { messageId: 'm1', usage: USAGE } })].join('');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        bodies.push(JSON.parse(String(init?.body)));
        if (bodies.length === 2) return new Response(JSON.stringify({ error: { code: 'not_found', message: 'Not found' } }), { status: 404 });
        return new Response(events, { status: 200, headers: { 'content-type': 'text/event-stream' } });
      }),
    );
    renderChat();
    await userEvent.type(screen.getByTestId('ai-input'), 'First{Enter}');
    await waitFor(() => expect(screen.getByTestId('ai-message-assistant')).toHaveAttribute('data-status', 'done'));
    await userEvent.type(screen.getByTestId('ai-input'), 'Second{Enter}');
    expect(await screen.findByText('This chat was deleted. Send your question again to start a new one.')).toBeInTheDocument();
    expect(screen.getByTestId('ai-input')).toHaveValue('Second');
    await userEvent.type(screen.getByTestId('ai-input'), '{Enter}');
    await waitFor(() => expect(bodies).toHaveLength(3));
    expect(bodies.map((b) => b.sessionId)).toEqual([undefined, 's1', undefined]);
  });
});
