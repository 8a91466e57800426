import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../../../lib/i18n';
import { PUBLIC_CONFIG, mockFetch, renderPublic } from '../lib/render-public.test-utils';
import { LandingPage } from './LandingPage';

describe('LandingPage', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    mockFetch({ '/api/public/config': PUBLIC_CONFIG, '/api/auth/get-session': null });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends every get-started call to action to /register', () => {
    renderPublic(<LandingPage />);
    const hero = screen.getByTestId('landing-hero');
    expect(within(hero).getByTestId('landing-get-started')).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('states the trial length the server configures, not a number of its own', async () => {
    renderPublic(<LandingPage />);
    expect(await within(screen.getByTestId('landing-hero')).findByText(/9 days/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('landing-pricing')).toHaveTextContent('Try it free for 9 days first.'));
    expect(screen.queryByText(/14-day|14 days/)).not.toBeInTheDocument();
  });

  it('renders the hero first and the sections below it in the tasks after (RenderLater)', async () => {
    renderPublic(<LandingPage />);
    expect(screen.getByTestId('landing-hero')).toBeInTheDocument();
    expect(screen.queryByTestId('landing-use-cases')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(await screen.findByTestId('landing-use-cases')).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it('scrolls a link to one of its sections (/#pricing) to it once the sections are there', async () => {
    const scrolled = vi.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled(this.id);
    };
    window.history.replaceState(null, '', '/#pricing');
    try {
      renderPublic(<LandingPage />);
      await waitFor(() => expect(scrolled).toHaveBeenCalledWith('pricing'));
      expect(scrolled).toHaveBeenCalledTimes(1);
    } finally {
      window.history.replaceState(null, '', '/');
      Element.prototype.scrollIntoView = original;
    }
  });

  it('renders whole with a malformed hash in its address (/#%zz)', async () => {
    window.history.replaceState(null, '', '/#%zz');
    try {
      renderPublic(<LandingPage />);
      expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('has the anchors of the spec and labels the use cases as examples', async () => {
    renderPublic(<LandingPage />);
    await screen.findByTestId('landing-use-cases');
    for (const id of ['features', 'pricing', 'testimonials']) expect(document.getElementById(id)).not.toBeNull();
    expect(within(screen.getByTestId('landing-use-cases')).getAllByText('Example')).toHaveLength(3);
  });

  it('shows no figures and no testimonials of its own when the operator set none', async () => {
    mockFetch({ '/api/public/config': PUBLIC_CONFIG, '/api/auth/get-session': null, '/api/public/marketing': { language: 'en', stats: [], testimonials: [] } });
    renderPublic(<LandingPage />);
    await waitFor(() => expect(screen.getByTestId('landing-pricing')).toHaveTextContent('9 days'));
    expect(screen.queryByTestId('operator-stats')).not.toBeInTheDocument();
    expect(screen.queryByTestId('landing-testimonials')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/50,000|340 ?%|98 ?%/);
  });

  it("shows the operator's figures and quotes in the reader's language", async () => {
    await i18n.changeLanguage('de');
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
        if (url.pathname === '/api/public/config') return json(PUBLIC_CONFIG);
        if (url.pathname === '/api/public/marketing') {
          asked.push(url.searchParams.get('lang') ?? '');
          return json({ language: 'de', stats: [{ value: 50000, suffix: '+', label: 'Verkäufer' }], testimonials: [{ name: 'Jana K.', role: 'Teamleiterin', quote: 'Endlich alles an einem Ort.' }] });
        }
        return json(null);
      }),
    );
    renderPublic(<LandingPage />);
    const quotes = await screen.findByTestId('landing-testimonials');
    expect(asked).toContain('de');
    expect(quotes).toHaveTextContent('Endlich alles an einem Ort.');
    expect(quotes).toHaveTextContent('Jana K.');
    expect(screen.getByTestId('operator-stats')).toHaveTextContent('50.000+');
    expect(screen.getByTestId('operator-stats')).toHaveTextContent('Verkäufer');
  });

  it('offers the way into the app to a signed-in, confirmed user instead of redirecting', async () => {
    mockFetch({
      '/api/public/config': PUBLIC_CONFIG,
      '/api/auth/get-session': { user: { id: 'u1', email: 'a@b.c', name: 'A', emailVerified: true, role: 'user' }, session: { id: 's', expiresAt: '' } },
    });
    renderPublic(<LandingPage />);
    expect(await screen.findByRole('link', { name: 'Open the app' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByTestId('landing-hero')).toBeInTheDocument();
  });
});
