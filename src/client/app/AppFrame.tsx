import { lazy, Suspense, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { SETTINGS_DEFAULTS } from '@shared/common/settings';
import { createQueryClient } from '../lib/query-client';
import { useTheme } from '../lib/theme';
import { ErrorBoundary } from './ErrorBoundary';
import { prefetchFirstPage } from './prefetch';

/** Toasts come after the first paint; sonner replays any raised before its Toaster mounts. */
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/**
 * One client for the page's life, made outside React: the first render suspends until the strings
 * are loaded, and React remakes the state of what it has not shown yet. What the first page needs
 * from the server leaves now, beside the page's code (prefetch.ts).
 */
const queryClient = createQueryClient();
// Offline reading and the service worker: loaded beside the page, not in its first download.
void import('./pwa/start').then((m) => m.startPwa(queryClient));
void prefetchFirstPage(queryClient, window.location.pathname);

/** What every page runs in, whichever entry started it (App.tsx, LandingApp.tsx): data, routing, toasts. */
export function AppFrame({ children }: { children: ReactNode }) {
  const theme = useTheme();
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <ErrorBoundary>{children}</ErrorBoundary>
        <Suspense fallback={null}>
          <Toaster theme={theme} position="top-right" duration={SETTINGS_DEFAULTS.toastDurationMs} richColors closeButton />
        </Suspense>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
