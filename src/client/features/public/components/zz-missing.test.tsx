import { it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { PUBLIC_CONFIG, mockFetch, renderPublic } from '../lib/render-public.test-utils';
import { LandingPage } from './LandingPage';
import { LegalPage } from './LegalPage';
import { InfoPage } from './InfoPage';
import { INFO_PAGES } from './info/info.pages';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

it('has no missing keys', async () => {
  const missing = new Set<string>();
  i18n.options.saveMissing = true;
  i18n.options.missingKeyHandler = (_l, ns, key) => { missing.add(`${ns}:${key}`); };
  mockFetch({ '/api/public/config': PUBLIC_CONFIG, '/api/auth/get-session': null, '/api/health': { status: 'ok', database: 'pglite' } });
  for (const lang of (process.env.LANGS ?? 'en').split(',')) {
    await i18n.changeLanguage(lang);
    renderPublic(<LandingPage />);
    await screen.findAllByText(/9/);
    await userEvent.click(screen.getByTestId('landing-menu-button'));
    cleanup();
    for (const page of ['privacy', 'terms', 'cookies'] as const) { renderPublic(<LegalPage page={page} />); cleanup(); }
    for (const page of INFO_PAGES) { renderPublic(<InfoPage page={page} />); await new Promise((r) => setTimeout(r, 30)); cleanup(); }
  }
  i18n.t('public:zzz.check');
  console.log('MISSING', [...missing]);
  vi.unstubAllGlobals();
}, 120_000);
