import { Navigate } from 'react-router';
import { useSession } from '../features/auth/api/session';
import { LandingPage } from './lazy-landing';

/**
 * One element for the page's life: when the session arrives (a first visit's is empty), Home
 * renders again, and React skips an unchanged element instead of rendering the whole page anew.
 */
const landingPage = <LandingPage />;

/** The landing page, except for a confirmed signed-in user, who belongs in the app (spec 01 §2.1). */
export function Home() {
  const { data } = useSession();
  if (data?.user.emailVerified) return <Navigate to="/dashboard" replace />;
  return landingPage;
}
