import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { i18n } from '../../../lib/i18n';
import { PUBLIC_CONFIG, mockFetch, renderPublic } from '../lib/render-public.test-utils';
import { LegalPage } from './LegalPage';

describe('LegalPage', () => {
  beforeEach(() => i18n.changeLanguage('en'));
  afterEach(() => vi.unstubAllGlobals());

  it('states the minimum age and the refund rules in the terms', () => {
    renderPublic(<LegalPage page="terms" />, '/terms');
    const page = screen.getByTestId('legal-page');
    expect(page).toHaveTextContent('at least 16 years old');
    expect(page).toHaveTextContent('within 14 days of buying it');
    expect(page).toHaveTextContent('in the 12 months before the event');
    expect(page).toHaveTextContent('not refundable unless the law requires it');
  });

  it('names the privacy and support contacts the operator set', async () => {
    mockFetch({ '/api/public/config': PUBLIC_CONFIG });
    renderPublic(<LegalPage page="privacy" />, '/privacy');
    expect(await screen.findByRole('link', { name: /dpo@crm\.example\.org/ })).toHaveAttribute('href', 'mailto:dpo@crm.example.org');
    expect(screen.getByRole('link', { name: /help@crm\.example\.org/ })).toHaveAttribute('href', 'mailto:help@crm.example.org');
    expect(screen.getByTestId('legal-page')).not.toHaveTextContent('upline.example');
    expect(screen.getByTestId('legal-page')).toHaveTextContent('third-party AI services');
  });

  it('writes the age with the plural rules of the language', async () => {
    await i18n.changeLanguage('ru');
    renderPublic(<LegalPage page="privacy" />, '/privacy');
    expect(screen.getByTestId('legal-page')).toHaveTextContent('16 лет');
  });
});
