import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { loadAppStrings, loadStrings } from '../lib/i18n';
import { LAZY_PAGE_NAMESPACES } from '../locales/namespaces';

// findBy* and waitFor give up after 1 s by default: a loaded machine renders slower than that, so a
// passing test would fail by the clock. Waits end as soon as their condition holds anyway.
configure({ asyncUtilTimeout: 10_000 });

// The app loads its strings on demand; tests render synchronously, so they start once every
// English namespace is in (the signed-in area's, the pages' own and the public pages').
await Promise.all([loadAppStrings(), loadStrings([...LAZY_PAGE_NAMESPACES]), loadStrings(['public', 'publicPages'])]);
