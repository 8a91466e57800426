import { lazy } from 'react';
import { loadStrings } from '../lib/i18n';

/** The landing page with its strings, on demand (the app's entry and the landing entry both use it). */
export const LandingPage = lazy(() =>
  Promise.all([import('../features/public/components/LandingPage'), loadStrings('public')]).then(([m]) => ({ default: m.LandingPage })),
);
