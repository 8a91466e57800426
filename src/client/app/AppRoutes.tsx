import { lazy, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { loadAppStrings } from '../lib/i18n';
import { ErrorBoundary } from './ErrorBoundary';
import { Home } from './Home';
import { AuthPage, InfoPage, LegalPage } from './lazy-pages';
import { AUTH_PATHS, INFO_PAGES, isPublicPath, LEGAL_PAGES } from './public-paths';
import { PageSpinner } from './routes/LoadingScreens';

/**
 * The signed-in routes (module-pages.ts), which the public pages never load. Their layout and its
 * strings are fetched beside them, not after them (module-pages.ts then finds them loaded): a
 * sign-in waits for one round of downloads before the page's own, as before the routes split.
 */
const loadSignedInRoutes = () =>
  Promise.all([import('./SignedInRoutes'), import('./shell/SignedInLayout'), loadAppStrings()]).then(([routes]) => routes);
const SignedInRoutes = lazy(() => loadSignedInRoutes().then((m) => ({ default: m.SignedInRoutes })));
// A first visit to a signed-in page fetches the route table beside the strings, not after them.
if (typeof window !== 'undefined' && !isPublicPath(window.location.pathname)) void loadSignedInRoutes();

export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          <Route path="/" element={<Home />} />
          {LEGAL_PAGES.map((page) => (
            <Route key={page} path={`/${page}`} element={<LegalPage page={page} />} />
          ))}
          {INFO_PAGES.map((page) => (
            <Route key={page} path={`/${page}`} element={<InfoPage page={page} />} />
          ))}
          {AUTH_PATHS.map((path) => (
            <Route key={path} path={path} element={<AuthPage />} />
          ))}
          <Route path="*" element={<SignedInRoutes />} />
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}
