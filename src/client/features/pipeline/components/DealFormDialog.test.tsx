import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { makeProfile, renderWithRouter, stubFetch } from '../../../app/test-utils';
import { CONTACT_ID, DEAL_ID, makeBoard, makeDeal, page } from '../test-fixtures';
import { PipelinePage } from './PipelinePage';
import { spyOnToasts } from '../../../test/toasts';

beforeEach(spyOnToasts);

const MARIA = makeDeal({ probability: 35 });

function renderPage(answers: Parameters<typeof stubFetch>[0] = {}, url = '/pipeline?view=list') {
  const fetchMock = stubFetch({
    'GET /api/me': { body: makeProfile() },
    'GET /api/deals/board': { body: makeBoard([MARIA]) },
    'GET /api/deals': { body: page([MARIA]) },
    'GET /api/contacts': { body: page([{ id: CONTACT_ID, name: 'Maria Diaz', firstName: 'Maria', lastName: 'Diaz', company: 'Diaz Wellness' }]) },
    ...answers,
  });
  renderWithRouter(<PipelinePage />, { url, path: '/pipeline' });
  return fetchMock;
}

const sent = (fetchMock: ReturnType<typeof stubFetch>, method: string) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === method).map(([input, init]) => ({ path: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined }));

async function openEdit() {
  const rows = await screen.findAllByTestId('deal-row');
  await userEvent.click(within(rows[0]).getByTestId('deal-menu'));
  await userEvent.click(await screen.findByTestId('deal-edit'));
  return screen.findByTestId('deal-dialog');
}

beforeEach(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.scrollIntoView ??= () => undefined;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.success).mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the deal form', () => {
  it('checks the fields with the shared schema, in the interface language, before sending', async () => {
    const fetchMock = renderPage();
    await userEvent.click(await screen.findByTestId('deal-add'));
    const dialog = await screen.findByTestId('deal-dialog');
    await userEvent.clear(within(dialog).getByTestId('deal-closeDate'));
    await userEvent.type(within(dialog).getByTestId('deal-value'), '-3');
    await userEvent.click(within(dialog).getByTestId('deal-submit'));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter an amount of 0 or more, such as 1200 or 1200.50')).toBeInTheDocument();
    expect(within(dialog).getByText('Close date is required')).toBeInTheDocument();
    expect(within(dialog).getByTestId('deal-title')).toHaveAttribute('aria-invalid', 'true');
    expect(sent(fetchMock, 'POST')).toHaveLength(0);
  });

  it('creates a deal in cents, the probability following the stage and the contact\'s company filling in', async () => {
    const fetchMock = renderPage({ 'POST /api/deals': { status: 201, body: makeDeal() } });
    await userEvent.click(await screen.findByTestId('deal-add'));
    const dialog = await screen.findByTestId('deal-dialog');
    expect(within(dialog).getByTestId('deal-probability')).toHaveValue(10);
    await userEvent.type(within(dialog).getByTestId('deal-title'), 'Starter kit for Maria');
    await userEvent.type(within(dialog).getByTestId('deal-value'), '1200.50');
    await userEvent.selectOptions(within(dialog).getByTestId('deal-stage'), 'proposal');
    expect(within(dialog).getByTestId('deal-probability')).toHaveValue(50);
    await userEvent.clear(within(dialog).getByTestId('deal-closeDate'));
    await userEvent.type(within(dialog).getByTestId('deal-closeDate'), '2026-04-30');
    await userEvent.click(within(dialog).getByTestId('deal-contact'));
    await userEvent.click(await screen.findByRole('option', { name: 'Maria Diaz' }));
    expect(within(dialog).getByTestId('deal-company')).toHaveValue('Diaz Wellness');
    await userEvent.click(within(dialog).getByTestId('deal-submit'));
    await waitFor(() => expect(sent(fetchMock, 'POST')).toHaveLength(1));
    expect(sent(fetchMock, 'POST')[0].body).toEqual({
      title: 'Starter kit for Maria',
      valueCents: 120_050,
      probability: 50,
      stage: 'proposal',
      startDate: null,
      closeDate: '2026-04-30',
      assignedRepId: null,
      contactId: CONTACT_ID,
      company: 'Diaz Wellness',
      tags: [],
      notes: null,
      followUpAt: null,
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Deal created'));
  });

  it('shows the server\'s field errors under their fields, translated', async () => {
    renderPage({ 'POST /api/deals': { status: 400, body: { error: { code: 'validation_failed', message: 'Some fields are invalid', fields: { stage: 'Unknown stage', valueCents: 'Value must be a whole number of cents from 0' } } } } });
    await userEvent.click(await screen.findByTestId('deal-add'));
    const dialog = await screen.findByTestId('deal-dialog');
    await userEvent.type(within(dialog).getByTestId('deal-title'), 'Kit');
    await userEvent.type(within(dialog).getByTestId('deal-value'), '10');
    await userEvent.click(within(dialog).getByTestId('deal-submit'));
    expect(await within(dialog).findByText('This stage is not in your pipeline')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter an amount of 0 or more, such as 1200 or 1200.50')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Please fix the highlighted fields.');
  });

  it('sends only the changes with the version, and asks before closing the deal as won', async () => {
    const fetchMock = renderPage({ [`PATCH /api/deals/${DEAL_ID}`]: { body: makeDeal({ stage: 'closed_won', probability: 100, version: 4 }) } });
    const dialog = await openEdit();
    expect(within(dialog).getByTestId('deal-value')).toHaveValue(1200);
    expect(within(dialog).getByTestId('deal-probability')).toHaveValue(35);
    await userEvent.selectOptions(within(dialog).getByTestId('deal-stage'), 'closed_won');
    expect(within(dialog).getByTestId('deal-probability')).toHaveValue(100);
    expect(within(dialog).getByTestId('deal-probability')).toBeDisabled();
    await userEvent.click(within(dialog).getByTestId('deal-submit'));
    expect(await screen.findByText('Mark this deal as won?')).toBeInTheDocument();
    expect(sent(fetchMock, 'PATCH')).toHaveLength(0);
    await userEvent.click(screen.getByTestId('confirm-action'));
    await waitFor(() => expect(sent(fetchMock, 'PATCH')).toHaveLength(1));
    expect(sent(fetchMock, 'PATCH')[0].body).toEqual({ stage: 'closed_won', probability: 100, version: 3 });
  });

  it('keeps the edits when the deal changed elsewhere, and saves them on the current version', async () => {
    const current = makeDeal({ stage: 'negotiation', probability: 70, version: 6 });
    let answer: { status: number; body: unknown } = { status: 409, body: { error: { code: 'conflict', message: 'stale', current } } };
    // The first save meets someone else's change; the second is stored (stubFetch reads the status last).
    const fetchMock = renderPage({
      [`PATCH /api/deals/${DEAL_ID}`]: {
        get body() {
          return answer.body;
        },
        get status() {
          const status = answer.status;
          answer = { status: 200, body: { ...current, title: 'Two kits', version: 7 } };
          return status;
        },
      },
    });
    const dialog = await openEdit();
    const title = within(dialog).getByTestId('deal-title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Two kits');
    await userEvent.click(within(dialog).getByTestId('deal-submit'));
    expect(await within(dialog).findByTestId('deal-conflict')).toHaveTextContent('it is now in Negotiation at $1,200');
    expect(within(dialog).getByTestId('deal-title')).toHaveValue('Two kits');
    await userEvent.click(within(dialog).getByTestId('deal-submit'));
    await waitFor(() => expect(sent(fetchMock, 'PATCH')).toHaveLength(2));
    expect(sent(fetchMock, 'PATCH')[1].body).toEqual({ title: 'Two kits', version: 6 });
    await waitFor(() => expect(screen.queryByTestId('deal-dialog')).not.toBeInTheDocument());
  });

  it('deletes the deal being edited after asking', async () => {
    const fetchMock = renderPage({ [`DELETE /api/deals/${DEAL_ID}`]: { status: 204 } });
    const dialog = await openEdit();
    await userEvent.click(within(dialog).getByTestId('deal-form-delete'));
    expect(await screen.findByText('Delete this deal?')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('confirm-action'));
    await waitFor(() => expect(sent(fetchMock, 'DELETE')).toEqual([{ path: `/api/deals/${DEAL_ID}`, body: undefined }]));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Deal deleted'));
  });
});
