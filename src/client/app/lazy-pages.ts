import { lazy } from 'react';

/** The public and auth pages load on demand; the signed-in shell does not need their code. */
export const LandingPage = lazy(() => import('../features/public/components/LandingPage').then((m) => ({ default: m.LandingPage })));
export const LegalPage = lazy(() => import('../features/public/components/LegalPage').then((m) => ({ default: m.LegalPage })));
export const InfoPage = lazy(() => import('../features/public/components/InfoPage').then((m) => ({ default: m.InfoPage })));
export const AuthPage = lazy(() => import('../features/auth/components/AuthPage').then((m) => ({ default: m.AuthPage })));
