import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import type { TAiUsage } from '@shared/ai/chat.schema';
import { makeProfile, renderWithRouter, stubFetch } from '../../../app/test-utils';
import { openAiPanel } from '../lib/ai-panel-store';
import { GENERATOR_DELAY_MS } from './AiAssistant';
import { AiAssistantLauncher } from './AiAssistantLauncher';
import { prepareAiTests, USAGE } from './test-support';

beforeAll(prepareAiTests);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderLauncher({ role = 'user', aiSidebarEnabled = true, usage = USAGE }: { role?: 'user' | 'admin'; aiSidebarEnabled?: boolean; usage?: TAiUsage } = {}) {
  const fetchMock = stubFetch({
    'GET /api/me': { body: makeProfile({ role, aiSidebarEnabled }) },
    'GET /api/ai/usage': { body: usage },
  });
  renderWithRouter(
    <>
      <Toaster />
      <AiAssistantLauncher />
    </>,
    { url: '/ai-test' },
  );
  return fetchMock;
}

describe('AiAssistantLauncher', () => {
  it('shows no button with the flag off, and the error toast when asked to open', async () => {
    renderLauncher({ aiSidebarEnabled: false });
    act(() => openAiPanel());
    expect(await screen.findByText('The AI sidebar is disabled')).toBeInTheDocument();
    expect(screen.queryByTestId('ai-floating-button')).not.toBeInTheDocument();
    expect(screen.queryByTestId('ai-panel')).not.toBeInTheDocument();
  });

  it('opens the panel for an admin, on the Chat tab with its welcome state', async () => {
    renderLauncher({ role: 'admin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Open the AI assistant' }));
    expect(await screen.findByTestId('ai-panel')).toBeInTheDocument();
    expect(screen.getByTestId('ai-welcome')).toBeInTheDocument();
    expect(screen.getByTestId('ai-tab-chat')).toHaveAttribute('data-state', 'active');
    expect(await screen.findByTestId('ai-usage-badge')).toHaveTextContent('90 messages left');
  });

  it('shows the Coming Soon dialog to a user who may not chat yet', async () => {
    renderLauncher({ usage: { ...USAGE, access: 'coming_soon' } });
    await userEvent.click(await screen.findByTestId('ai-floating-button'));
    expect(await screen.findByTestId('ai-coming-soon')).toHaveTextContent('The AI chat assistant will be available soon for all users.');
    expect(screen.getByRole('heading', { name: 'Coming Soon' })).toBeInTheDocument();
    expect(screen.queryByTestId('ai-panel')).not.toBeInTheDocument();
  });

  it('opens the panel for a user with premium access when AI_FOR_PREMIUM is on', async () => {
    renderLauncher({ usage: { ...USAGE, access: 'premium' } });
    await userEvent.click(await screen.findByTestId('ai-floating-button'));
    expect(await screen.findByTestId('ai-panel')).toBeInTheDocument();
    expect(screen.queryByTestId('ai-coming-soon')).not.toBeInTheDocument();
  });

  it('opens the generator 100 ms after the panel closes, and its prompt fills the Chat tab input', async () => {
    renderLauncher({ role: 'admin' });
    await userEvent.click(await screen.findByTestId('ai-floating-button'));
    await userEvent.click(await screen.findByTestId('ai-tab-examples'));
    const generate = await screen.findByTestId('ai-open-generator');

    vi.useFakeTimers();
    fireEvent.click(generate);
    expect(screen.queryByTestId('ai-panel')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(GENERATOR_DELAY_MS - 1));
    expect(screen.queryByTestId('ai-generator')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('ai-generator')).toBeInTheDocument();
    vi.useRealTimers();

    expect(screen.getByTestId('ai-generator-generate')).toBeDisabled();
    await userEvent.selectOptions(screen.getByTestId('ai-generator-type'), 'forecasting');
    await userEvent.selectOptions(screen.getByTestId('ai-generator-data-focus'), 'prospects');
    await userEvent.selectOptions(screen.getByTestId('ai-generator-focus-area'), 'revenue');
    await userEvent.type(screen.getByTestId('ai-generator-objective'), 'reach Gold rank');
    await userEvent.click(screen.getByTestId('ai-generator-generate'));
    const prompt = screen.getByTestId('ai-generator-prompt');
    expect(prompt).toHaveValue(
      'Using my prospects, forecast what is likely to happen next month. Focus on revenue and commissions. My objective: reach Gold rank. Say which figures the forecast rests on and how sure it is.',
    );
    await userEvent.type(prompt, ' Keep it short.');
    await userEvent.click(screen.getByTestId('ai-generator-use'));

    expect(await screen.findByTestId('ai-panel')).toBeInTheDocument();
    expect(screen.queryByTestId('ai-generator')).not.toBeInTheDocument();
    expect(screen.getByTestId('ai-tab-chat')).toHaveAttribute('data-state', 'active');
    expect((screen.getByTestId('ai-input') as HTMLTextAreaElement).value).toMatch(/^Using my prospects, .* Keep it short\.$/);
  });
});
