import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TContact } from '@shared/contacts/contacts.schema';
import { renderWithRouter, stubFetch } from '../../../app/test-utils';
import { UpgradePromptProvider } from '../../../components/premium/UpgradePrompt';
import { ContactsPage } from './ContactsPage';

function makeContact(overrides: Partial<TContact> = {}): TContact {
  return {
    id: '7c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
    firstName: 'Sofia',
    lastName: 'Marin',
    name: 'Sofia Marin',
    email: 'sofia@example.com',
    phone: '+34 600 111 222',
    status: 'hot',
    role: 'Owner',
    company: 'Marin Studio',
    source: 'event',
    notes: null,
    tags: [],
    socialMedia: {},
    avatarUrl: null,
    lastContacted: null,
    birthday: null,
    createdAt: '2026-02-01T10:00:00.000Z',
    updatedAt: '2026-02-01T10:00:00.000Z',
    ...overrides,
  };
}

const PAGE = { items: [makeContact(), makeContact({ id: '8d2f3e4a-5b6c-4d7e-9f8a-0b1c2d3e4f5a', name: 'Jon Berg', email: 'jon@example.com', status: 'customer' })], total: 2, page: 1, pageSize: 20 };

function renderPage() {
  return renderWithRouter(
    <UpgradePromptProvider>
      <ContactsPage />
    </UpgradePromptProvider>,
    { url: '/contacts', path: '/contacts' },
  );
}

/** Pastes rather than types: a keystroke at a time re-renders the whole form each time. */
async function fill(testId: string, text: string) {
  await userEvent.click(screen.getByTestId(testId));
  await userEvent.paste(text);
}

async function fillRequired() {
  await userEvent.click(await screen.findByTestId('contact-add'));
  await fill('contact-firstName', 'Ana');
  await fill('contact-lastName', 'Ruiz');
  await fill('contact-email', 'sofia@example.com');
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ContactsPage', () => {
  it('lists the contacts of the page with their status', async () => {
    stubFetch({ 'GET /api/contacts': { body: PAGE } });
    renderPage();
    const rows = await screen.findAllByTestId('contact-row');
    expect(rows).toHaveLength(2);
    expect(screen.getByText('2 contacts')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('Sofia Marin');
    expect(rows[0]).toHaveTextContent('Hot');
    expect(rows[1]).toHaveTextContent('Customer');
  });

  it('checks the required fields before sending', async () => {
    stubFetch({ 'GET /api/contacts': { body: PAGE } });
    renderPage();
    await userEvent.click(await screen.findByTestId('contact-add'));
    await userEvent.click(screen.getByTestId('contact-submit'));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
  });

  it('shows a duplicate email on the email field, in the UI language', async () => {
    stubFetch({
      'GET /api/contacts': { body: PAGE },
      'POST /api/contacts': { status: 409, body: { error: { code: 'conflict', message: 'A contact with this email already exists.' } } },
    });
    renderPage();
    await fillRequired();
    await userEvent.click(screen.getByTestId('contact-submit'));
    expect(await screen.findByText('A contact with this email already exists.')).toHaveAttribute('id', 'contact-email-error');
    expect(screen.getByTestId('contact-email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the "also add as" choices and opens the upgrade prompt on a 402', async () => {
    const fetchMock = stubFetch({
      'GET /api/contacts': { body: PAGE },
      'POST /api/contacts': {
        status: 402,
        body: { error: { code: 'limit_reached', message: "You've reached the limit of 100 prospects for the free plan", details: { limit: 100, entity: 'prospects' } } },
      },
    });
    renderPage();
    await fillRequired();
    await userEvent.click(screen.getByTestId('contact-alsoAddAsProspect'));
    await userEvent.click(screen.getByTestId('contact-submit'));
    expect(await screen.findByTestId('upgrade-modal')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('contact-form')).not.toBeInTheDocument());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({ alsoAddAsProspect: true, alsoAddAsTeamMember: false, status: 'cold' });
  });

  it('shows social links in the list and sends them from the form', async () => {
    const fetchMock = stubFetch({
      'GET /api/contacts': { body: { ...PAGE, items: [makeContact({ socialMedia: { linkedin: 'sofia-marin', instagram: 'https://instagram.com/sofia' } })] } },
      'POST /api/contacts': { status: 201, body: makeContact() },
    });
    renderPage();
    const [row] = await screen.findAllByTestId('contact-row');
    expect(within(row).getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', 'https://www.linkedin.com/in/sofia-marin');
    expect(within(row).getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://instagram.com/sofia');

    await fillRequired();
    await fill('contact-social-telegram', '@ana_r');
    await fill('contact-social-whatsapp', '+34 600 000 000');
    await userEvent.click(screen.getByTestId('contact-submit'));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body)).socialMedia).toEqual({ telegram: '@ana_r', whatsapp: '+34 600 000 000' });
  });

  it("warns that the phone is already a team member's, linking to them, without blocking", async () => {
    stubFetch({
      'GET /api/contacts': { body: PAGE },
      'GET /api/people/duplicates': {
        body: { matches: [{ type: 'teamMember', id: 'f00d0000-0000-4000-8000-000000000002', name: 'Tom Ruiz', email: 'tom@example.com', phone: '+34 600 111 333', matchedOn: ['phone'] }] },
      },
    });
    renderPage();
    await fillRequired();
    await fill('contact-phone', '600 111 333');
    const warning = await screen.findByTestId('duplicate-warning');
    expect(warning).toHaveTextContent('Already in your team as Tom Ruiz (same phone)');
    expect(within(warning).getByRole('link', { name: 'Tom Ruiz' })).toHaveAttribute('href', '/team?q=tom%40example.com');
    expect(screen.getByTestId('contact-submit')).toBeEnabled();
  });
});
