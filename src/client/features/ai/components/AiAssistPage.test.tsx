import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import type { TChatSession, TChatSessionSummary } from '@shared/ai/chat.schema';
import { makeProfile, renderWithRouter, stubFetch } from '../../../app/test-utils';
import { AiAssistPage } from './AiAssistPage';
import { prepareAiTests, USAGE } from './test-support';

beforeAll(prepareAiTests);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SUMMARY: TChatSessionSummary = { id: 's1', title: 'Pipeline this week', messageCount: 2, createdAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-20T10:05:00.000Z' };
const SESSION: TChatSession = {
  ...SUMMARY,
  messages: [
    { id: 'q1', role: 'user', content: 'How is my pipeline?', reasoning: null, provider: null, createdAt: SUMMARY.createdAt },
    { id: 'a1', role: 'assistant', content: 'You have **4** open deals.', reasoning: null, provider: 'offline', createdAt: SUMMARY.updatedAt },
  ],
};
const PLANS = { messagePacks: [{ product: 'messages_100', messages: 100, priceCents: 1000, popular: false }, { product: 'messages_500', messages: 500, priceCents: 4000, popular: true }] };

function renderPage(role: 'admin' | 'user' = 'admin', access = USAGE.access) {
  const fetchMock = stubFetch({
    'GET /api/me': { body: makeProfile({ role }) },
    'GET /api/ai/usage': { body: { ...USAGE, access } },
    'GET /api/ai/sessions': { body: [SUMMARY] },
    'GET /api/ai/sessions/s1': { body: SESSION },
    'PATCH /api/ai/sessions/s1': { body: { ...SUMMARY, title: 'Renamed' } },
    'DELETE /api/ai/sessions/s1': { status: 204 },
    'GET /api/billing/plans': { body: PLANS },
  });
  renderWithRouter(
    <>
      <Toaster />
      <AiAssistPage />
    </>,
    { url: '/ai-assist', path: '/ai-assist' },
  );
  return fetchMock;
}

describe('AiAssistPage', () => {
  it('opens a stored chat, renames and deletes it', async () => {
    const fetchMock = renderPage();
    const session = await screen.findByTestId('ai-session');
    expect(session).toHaveTextContent('Pipeline this week');
    expect(screen.getByText('(1/10)')).toBeInTheDocument();

    await userEvent.click(within(session).getByTestId('ai-session-open'));
    expect(await screen.findByTestId('ai-message-assistant')).toHaveTextContent('You have 4 open deals.');
    expect(within(session).getByTestId('ai-session-open')).toHaveAttribute('aria-current', 'true');

    await userEvent.click(within(session).getByTestId('ai-session-rename'));
    const title = screen.getByTestId('ai-session-title-input');
    await userEvent.clear(title);
    await userEvent.type(title, 'Renamed{Enter}');
    await waitFor(() => expect(fetchMock.mock.calls.some(([url, init]) => String(url) === '/api/ai/sessions/s1' && init?.method === 'PATCH')).toBe(true));
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(JSON.parse(String(patch[1]?.body))).toEqual({ title: 'Renamed' });

    await userEvent.click(within(screen.getByTestId('ai-session')).getByTestId('ai-session-delete'));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Chat deleted')).toBeInTheDocument();
    // The open chat was the one deleted: the page starts a new one.
    await waitFor(() => expect(screen.getByTestId('ai-welcome')).toBeInTheDocument());
  });

  it('offers the quick prompts, the usage card and the message packs', async () => {
    renderPage();
    const quick = await screen.findAllByTestId('ai-quick-prompt');
    expect(quick).toHaveLength(6);
    const planning = quick.find((b) => b.textContent === 'Help me plan the next quarter for my business.')!;
    expect(planning).toBeEnabled();
    expect(quick.filter((b) => (b as HTMLButtonElement).disabled)).toHaveLength(5);
    await userEvent.click(planning);
    expect(screen.getByTestId('ai-input')).toHaveValue('Help me plan the next quarter for my business.');
    expect(screen.getByTestId('ai-usage-card')).toHaveTextContent('10 of 100 used (10%)');
    expect(await screen.findByTestId('ai-pack-messages_500')).toBeInTheDocument();
    expect(screen.getByText('$40.00')).toBeInTheDocument();
  });

  it('shows Coming Soon to a user who may not chat yet', async () => {
    renderPage('user', 'coming_soon');
    expect(await screen.findByTestId('ai-assist-coming-soon')).toHaveTextContent('The AI chat assistant will be available soon for all users.');
    expect(screen.queryByTestId('ai-chat')).not.toBeInTheDocument();
  });
});
