import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBoundary } from './ErrorBoundary';

function Broken(): never {
  throw new Error('kaput');
}

function BrokenChunk(): never {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/Page.js');
}

afterEach(cleanup);

describe('ErrorBoundary', () => {
  it('offers Try Again three times, then only a refresh', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('An unexpected error occurred while loading the application.')).toBeInTheDocument();
    expect(screen.getByTestId('error-refresh')).toHaveTextContent('Refresh Page');

    for (let i = 0; i < 3; i += 1) {
      const retry = screen.getByTestId('error-retry');
      expect(retry).toBeEnabled();
      expect(retry).toHaveTextContent('Try Again');
      await userEvent.click(retry);
    }
    const retry = screen.getByTestId('error-retry');
    expect(retry).toBeDisabled();
    expect(retry).toHaveTextContent('Max retries reached');
    expect(screen.getByText(/Please refresh the page/)).toBeInTheDocument();
  });

  it('shows the loading-issue screen when a page module fails to download', () => {
    render(
      <ErrorBoundary>
        <BrokenChunk />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Loading Issue Detected')).toBeInTheDocument();
    expect(screen.getByText(/There was an issue loading a page component/)).toBeInTheDocument();
    expect(screen.getByTestId('page-load-reload')).toHaveTextContent('Reload Page');
  });
});
