import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { isSearchShortcut } from '../lib/shortcut';
import { resultPath } from '../lib/result-path';

// The palette (cmdk) and the dialog load when search is first opened, not with every page.
const SearchPalette = lazy(() => import('./SearchPalette').then((m) => ({ default: m.SearchPalette })));
const AdvancedSearchDialog = lazy(() => import('./AdvancedSearchDialog').then((m) => ({ default: m.AdvancedSearchDialog })));

type TMode = 'closed' | 'quick' | 'advanced';

const OpenSearchContext = createContext<(() => void) | null>(null);

/** Opens the quick search palette; for the header trigger. */
export function useOpenSearch(): () => void {
  const open = useContext(OpenSearchContext);
  if (!open) throw new Error('useOpenSearch needs <GlobalSearchProvider>');
  return open;
}

/**
 * Holds the global search once for the signed-in app: the Ctrl/Cmd+K shortcut, the quick palette
 * and the Advanced Search dialog, which share the typed query when switching between them.
 */
export function GlobalSearchProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [mode, setMode] = useState<TMode>('closed');
  const [query, setQuery] = useState('');
  // Once loaded, both stay mounted, so closing them works as before (focus return, no remount).
  const [opened, setOpened] = useState(false);
  const openQuick = useCallback(() => setMode('quick'), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setMode((current) => (current === 'closed' ? 'quick' : 'closed'));
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  useEffect(() => {
    if (mode === 'closed') setQuery('');
    else setOpened(true);
  }, [mode]);

  const close = useCallback(() => setMode('closed'), []);
  const go = useCallback(
    (url: string) => {
      const path = resultPath(url);
      if (!path) return;
      setMode('closed');
      void navigate(path);
    },
    [navigate],
  );
  return (
    <OpenSearchContext.Provider value={openQuick}>
      {children}
      {(opened || mode !== 'closed') && (
        <Suspense fallback={null}>
          <SearchPalette open={mode === 'quick'} onClose={close} query={query} onQueryChange={setQuery} onSelect={go} onAdvanced={() => setMode('advanced')} />
          <AdvancedSearchDialog open={mode === 'advanced'} onClose={close} query={query} onQueryChange={setQuery} onSelect={go} onBack={openQuick} />
        </Suspense>
      )}
    </OpenSearchContext.Provider>
  );
}
