import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter, stubFetch } from '../../../app/test-utils';
import { UpgradePromptProvider } from '../../../components/premium/UpgradePrompt';
import { makeProspect, pageOf } from '../test-fixtures';
import { ProspectsPage } from './ProspectsPage';

const PAGE = pageOf(
  [
    makeProspect(),
    makeProspect({ id: '5b2d1e77-1c3a-4f5e-8d6b-7a9c0e1f2a33', firstName: 'Omar', lastName: 'Haddad', email: 'omar@example.com', status: 'enrolled' }),
  ],
  45,
);

function renderPage() {
  return renderWithRouter(
    <UpgradePromptProvider>
      <ProspectsPage />
    </UpgradePromptProvider>,
    { url: '/prospects', path: '/prospects' },
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProspectsPage', () => {
  it('shows the page of prospects as cards, then as a remembered list', async () => {
    stubFetch({ 'GET /api/prospects': { body: PAGE } });
    renderPage();
    expect(await screen.findAllByTestId('prospect-card')).toHaveLength(2);
    expect(screen.getByText('45 prospects')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getAllByTestId('prospect-card')[1]).toHaveTextContent('Enrolled');

    await userEvent.click(screen.getByTestId('prospects-view-list'));
    expect(screen.getAllByTestId('prospect-row')).toHaveLength(2);
    expect(localStorage.getItem('upline-prospects-view')).toBe('list');
  });

  it('asks for the page, search and filters it shows', async () => {
    const fetchMock = stubFetch({ 'GET /api/prospects': { body: PAGE } });
    renderPage();
    await screen.findAllByTestId('prospect-card');
    await userEvent.selectOptions(screen.getByTestId('prospects-status-filter'), 'interested');
    await userEvent.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() => {
      const url = new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://localhost');
      expect(url.searchParams.get('status')).toBe('interested');
      expect(url.searchParams.get('page')).toBe('2');
      expect(url.searchParams.get('sort')).toBe('createdAt:desc');
    });
  });

  it('says there are no prospects yet and offers to add one', async () => {
    stubFetch({ 'GET /api/prospects': { body: pageOf([]) } });
    renderPage();
    expect(await screen.findByText('No prospects yet')).toBeInTheDocument();
  });

  it('checks the required fields before sending the form', async () => {
    const fetchMock = stubFetch({ 'GET /api/prospects': { body: PAGE } });
    renderPage();
    await userEvent.click(await screen.findByTestId('prospect-add'));
    await userEvent.click(screen.getByTestId('prospect-submit'));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByTestId('prospect-firstName')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('shows a bad email as soon as the field is left', async () => {
    stubFetch({ 'GET /api/prospects': { body: PAGE } });
    renderPage();
    await userEvent.click(await screen.findByTestId('prospect-add'));
    await userEvent.type(screen.getByTestId('prospect-email'), 'not-an-email');
    await userEvent.tab();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('opens the upgrade prompt when the free plan is full', async () => {
    stubFetch({
      'GET /api/prospects': { body: PAGE },
      'POST /api/prospects': {
        status: 402,
        body: { error: { code: 'limit_reached', message: "You've reached the limit of 100 prospects for the free plan", details: { limit: 100, entity: 'prospects' } } },
      },
    });
    renderPage();
    await userEvent.click(await screen.findByTestId('prospect-add'));
    await userEvent.type(screen.getByTestId('prospect-firstName'), 'Ana');
    await userEvent.type(screen.getByTestId('prospect-lastName'), 'Ruiz');
    await userEvent.type(screen.getByTestId('prospect-email'), 'ana@example.com');
    await userEvent.click(screen.getByTestId('prospect-submit'));
    expect(await screen.findByTestId('upgrade-modal')).toBeInTheDocument();
    expect(screen.queryByTestId('prospect-form')).not.toBeInTheDocument();
  });

  it('sends a valid new prospect with the shared schema defaults', async () => {
    const fetchMock = stubFetch({
      'GET /api/prospects': { body: PAGE },
      'POST /api/prospects': { status: 201, body: makeProspect() },
    });
    renderPage();
    await userEvent.click(await screen.findByTestId('prospect-add'));
    await userEvent.type(screen.getByTestId('prospect-firstName'), 'Ana');
    await userEvent.type(screen.getByTestId('prospect-lastName'), 'Ruiz');
    await userEvent.type(screen.getByTestId('prospect-email'), 'Ana@Example.com');
    await userEvent.type(screen.getByTestId('prospect-social-linkedin'), 'ana-ruiz');
    await userEvent.selectOptions(screen.getByTestId('prospect-status'), 'interested');
    await userEvent.click(screen.getByTestId('prospect-submit'));
    await waitFor(() => expect(screen.queryByTestId('prospect-form')).not.toBeInTheDocument());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      firstName: 'Ana',
      lastName: 'Ruiz',
      email: 'ana@example.com',
      status: 'interested',
      phone: null,
      socialMedia: { linkedin: 'ana-ruiz' },
      leadScore: 0,
    });
  });

  it('warns before saving that the email is already one of your people, with a link, and still saves', async () => {
    const fetchMock = stubFetch({
      'GET /api/prospects': { body: PAGE },
      'GET /api/people/duplicates': {
        body: { matches: [{ type: 'contact', id: 'c0ffee00-0000-4000-8000-000000000001', name: 'Ana Ruiz', email: 'ana@example.com', phone: null, matchedOn: ['email'] }] },
      },
      'POST /api/prospects': { status: 201, body: makeProspect() },
    });
    renderPage();
    await userEvent.click(await screen.findByTestId('prospect-add'));
    await userEvent.type(screen.getByTestId('prospect-firstName'), 'Ana');
    await userEvent.type(screen.getByTestId('prospect-lastName'), 'Ruiz');
    await userEvent.type(screen.getByTestId('prospect-email'), 'Ana@Example.com');
    const warning = await screen.findByTestId('duplicate-warning');
    expect(warning).toHaveTextContent('Already in your contacts as Ana Ruiz (same email)');
    expect(within(warning).getByRole('link', { name: 'Ana Ruiz' })).toHaveAttribute('href', '/contacts?q=ana%40example.com');
    const lookup = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost')).find((url) => url.pathname === '/api/people/duplicates');
    expect(lookup?.searchParams.get('email')).toBe('ana@example.com');

    await userEvent.click(screen.getByTestId('prospect-submit'));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
  });

  it('has every prospect field of the spec: funnel stage and last contacted typed, interactions derived', async () => {
    const fetchMock = stubFetch({ 'GET /api/prospects': { body: PAGE }, 'POST /api/prospects': { status: 201, body: makeProspect() } });
    renderPage();
    await userEvent.click(await screen.findByTestId('prospect-add'));
    await userEvent.type(screen.getByTestId('prospect-firstName'), 'Ana');
    await userEvent.type(screen.getByTestId('prospect-lastName'), 'Ruiz');
    await userEvent.type(screen.getByTestId('prospect-email'), 'ana@example.com');
    await userEvent.selectOptions(screen.getByTestId('prospect-funnelStage'), 'contacted');
    await userEvent.type(screen.getByTestId('prospect-lastContacted'), '2026-03-01T10:30');
    expect(screen.queryByTestId('prospect-interactionCount')).not.toBeInTheDocument();
    expect(screen.getByText(/come from the activities you log/)).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('prospect-submit'));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const body = JSON.parse(String(fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')?.[1]?.body));
    expect(body).toMatchObject({ funnelStage: 'contacted', lastContacted: new Date('2026-03-01T10:30').toISOString() });
    expect(body).not.toHaveProperty('interactionCount');
  });
});
