import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TUserData } from '@shared/ai/chat.schema';
import { renderWithRouter, stubFetch } from '../../../app/test-utils';
import { EMPTY_SELECTION, type TSelection } from '../lib/selection';
import { DataSelectorDialog } from './DataSelectorDialog';
import { prepareAiTests } from './test-support';

const record = (id: string, name: string, company: string | null = null, email: string | null = null) => ({ id, name, company, email, status: null });

const DATA: TUserData = {
  prospects: [record('p1', 'Maria Lopez', 'Lopez Home', 'maria@example.com'), record('p2', 'John Park'), record('p3', 'Lena Smith')],
  teamMembers: [record('t1', 'Omar Diaz')],
  contacts: [record('c1', 'Ivy Chen', 'Chen Co')],
  totals: { prospects: 3, teamMembers: 1, contacts: 1 },
};

beforeAll(prepareAiTests);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSelector(selection: TSelection = EMPTY_SELECTION) {
  const onApply = vi.fn();
  const onClose = vi.fn();
  const fetchMock = stubFetch({ 'GET /api/user-data': { body: DATA } });
  renderWithRouter(<DataSelectorDialog open onClose={onClose} selection={selection} onApply={onApply} />, { url: '/ai-assist' });
  return { onApply, onClose, fetchMock };
}

describe('DataSelectorDialog', () => {
  it('selects all, clears all and counts per tab, then applies the choice', async () => {
    const { onApply, onClose } = renderSelector();
    const dialog = await screen.findByTestId('ai-data-selector');
    await within(dialog).findByText('Maria Lopez');
    expect(within(dialog).getByText('Lopez Home · maria@example.com')).toBeInTheDocument();
    expect(screen.getByTestId('ai-selector-shown')).toHaveTextContent('Showing 3 of 3');

    await userEvent.click(screen.getByTestId('ai-selector-select-all'));
    expect(screen.getByTestId('ai-selector-count-prospects')).toHaveTextContent('(3)');
    expect(screen.getAllByTestId('ai-selector-record').every((box) => (box as HTMLInputElement).checked)).toBe(true);

    await userEvent.click(screen.getByTestId('ai-selector-clear-all'));
    expect(screen.getByTestId('ai-selector-count-prospects')).toHaveTextContent('(0)');

    await userEvent.click(screen.getAllByTestId('ai-selector-record')[1]);
    await userEvent.click(screen.getByTestId('ai-selector-tab-contacts'));
    await userEvent.click(await screen.findByText('Ivy Chen'));
    expect(screen.getByTestId('ai-selector-count-contacts')).toHaveTextContent('(1)');
    expect(screen.getByTestId('ai-selector-count-teamMembers')).toHaveTextContent('(0)');
    expect(screen.getByTestId('ai-selector-total')).toHaveTextContent('2 records selected');

    await userEvent.click(screen.getByTestId('ai-selector-apply'));
    expect(onApply).toHaveBeenCalledWith({ prospects: [DATA.prospects[1]], teamMembers: [], contacts: [DATA.contacts[0]] });
    expect(onClose).toHaveBeenCalled();
  });

  it('searches on the server once typing pauses', async () => {
    const { fetchMock } = renderSelector();
    await screen.findByText('Maria Lopez');
    await userEvent.type(screen.getByTestId('ai-selector-search'), 'lopez');
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/user-data?q=lopez')).toBe(true));
    // One search for the whole word, not one per key.
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/user-data?q=')).length).toBe(1);
  });

  it('starts from the records already connected', async () => {
    renderSelector({ ...EMPTY_SELECTION, teamMembers: [DATA.teamMembers[0]] });
    await screen.findByText('Maria Lopez');
    expect(screen.getByTestId('ai-selector-count-teamMembers')).toHaveTextContent('(1)');
    expect(screen.getByTestId('ai-selector-total')).toHaveTextContent('1 record selected');
  });
});
