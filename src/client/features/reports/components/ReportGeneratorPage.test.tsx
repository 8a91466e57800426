import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { makeProfile, renderWithRouter, stubFetch } from '../../../app/test-utils';
import { UpgradePromptProvider } from '../../../components/premium/UpgradePrompt';
import { loadPageStrings } from '../../../lib/i18n';
import { ReportGeneratorPage } from './ReportGeneratorPage';

const META = { body: { type: 'prospects', fields: [], rowCount: 42, firstDay: '2026-02-01', lastDay: '2026-03-02' } };
const PREVIEW = {
  body: {
    layout: 'detailed',
    rowCount: 42,
    groups: [{ key: 'interested', count: 30 }, { key: 'cold_lead', count: 12 }],
    rows: [{ name: 'Lena Fischer', email: 'lena@example.com', status: 'interested', leadScore: 72, createdAt: '2026-02-03T10:00:00.000Z' }],
  },
};

function renderPage(answers: Parameters<typeof stubFetch>[0] = {}, premium = true) {
  const fetchMock = stubFetch({
    'GET /api/me': { body: makeProfile({ membershipTier: premium ? 'premium' : 'free' }) },
    'GET /api/reports/meta': META,
    'POST /api/reports/preview': PREVIEW,
    ...answers,
  });
  renderWithRouter(
    <UpgradePromptProvider>
      <ReportGeneratorPage />
    </UpgradePromptProvider>,
    { url: '/report-generator', path: '/report-generator' },
  );
  return fetchMock;
}

const bodiesOf = (fetchMock: ReturnType<typeof stubFetch>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => new URL(String(url), 'http://localhost').pathname === path).map(([, init]) => JSON.parse(String(init?.body)));

beforeAll(() => loadPageStrings('reports'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ReportGeneratorPage', () => {
  it('shows the period’s row count and a preview of the first rows in words', async () => {
    renderPage();
    const table = await screen.findByTestId('report-preview-table');
    expect(screen.getByTestId('report-rows-hint')).toHaveTextContent('This period has 42 rows: export rows 1 to 42');
    expect(within(table).getByText('Lena Fischer')).toBeInTheDocument();
    expect(within(table).getByText('Interested')).toBeInTheDocument();
    expect(screen.getByTestId('report-preview-total')).toHaveTextContent('42');
    expect(screen.getByTestId('report-preview-range')).toHaveTextContent('Rows 1 to 1 of 42');
  });

  it('selects all or no fields, and refuses to export without one', async () => {
    const fetchMock = renderPage();
    const errorToast = vi.spyOn(toast, 'error');
    await screen.findByTestId('report-preview-table');
    await userEvent.click(screen.getByTestId('report-fields-none'));
    expect(screen.getByTestId('report-field-email')).not.toBeChecked();
    expect(await screen.findByText('Select at least one field.')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('report-export'));
    expect(errorToast).toHaveBeenCalledWith('Check the highlighted settings.');
    expect(bodiesOf(fetchMock, '/api/reports/export')).toHaveLength(0);
    await userEvent.click(screen.getByTestId('report-fields-all'));
    expect(screen.getByTestId('report-field-email')).toBeChecked();
  });

  it('shows two dates for a custom period and flags a start after the end', async () => {
    renderPage();
    await userEvent.selectOptions(await screen.findByTestId('report-period'), 'custom');
    await userEvent.type(screen.getByTestId('report-from'), '2026-03-10');
    await userEvent.type(screen.getByTestId('report-to'), '2026-03-01');
    expect(await screen.findByText('The start date must be on or before the end date.')).toBeInTheDocument();
    expect(screen.getByTestId('report-from')).toHaveAttribute('aria-invalid', 'true');
  });

  it('writes the row count as the language writes numbers, and names the counts by what they group', async () => {
    renderPage({
      'GET /api/reports/meta': { body: { ...META.body, rowCount: 1234 } },
      'POST /api/reports/preview': { body: { ...PREVIEW.body, layout: 'visual_charts', rowCount: 1234 } },
    });
    expect(await screen.findByRole('heading', { name: 'Prospects by status' })).toBeInTheDocument();
    expect(screen.getByTestId('report-rows-hint')).toHaveTextContent('This period has 1,234 rows: export rows 1 to 1,234');
    expect(screen.getByRole('group', { name: 'Fields' })).toContainElement(screen.getByTestId('report-field-email'));
  });

  it('says what is missing instead of an earlier preview while a custom period lacks its dates', async () => {
    renderPage();
    await screen.findByTestId('report-preview-table');
    await userEvent.selectOptions(screen.getByTestId('report-period'), 'custom');
    expect(await screen.findByTestId('report-preview-invalid')).toHaveTextContent('Choose both dates of the custom period to see a preview.');
    expect(screen.queryByTestId('report-preview-table')).not.toBeInTheDocument();
    expect(screen.getByTestId('report-rows-hint')).toHaveTextContent('Choose the dates of the period to count its rows.');
  });

  it('keeps the last preview, dimmed and with its own columns, while another type’s loads', async () => {
    let previews = 0;
    renderPage({
      'POST /api/reports/preview': (() => (++previews === 1 ? Promise.resolve(new Response(JSON.stringify(PREVIEW.body))) : new Promise<never>(() => {}))) as unknown as () => Promise<never>,
    });
    await screen.findByTestId('report-preview-table');
    await userEvent.selectOptions(screen.getByTestId('report-type'), 'hot_leads');
    await waitFor(() => expect(previews).toBe(2));
    const table = screen.getByTestId('report-preview-table');
    expect(within(table).getByRole('columnheader', { name: 'Lead score' })).toBeInTheDocument();
    expect(within(table).getByText('Interested')).toBeInTheDocument();
    expect(screen.getByTestId('report-preview').parentElement).toHaveClass('opacity-60');
  });

  it('flags a row range past the period’s rows', async () => {
    renderPage();
    await screen.findByTestId('report-preview-table');
    await userEvent.type(screen.getByTestId('report-row-to'), '43');
    expect(await screen.findByText('The rows must be between 1 and the number of rows in the period.')).toBeInTheDocument();
  });

  it('says so honestly when the period has no rows', async () => {
    renderPage({ 'GET /api/reports/meta': { body: { ...META.body, rowCount: 0 } } });
    expect(await screen.findByTestId('report-preview-empty')).toHaveTextContent('No data for this period');
    expect(screen.getByTestId('report-rows-hint')).toHaveTextContent('No rows in this period.');
  });

  it('posts the settings and downloads the answer as a file', async () => {
    const createObjectURL = vi.fn(() => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const success = vi.spyOn(toast, 'success');
    const fetchMock = renderPage({
      // A function answer stands for a failing fetch in stubFetch's type; here it answers the file.
      'POST /api/reports/export': (async () =>
        new Response('%PDF-1.3', { status: 200, headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="upline-prospects.pdf"' } })) as unknown as () => Promise<never>,
    });
    await screen.findByTestId('report-preview-table');
    await userEvent.click(screen.getByTestId('report-export'));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Your report is downloading.'));
    expect(bodiesOf(fetchMock, '/api/reports/export')[0]).toMatchObject({ type: 'prospects', period: 'last_30_days', layout: 'detailed', format: 'pdf' });
    expect(createObjectURL).toHaveBeenCalled();
    expect(click).toHaveBeenCalled();
  });

  it('translates the server’s refusal into a clear toast', async () => {
    const errorToast = vi.spyOn(toast, 'error');
    renderPage({ 'POST /api/reports/export': { status: 422, body: { error: { code: 'no_data', message: 'There is no data to export for this period' } } } });
    await screen.findByTestId('report-preview-table');
    await userEvent.click(screen.getByTestId('report-export'));
    await waitFor(() => expect(errorToast).toHaveBeenCalledWith('There is no data to export for this period.'));
  });

  it('explains the feature to a user without premium access', async () => {
    renderPage({}, false);
    expect(await screen.findByTestId('report-generator-locked')).toBeInTheDocument();
  });
});
