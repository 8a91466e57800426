import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TImportPreview, TImportResult } from '@shared/import/import.schema';
import { makeProfile, renderWithRouter } from '../../../app/test-utils';
import { UpgradePromptProvider } from '../../../components/premium/UpgradePrompt';
import { loadPageStrings } from '../../../lib/i18n';
import { ImportPage } from './ImportPage';

const PREVIEW: TImportPreview = {
  dataType: 'prospects',
  fileName: 'expo.csv',
  headers: ['First Name', 'Last Name', 'E-mail Address', 'Fax'],
  rows: [['Lena', 'Fischer', 'lena@example.com', ''], ['Omar', 'Haddad', 'omar@example', '']],
  totalRows: 2,
  delimiter: ',',
  encoding: 'utf-8',
  suggestedMapping: { 'First Name': 'firstName', 'Last Name': 'lastName' },
};

const result = (overrides: Partial<TImportResult>): TImportResult => ({
  imported: 0, skipped: 0, errors: [], invalidRows: 0, validRows: 0, totalRows: 2, dryRun: false, contactsUpserted: 0, ...overrides,
});

const DRY_RUN = result({
  dryRun: true,
  validRows: 1,
  invalidRows: 1,
  errors: [{ row: 3, field: 'email', column: 'E-mail Address', code: 'invalid_email', message: 'Invalid email format.' }],
});

const ndjson = (...lines: unknown[]) => new Response(lines.map((l) => `${JSON.stringify(l)}\n`).join(''), { headers: { 'content-type': 'application/x-ndjson' } });

/** The API as the wizard meets it: the profile, the preview, the templates, and the import stream. */
function stubApi(premium = true) {
  const imports: FormData[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    if (key === 'GET /api/me') return Response.json(makeProfile({ membershipTier: premium ? 'premium' : 'free' }));
    if (key === 'GET /api/import/templates') return Response.json({ items: [] });
    if (key === 'POST /api/import/prospects/preview') return Response.json(PREVIEW);
    if (key === 'POST /api/import/prospects') {
      const form = init!.body as FormData;
      imports.push(form);
      if (form.get('dryRun') === 'true') return ndjson({ phase: 'validating', processed: 2, total: 2 }, { result: DRY_RUN });
      return ndjson({ phase: 'writing', processed: 1, total: 1 }, { result: result({ imported: 1, skipped: 1, invalidRows: 1, validRows: 1, contactsUpserted: 1 }) });
    }
    return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, imports };
}

function renderPage(url = '/import-data/prospects') {
  return renderWithRouter(
    <UpgradePromptProvider>
      <ImportPage />
    </UpgradePromptProvider>,
    { url, path: '/import-data/:dataType' },
  );
}

beforeAll(() => loadPageStrings('importData'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ImportPage', () => {
  it('shows the premium lock to a free user, and no wizard', async () => {
    stubApi(false);
    renderPage();
    expect(await screen.findByTestId('import-locked')).toBeInTheDocument();
    expect(screen.queryByTestId('import-wizard')).not.toBeInTheDocument();
  });

  it('goes upload → map → validate → import → summary, sending the mapping and the skip choice', async () => {
    const { imports } = stubApi();
    renderPage();
    const input = await screen.findByTestId('import-file');
    await userEvent.upload(input, new File(['First Name,Last Name\n'], 'expo.csv', { type: 'text/csv' }));

    // The suggested mapping misses the email: the wizard says so and cannot go on.
    expect(await screen.findByTestId('import-missing')).toHaveTextContent('Map the required fields: Email.');
    expect(screen.getByTestId('import-validate')).toBeDisabled();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Field for the column E-mail Address' }), 'email');
    expect(screen.queryByTestId('import-missing')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('import-preview')).getAllByRole('row')).toHaveLength(3);
    // The preview and the problems scroll inside their boxes: a keyboard can reach and scroll them.
    expect(screen.getByRole('region', { name: 'Preview of the first 2 rows' })).toHaveAttribute('tabindex', '0');
    await userEvent.click(screen.getByTestId('import-validate'));

    expect(await screen.findByTestId('import-count-invalid')).toHaveTextContent('1');
    expect(within(screen.getByTestId('import-errors')).getByText('Invalid email format.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Problems found in 1 row' })).toHaveAttribute('tabindex', '0');
    expect(JSON.parse(String(imports[0]!.get('mapping')))).toEqual({ 'First Name': 'firstName', 'Last Name': 'lastName', 'E-mail Address': 'email' });
    const run = screen.getByTestId('import-run');
    expect(run).toBeDisabled();
    await userEvent.click(screen.getByTestId('import-skip-invalid'));
    expect(run).toBeEnabled();
    await userEvent.click(run);

    expect(await screen.findByTestId('import-summary')).toHaveTextContent('1 record imported into Prospects');
    expect(screen.getByTestId('import-summary-skipped')).toHaveTextContent('1');
    expect(imports[1]!.get('skipInvalid')).toBe('true');
    expect(imports[1]!.get('dryRun')).toBeNull();
    await userEvent.click(screen.getByTestId('import-again'));
    expect(screen.getByTestId('import-dropzone')).toBeInTheDocument();
  });

  it('explains a refused file in the reader language', async () => {
    const { fetchMock } = stubApi();
    fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/me') return Response.json(makeProfile({ membershipTier: 'premium' }));
      return Response.json({ error: { code: 'unsupported_media_type', message: 'Only CSV files can be imported' } }, { status: 415 });
    });
    renderPage();
    await userEvent.upload(await screen.findByTestId('import-file'), new File(['PK'], 'sheet.csv'));
    expect(await screen.findByTestId('import-upload-error')).toHaveTextContent('Unsupported file type: only CSV files can be imported.');
  });

  it('refuses a file over 5 MB before sending it', async () => {
    const { fetchMock } = stubApi();
    renderPage();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.csv');
    await userEvent.upload(await screen.findByTestId('import-file'), big);
    expect(await screen.findByTestId('import-upload-error')).toHaveTextContent('This file is too large: CSV files are at most 5 MB.');
    await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/preview'))).toBe(false));
  });

  it('switches data type from the links, and sends an unknown type to prospects', async () => {
    stubApi();
    renderPage('/import-data/deals');
    expect(await screen.findByTestId('import-type-prospects')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByTestId('import-type-activities'));
    expect(await screen.findByText('Upload a CSV file of Activities')).toBeInTheDocument();
  });
});
