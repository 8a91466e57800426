import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROMPT_CATEGORIES } from '@shared/ai/prompts.rules';
import { ExamplesTab } from './ExamplesTab';
import { prepareAiTests } from './test-support';

beforeAll(prepareAiTests);
afterEach(cleanup);

const buttonsOf = (category: string) => within(screen.getByTestId(`ai-category-${category}`)).getAllByTestId('ai-example');

describe('ExamplesTab', () => {
  it('shows six categories of four prompts, all but Strategic Planning disabled without data', async () => {
    const onPick = vi.fn();
    render(<ExamplesTab hasData={false} onPick={onPick} onGenerate={() => undefined} />);
    for (const category of PROMPT_CATEGORIES) {
      const buttons = buttonsOf(category.id);
      expect(buttons).toHaveLength(4);
      for (const button of buttons) {
        if (category.id === 'strategicPlanning') expect(button).toBeEnabled();
        else expect(button).toBeDisabled();
      }
    }
    await userEvent.click(screen.getByText('Help me plan the next quarter for my business.'));
    expect(onPick).toHaveBeenCalledWith('Help me plan the next quarter for my business.');
  });

  it('enables every category once data is connected', () => {
    render(<ExamplesTab hasData onPick={() => undefined} onGenerate={() => undefined} />);
    expect(screen.getAllByTestId('ai-example').filter((b) => (b as HTMLButtonElement).disabled)).toHaveLength(0);
    expect(screen.getAllByTestId('ai-example')).toHaveLength(24);
  });
});
