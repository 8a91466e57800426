/**
 * The funnel tracker (spec 02 §2, §4; premium): the owner's prospects in columns by funnel stage,
 * moves between them, and each prospect's stage history. A move goes through the prospects
 * service, which keeps stage_updated_at; the prospects_stage_history trigger (migration 0016)
 * records the change, so prospect_stage_changes is the funnel's event store.
 */
import type { TDb } from '../../db/client.js';
import type { TPage } from '../../../shared/common/pagination.js';
import { FUNNEL_STAGES } from '../../../shared/prospects/prospects.schema.js';
import { funnelStageOf, type TFunnelStage } from '../../../shared/funnel/funnel.rules.js';
import {
  FUNNEL_COLUMN_SIZE,
  FUNNEL_EVENTS_LIMIT,
  type TFunnelBoard,
  type TFunnelBoardQuery,
  type TFunnelCard,
  type TFunnelCardsQuery,
  type TFunnelEvents,
  type TFunnelMoveResult,
} from '../../../shared/funnel/funnel.schema.js';
import { offsetOf, pageOf } from '../../lib/list.js';
import type { TRealtime } from '../../plugins/realtime.js';
import { getProspect, updateProspect } from '../prospects/prospects.service.js';
import { countByStage, firstCardsByStage, funnelEvents, stageCardsPage } from './funnel.repository.js';

/** Tells the owner's other tabs that a prospect changed, so their boards and prospect pages refetch. */
export const PROSPECT_UPDATED_EVENT = 'prospect.updated';

/** `GET /api/funnel`: every stage with its count and first cards; prospects without a stage count as new. */
export async function getFunnelBoard(db: TDb, userId: string, query: TFunnelBoardQuery): Promise<TFunnelBoard> {
  const [counts, cards] = await Promise.all([countByStage(db, userId, query.q), firstCardsByStage(db, userId, query.q, FUNNEL_COLUMN_SIZE)]);
  return { stages: FUNNEL_STAGES.map((stage) => ({ stage, count: counts.get(stage) ?? 0, items: cards.get(stage) ?? [] })) };
}

/** `GET /api/funnel/cards`: a column's cards past the first ones, page by page. */
export async function listFunnelCards(db: TDb, userId: string, query: TFunnelCardsQuery): Promise<TPage<TFunnelCard>> {
  const { items, total } = await stageCardsPage(db, userId, { stage: query.stage, q: query.q, limit: query.pageSize, offset: offsetOf(query) });
  return pageOf(items, total, query);
}

/**
 * `PATCH /api/funnel/prospects/:id`: moves the owner's prospect to `stage`. A prospect already
 * there (one without a stage counts as new) is left alone: no write, no event.
 */
export async function moveProspectStage(db: TDb, options: { userId: string; id: string; stage: TFunnelStage; realtime: TRealtime }): Promise<TFunnelMoveResult> {
  const { userId, id, stage } = options;
  const current = await getProspect(db, userId, id);
  if (funnelStageOf(current.funnelStage) === stage) {
    return { id, funnelStage: stage, stageUpdatedAt: current.stageUpdatedAt ?? current.createdAt, moved: false };
  }
  const updated = await updateProspect(db, userId, id, { funnelStage: stage });
  const result: TFunnelMoveResult = { id, funnelStage: stage, stageUpdatedAt: updated.stageUpdatedAt ?? updated.updatedAt, moved: true };
  await options.realtime.publish({ to: { userIds: [userId] }, type: PROSPECT_UPDATED_EVENT, data: { id, funnelStage: result.funnelStage, stageUpdatedAt: result.stageUpdatedAt } });
  return result;
}

/** `GET /api/funnel/prospects/:id/events`: the owner's prospect's stage changes, newest first. */
export async function listFunnelEvents(db: TDb, userId: string, prospectId: string): Promise<TFunnelEvents> {
  await getProspect(db, userId, prospectId);
  return { items: await funnelEvents(db, userId, prospectId, FUNNEL_EVENTS_LIMIT) };
}
