import { Suspense, useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { AppFrame } from './AppFrame';
import { Home } from './Home';
import { PageSpinner } from './routes/LoadingScreens';

/**
 * Any other page is the app's: a link from the landing page loads it as a document of its own
 * (index.html, with the app's entry), replacing the history entry the router has just pushed.
 */
function AppPage() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => window.location.replace(`${pathname}${search}${hash}`), [pathname, search, hash]);
  return <PageSpinner />;
}

/**
 * The landing page on its own (landing.tsx): the server sends it to a first visit of `/` (no
 * session cookie), built against Preact's React-compatible runtime (vite.landing.config.ts).
 */
export function LandingApp() {
  return (
    <AppFrame>
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          <Route path="/" element={<Home />} />
          <Route path="*" element={<AppPage />} />
        </Routes>
      </Suspense>
    </AppFrame>
  );
}
