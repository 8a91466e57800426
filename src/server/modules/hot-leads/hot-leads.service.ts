import type { TDb, TExecutor } from '../../db/client.js';
import type { TEngagementCreate, TEngagementEvent, THotLead, THotLeadListQuery, THotLeadPage, THotLeadRefreshResult } from '../../../shared/hot-leads/hot-leads.schema.js';
import { explainHotLeadScore } from '../../../shared/hot-leads/hot-leads.rules.js';
import type { TProspectStatus } from '../../../shared/prospects/prospects.constants.js';
import { notFound } from '../../lib/app-error.js';
import { isoOrNull, pageOf } from '../../lib/list.js';
import {
  insertEngagement,
  listHotLeadRows,
  lockOwnerScores,
  markRefreshed,
  readRefreshState,
  refreshOwnerScores,
  staleOwners,
  tryLockOwnerScores,
  type THotLeadRow,
} from './hot-leads.repository.js';

export const HOT_LEADS_BATCH_DEFAULT = 100;

/**
 * Records what a prospect did with what the seller sent. Open to every plan: it is data capture
 * (an integration or the seller logging it), and a seller who upgrades finds her history scored.
 * Another user's prospect is answered like a missing one.
 */
export async function recordEngagement(db: TExecutor, options: { userId: string; prospectId: string; input: TEngagementCreate; now?: Date }): Promise<TEngagementEvent> {
  const { userId, prospectId, input, now = new Date() } = options;
  const event = await insertEngagement(db, userId, {
    prospectId,
    kind: input.kind,
    seconds: input.kind === 'page_time' ? (input.seconds ?? 0) : 0,
    occurredAt: input.occurredAt ? new Date(input.occurredAt) : now,
  });
  if (!event) throw notFound('Prospect');
  return event;
}

function toHotLead(row: THotLeadRow, ownerRefreshedAt: Date | null): THotLead {
  const s = row.score;
  const parts = { openRate: s.openRate, clickRate: s.clickRate, timeOnPageScore: s.timeOnPageScore };
  return {
    prospectId: s.prospectId,
    name: row.name,
    email: row.email,
    status: row.status as TProspectStatus,
    score: s.score,
    ...parts,
    parts: explainHotLeadScore(parts),
    interactionCount: s.interactionCount,
    lastEngagementAt: isoOrNull(s.lastEngagementAt),
    lastActivityAt: isoOrNull(row.lastActivityAt),
    lastContacted: isoOrNull(row.lastContacted),
    // Every score was recomputed at the owner's last refresh, changed or not.
    refreshedAt: (ownerRefreshedAt ?? s.refreshedAt).toISOString(),
  };
}

/** The unfiltered total is the owner's kept count of scores; a filtered one is counted. */
export async function listHotLeads(db: TExecutor, userId: string, query: THotLeadListQuery): Promise<THotLeadPage> {
  const filtered = !!query.q || !!query.minScore;
  const [page, state] = await Promise.all([listHotLeadRows(db, userId, query, { count: filtered }), readRefreshState(db, userId)]);
  const total = filtered ? page.total : state.scored;
  return { ...pageOf(page.rows.map((row) => toHotLead(row, state.refreshedAt)), total, query), refreshedAt: isoOrNull(state.refreshedAt) };
}

/**
 * Recomputes every score of the owner (one statement) and records the changes it saw. The owner's
 * lock makes a refresh wait for one under way (the scheduler's, another tab's) rather than race it.
 */
export function refreshHotLeads(db: TDb, userId: string, now = new Date()): Promise<THotLeadRefreshResult> {
  return db.transaction(async (tx) => {
    await lockOwnerScores(tx, userId);
    const { changes } = await readRefreshState(tx, userId);
    const refreshed = await refreshOwnerScores(tx, userId, now);
    await markRefreshed(tx, userId, { changes, scored: refreshed, now });
    return { refreshed, refreshedAt: now.toISOString() };
  });
}

/**
 * The scheduler's pass: refreshes the owners with premium access whose engagement or activities
 * changed since their last refresh, each in its own transaction under her lock. An owner another
 * instance is refreshing is skipped (pg_try_advisory_xact_lock), and one it has just refreshed is
 * found fresh once the lock is ours, so no owner is refreshed twice for the same changes.
 * Answers how many owners were refreshed; a failure for one owner does not stop the others.
 */
export async function refreshStaleHotLeads(db: TDb, now = new Date(), batch = HOT_LEADS_BATCH_DEFAULT): Promise<number> {
  let refreshedOwners = 0;
  let firstError: unknown;
  let after = '';
  for (;;) {
    const owners = await staleOwners(db, now, after, batch);
    for (const userId of owners) {
      try {
        const done = await db.transaction(async (tx) => {
          if (!(await tryLockOwnerScores(tx, userId))) return false;
          const state = await readRefreshState(tx, userId);
          if (state.changes <= state.refreshedChanges) return false;
          const scored = await refreshOwnerScores(tx, userId, now);
          await markRefreshed(tx, userId, { changes: state.changes, scored, now });
          return true;
        });
        if (done) refreshedOwners += 1;
      } catch (error) {
        firstError ??= error;
      }
    }
    if (owners.length < batch) break;
    after = owners.at(-1)!;
  }
  if (firstError) throw firstError;
  return refreshedOwners;
}
