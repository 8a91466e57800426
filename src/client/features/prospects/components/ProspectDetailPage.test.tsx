import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TProspectComment } from '@shared/prospects/prospects.schema';
import { renderWithRouter, stubFetch } from '../../../app/test-utils';
import { UpgradePromptProvider } from '../../../components/premium/UpgradePrompt';
import { makeProspect } from '../test-fixtures';
import { ProspectDetailPage } from './ProspectDetailPage';

const PROSPECT = makeProspect({
  address: 'Torstraße 1, Berlin',
  birthday: '1990-05-17',
  socialMedia: { linkedin: 'lena-fischer', instagram: 'https://instagram.com/lena.f' },
  tags: ['wellness', 'berlin'],
  leadScore: 72,
  interactionCount: 5,
  lastContacted: '2026-03-05T09:30:00.000Z',
  funnelStage: 'demo_scheduled',
  stageUpdatedAt: '2026-03-04T12:00:00.000Z',
  notes: 'Met at the spring fair.',
});
const BASE = `/api/prospects/${PROSPECT.id}`;

const COMMENT: TProspectComment = {
  id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
  prospectId: PROSPECT.id,
  body: 'Call back with @maria.lopez, email lena@example.com',
  mentions: ['maria.lopez'],
  createdAt: '2026-03-06T08:00:00.000Z',
};

function renderDetail(id = PROSPECT.id) {
  return renderWithRouter(
    <UpgradePromptProvider>
      <ProspectDetailPage />
    </UpgradePromptProvider>,
    { url: `/prospects/${id}`, path: '/prospects/:id' },
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProspectDetailPage', () => {
  it('shows every field of the prospect', async () => {
    stubFetch({ [`GET ${BASE}`]: { body: PROSPECT }, [`GET ${BASE}/comments`]: { body: [] } });
    renderDetail();
    expect(await screen.findByTestId('prospect-name')).toHaveTextContent('Lena Fischer');
    expect(screen.getByText('Torstraße 1, Berlin')).toBeInTheDocument();
    expect(screen.getByText('May 17, 1990')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /lena-fischer/ })).toHaveAttribute('href', 'https://www.linkedin.com/in/lena-fischer');
    expect(screen.getByRole('link', { name: /instagram\.com\/lena\.f/ })).toHaveAttribute('href', 'https://instagram.com/lena.f');
    expect(within(screen.getByTestId('prospect-lead-score')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '72');
    expect(screen.getByText('Demo scheduled')).toBeInTheDocument();
    expect(screen.getByText('wellness')).toBeInTheDocument();
    expect(screen.getByText('Met at the spring fair.')).toBeInTheDocument();
    expect(await screen.findByText('No comments yet.')).toBeInTheDocument();
  });

  it('highlights the mentions the server found, not an email address', async () => {
    stubFetch({ [`GET ${BASE}`]: { body: PROSPECT }, [`GET ${BASE}/comments`]: { body: [COMMENT] } });
    renderDetail();
    const mentions = await screen.findAllByTestId('comment-mention');
    expect(mentions.map((m) => m.textContent)).toEqual(['@maria.lopez']);
  });

  it('adds a comment at the top and refuses an empty one', async () => {
    const added: TProspectComment = { ...COMMENT, id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', body: 'New note', mentions: [] };
    const answers = {
      [`GET ${BASE}`]: { body: PROSPECT },
      [`GET ${BASE}/comments`]: { body: [COMMENT] },
      [`POST ${BASE}/comments`]: { status: 201, body: added },
    };
    const fetchMock = stubFetch(answers);
    renderDetail();
    await screen.findAllByTestId('prospect-comment');
    await userEvent.click(screen.getByTestId('prospect-comment-submit'));
    expect(await screen.findByText('Comment cannot be empty')).toBeInTheDocument();

    // From now on the server lists the new comment first, as it will after the post.
    answers[`GET ${BASE}/comments`] = { body: [added, COMMENT] };
    await userEvent.type(screen.getByTestId('prospect-comment-body'), 'New note');
    await userEvent.click(screen.getByTestId('prospect-comment-submit'));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ body: 'New note' });
    await waitFor(() => expect(screen.getAllByTestId('prospect-comment')[0]).toHaveTextContent('New note'));
    expect(screen.getByTestId('prospect-comment-body')).toHaveValue('');
  });

  it('says the prospect is not found on a 404', async () => {
    stubFetch({});
    renderDetail();
    expect(await screen.findByText('Prospect not found')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to prospects' })[0]).toHaveAttribute('href', '/prospects');
  });
});
