import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { UsageBadge } from './UsageBadge';
import { prepareAiTests, USAGE } from './test-support';

beforeAll(prepareAiTests);
afterEach(cleanup);

describe('UsageBadge', () => {
  it.each([
    [90, 'default', '90 messages left'],
    [11, 'default', '11 messages left'],
    [10, 'secondary', '10 messages left'],
    [1, 'secondary', '1 message left'],
    [0, 'destructive', '0 messages left'],
    [-3, 'destructive', '0 messages left'],
  ])('with %i remaining is %s', (remaining, variant, text) => {
    render(<UsageBadge usage={{ ...USAGE, remaining }} />);
    expect(screen.getByTestId('ai-usage-badge')).toHaveAttribute('data-variant', variant);
    expect(screen.getByTestId('ai-usage-badge')).toHaveTextContent(text);
  });
});
