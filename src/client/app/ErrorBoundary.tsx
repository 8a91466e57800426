import { Component, type ErrorInfo, type ReactNode } from 'react';
import { SETTINGS_DEFAULTS } from '@shared/common/settings';
import { ErrorFallback, PageLoadErrorScreen } from './routes/ErrorScreens';

const CHUNK_ERROR_PATTERN =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

/** A page module that failed to download (a new deployment, a dropped connection). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR_PATTERN.test(error.message);
}

interface Props {
  children: ReactNode;
  /** When this value changes (e.g. the path), a shown error is cleared. */
  resetKey?: unknown;
}

interface State {
  error: Error | null;
  retries: number;
}

/**
 * Catches render errors below it. Try Again re-renders the children, up to the retry limit, since
 * an error that comes back three times will not go away without a fresh page.
 */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, retries: 0 };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    // A failed page download is expected after a deployment and has its own screen.
    if (!isChunkLoadError(error)) console.error('Render error', error, info.componentStack);
  }

  componentDidUpdate(previous: Props): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  private retry = () => {
    this.setState((s) => ({ error: null, retries: s.retries + 1 }));
  };

  render() {
    const { error, retries } = this.state;
    if (!error) return this.props.children;
    if (isChunkLoadError(error)) return <PageLoadErrorScreen />;
    return <ErrorFallback onRetry={this.retry} retriesLeft={SETTINGS_DEFAULTS.errorBoundaryMaxRetries - retries} />;
  }
}
