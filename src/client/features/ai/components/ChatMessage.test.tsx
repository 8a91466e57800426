import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter, stubFetch } from '../../../app/test-utils';
import type { TUiMessage } from '../lib/use-chat';
import { ChatMessage } from './ChatMessage';
import { prepareAiTests } from './test-support';

beforeAll(prepareAiTests);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const answer = (content: string): TUiMessage => ({ id: 'm1', role: 'assistant', content, reasoning: '', status: 'done', provider: 'openai' });

function renderMessage(message: TUiMessage) {
  return renderWithRouter(
    <ul>
      <ChatMessage message={message} showReasoning={false} />
    </ul>,
    { url: '/ai-assist' },
  );
}

describe('ChatMessage', () => {
  it('renders Markdown without raw HTML', () => {
    stubFetch({});
    renderMessage(answer('**Bold** and <img src=x onerror="alert(1)"> [link](javascript:alert(1))\n\n| a | b |\n|---|---|\n| 1 | 2 |'));
    const bubble = screen.getByTestId('ai-message-assistant');
    expect(bubble.querySelector('strong')).toHaveTextContent('Bold');
    expect(bubble.querySelector('img')).toBeNull();
    expect(bubble.querySelector('table')).not.toBeNull();
    expect(within(bubble).getByText('link').getAttribute('href') ?? '').not.toContain('javascript');
  });

  it('flags a drafted income claim at once and shows the server check with its safer wording', async () => {
    const fetchMock = stubFetch({
      'POST /api/ai/compliance': {
        body: {
          ok: false,
          findings: [{ ruleId: 'income-amount', category: 'income', phrase: 'earn $10,000 a month', start: 28, end: 48, language: 'en', saferWording: 'results vary; most people earn little' }],
        },
      },
    });
    renderMessage(answer('Hi Quinn! Join my team and earn $10,000 a month from home.'));
    // The shared rules run on the finished answer without a request.
    expect(screen.getByTestId('ai-compliance-findings')).toHaveTextContent('earn $10,000 a month');
    await userEvent.click(screen.getByTestId('ai-check-compliance'));
    expect(await screen.findByText('results vary; most people earn little')).toBeInTheDocument();
    const body = JSON.parse(String(fetchMock.mock.calls.find(([url]) => String(url) === '/api/ai/compliance')?.[1]?.body));
    expect(body).toEqual({ text: 'Hi Quinn! Join my team and earn $10,000 a month from home.' });
    expect(screen.queryByTestId('ai-check-compliance')).not.toBeInTheDocument();
  });

  it('says so when the check finds nothing', async () => {
    stubFetch({ 'POST /api/ai/compliance': { body: { ok: true, findings: [] } } });
    renderMessage(answer('You have three follow-ups due today.'));
    expect(screen.queryByTestId('ai-compliance-findings')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('ai-check-compliance'));
    expect(await screen.findByTestId('ai-compliance-ok')).toHaveTextContent('No income or health claims found.');
  });
});
