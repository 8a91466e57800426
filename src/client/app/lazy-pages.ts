import { lazy } from 'react';
import { loadStrings } from '../lib/i18n';

/**
 * The public and auth pages load on demand, each with its strings; the signed-in shell needs
 * neither. The landing page is in lazy-landing.ts: its own entry (landing.tsx) imports only it.
 */
export const LegalPage = lazy(() =>
  Promise.all([import('../features/public/components/LegalPage'), loadStrings(['public', 'publicPages'])]).then(([m]) => ({ default: m.LegalPage })),
);
export const InfoPage = lazy(() =>
  Promise.all([import('../features/public/components/InfoPage'), loadStrings(['public', 'publicPages'])]).then(([m]) => ({ default: m.InfoPage })),
);
export const AuthPage = lazy(() =>
  Promise.all([import('../features/auth/components/AuthPage'), loadStrings('auth')]).then(([m]) => ({ default: m.AuthPage })),
);
