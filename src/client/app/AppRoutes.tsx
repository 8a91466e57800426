import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { useSession } from '../features/auth/api/session';
import { loadAppStrings } from '../lib/i18n';
import { ErrorBoundary } from './ErrorBoundary';
import { AuthPage, InfoPage, LandingPage, LegalPage } from './lazy-pages';
import { PageSpinner } from './routes/LoadingScreens';

const LEGAL_PAGES = ['privacy', 'terms', 'cookies'] as const;
const INFO_PAGES = ['features', 'pricing', 'api', 'integrations', 'about', 'careers', 'blog', 'press', 'help', 'contact', 'status', 'security'] as const;
const AUTH_PATHS = ['/login', '/register', '/register/:referralCode', '/forgot-password'] as const;

/** The first path segments of the public pages above. */
const PUBLIC_SEGMENTS = new Set<string>([...LEGAL_PAGES, ...INFO_PAGES, ...AUTH_PATHS.map((path) => path.split('/')[1])]);
export const isPublicPath = (pathname: string) => pathname === '/' || PUBLIC_SEGMENTS.has(pathname.split('/')[1]);

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

/**
 * One element for the page's life: when the session arrives (a first visit's is empty), Home
 * renders again, and React skips an unchanged element instead of rendering the whole page anew.
 */
const landingPage = <LandingPage />;

/** The landing page, except for a confirmed signed-in user, who belongs in the app (spec 01 §2.1). */
function Home() {
  const { data } = useSession();
  if (data?.user.emailVerified) return <Navigate to="/dashboard" replace />;
  return landingPage;
}

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
