import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import '../lib/i18n';

// findBy* and waitFor give up after 1 s by default: a loaded machine renders slower than that, so a
// passing test would fail by the clock. Waits end as soon as their condition holds anyway.
configure({ asyncUtilTimeout: 10_000 });
