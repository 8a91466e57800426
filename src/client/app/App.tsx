import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { Toaster } from 'sonner';
import { SETTINGS_DEFAULTS } from '@shared/common/settings';
import { createQueryClient } from '../lib/query-client';
import { useTheme } from '../lib/theme';
import { ErrorBoundary } from './ErrorBoundary';
import { AppRoutes } from './AppRoutes';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const theme = useTheme();
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <ErrorBoundary>
          <AppRoutes />
        </ErrorBoundary>
        <Toaster theme={theme} position="top-right" duration={SETTINGS_DEFAULTS.toastDurationMs} richColors closeButton />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
