import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { useSession } from '../features/auth/api/session';
import { ErrorBoundary } from './ErrorBoundary';
import { AuthPage, InfoPage, LandingPage, LegalPage } from './lazy-pages';
import { MODULE_PAGES, SignedInLayout } from './module-pages';
import { PageSpinner } from './routes/LoadingScreens';

const LEGAL_PAGES = ['privacy', 'terms', 'cookies'] as const;
const INFO_PAGES = ['features', 'pricing', 'api', 'integrations', 'about', 'careers', 'blog', 'press', 'help', 'contact', 'status', 'security'] as const;
const AUTH_PATHS = ['/login', '/register', '/register/:referralCode', '/forgot-password'] as const;

/** The landing page, except for a confirmed signed-in user, who belongs in the app (spec 01 §2.1). */
function Home() {
  const { data } = useSession();
  if (data?.user.emailVerified) return <Navigate to="/dashboard" replace />;
  return <LandingPage />;
}

/** An unknown path leads into the app when signed in, else to the landing page. */
function UnknownPath() {
  const { data, isPending } = useSession();
  if (isPending) return <PageSpinner />;
  return <Navigate to={data?.user ? '/dashboard' : '/'} replace />;
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
          <Route element={<SignedInLayout />}>
            {MODULE_PAGES.map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
          </Route>
          <Route path="*" element={<UnknownPath />} />
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}
