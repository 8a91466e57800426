import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TProspectComment, TProspectTimeline } from '@shared/prospects/prospects.schema';
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
  lastActivityAt: '2026-03-07T16:00:00.000Z',
  predictiveScore: 64,
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

const timelineOf = (...items: TProspectTimeline['items']): { body: TProspectTimeline } => ({ body: { items, truncated: false } });
const CREATED = { kind: 'created', id: PROSPECT.id, at: PROSPECT.createdAt } as const;

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
    stubFetch({ [`GET ${BASE}`]: { body: PROSPECT }, [`GET ${BASE}/timeline`]: timelineOf(CREATED) });
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
    expect(screen.getByTestId('prospect-interaction-count')).toHaveTextContent('5');
    expect(screen.getByTestId('prospect-last-activity')).toHaveTextContent('2026');
    expect(within(screen.getByTestId('prospect-predictive-score')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '64');
    expect(await screen.findByText('Nothing has happened yet: log an activity or write a comment.')).toBeInTheDocument();
    expect(screen.getByTestId('timeline-created')).toHaveTextContent('Added as a prospect');
  });

  it('highlights the mentions the server found, not an email address', async () => {
    stubFetch({ [`GET ${BASE}`]: { body: PROSPECT }, [`GET ${BASE}/timeline`]: timelineOf({ kind: 'comment', id: COMMENT.id, at: COMMENT.createdAt, comment: COMMENT }, CREATED) });
    renderDetail();
    const mentions = await screen.findAllByTestId('comment-mention');
    expect(mentions.map((m) => m.textContent)).toEqual(['@maria.lopez']);
  });

  it('adds a comment at the top and refuses an empty one', async () => {
    const added: TProspectComment = { ...COMMENT, id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', body: 'New note', mentions: [] };
    const answers = {
      [`GET ${BASE}`]: { body: PROSPECT },
      [`GET ${BASE}/timeline`]: timelineOf({ kind: 'comment', id: COMMENT.id, at: COMMENT.createdAt, comment: COMMENT }),
      [`POST ${BASE}/comments`]: { status: 201, body: added },
    };
    const fetchMock = stubFetch(answers);
    renderDetail();
    await screen.findAllByTestId('prospect-comment');
    await userEvent.click(screen.getByTestId('prospect-comment-submit'));
    expect(await screen.findByText('Comment cannot be empty')).toBeInTheDocument();

    // From now on the server lists the new comment first, as it will after the post.
    answers[`GET ${BASE}/timeline`] = timelineOf(
      { kind: 'comment', id: added.id, at: added.createdAt, comment: added },
      { kind: 'comment', id: COMMENT.id, at: COMMENT.createdAt, comment: COMMENT },
    );
    await userEvent.type(screen.getByTestId('prospect-comment-body'), 'New note');
    await userEvent.click(screen.getByTestId('prospect-comment-submit'));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ body: 'New note' });
    await waitFor(() => expect(screen.getAllByTestId('prospect-comment')[0]).toHaveTextContent('New note'));
    expect(screen.getByTestId('prospect-comment-body')).toHaveValue('');
  });

  it('tells the story: activities, comments and stage changes on one timeline', async () => {
    stubFetch({
      [`GET ${BASE}`]: { body: PROSPECT },
      [`GET ${BASE}/timeline`]: timelineOf(
        { kind: 'comment', id: COMMENT.id, at: '2026-03-08T08:00:00.000Z', comment: COMMENT },
        { kind: 'stageChange', id: 'c1', at: '2026-03-07T17:00:00.000Z', change: { field: 'status', from: 'warm_prospect', to: 'interested' } },
        {
          kind: 'activity',
          id: 'a1',
          at: '2026-03-07T16:00:00.000Z',
          activity: { title: 'Intro call', type: 'call', status: 'completed', outcome: 'positive_interaction', description: 'Loved the samples', scheduledAt: null, completed: true },
        },
        { kind: 'stageChange', id: 'c2', at: '2026-03-04T12:00:00.000Z', change: { field: 'funnel_stage', from: null, to: 'demo_scheduled' } },
        CREATED,
      ),
    });
    renderDetail();
    const timeline = await screen.findByTestId('prospect-timeline');
    await within(timeline).findByText('Intro call');
    const entries = within(timeline).getAllByRole('listitem').filter((li) => li.parentElement?.tagName === 'OL');
    expect(entries.map((li) => li.dataset.testid)).toEqual(['prospect-comment', 'timeline-stage-change', 'timeline-activity', 'timeline-stage-change', 'timeline-created']);
    expect(entries[1]).toHaveTextContent('Status changed');
    expect(entries[1]).toHaveTextContent(/Warm prospect.*Interested/);
    expect(entries[2]).toHaveTextContent('Outcome: Positive interaction');
    expect(entries[3]).toHaveTextContent(/Funnel stage changed.*Not set.*Demo scheduled/);
  });

  it('logs an activity from the page with the prospect already chosen', async () => {
    const fetchMock = stubFetch({
      [`GET ${BASE}`]: { body: PROSPECT },
      [`GET ${BASE}/timeline`]: timelineOf(CREATED),
      'POST /api/activities': { status: 201, body: { id: 'a9' } },
    });
    renderDetail();
    await userEvent.click(await screen.findByTestId('prospect-log-activity'));
    const dialog = await screen.findByTestId('activity-dialog');
    expect(dialog).toHaveTextContent('Lena Fischer');
    await userEvent.type(within(dialog).getByTestId('activity-title'), 'Follow-up call');
    await userEvent.selectOptions(within(dialog).getByTestId('activity-type'), 'call');
    await userEvent.click(within(dialog).getByTestId('activity-submit'));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({ title: 'Follow-up call', type: 'call', prospectId: PROSPECT.id });
    // The timeline and the derived figures are asked for again.
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/timeline')).length).toBeGreaterThan(1));
  });

  it('says the prospect is not found on a 404', async () => {
    stubFetch({});
    renderDetail();
    expect(await screen.findByText('Prospect not found')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to prospects' })[0]).toHaveAttribute('href', '/prospects');
  });
});
