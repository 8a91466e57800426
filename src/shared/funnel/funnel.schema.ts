import * as z from 'zod';
import { PAGE_SIZE_MAX } from '../common/pagination.js';
import type { TProspectStatus } from '../prospects/prospects.constants.js';
import { FUNNEL_STAGES } from '../prospects/prospects.schema.js';
import type { TFunnelStage } from './funnel.rules.js';

export const FUNNEL_MESSAGES = {
  stage: `Stage must be one of: ${FUNNEL_STAGES.join(', ')}`,
} as const;

/** How many cards each column of the board shows first; `GET /api/funnel/cards` pages through the rest. */
export const FUNNEL_COLUMN_SIZE = 25;

const ZStage = z.enum(FUNNEL_STAGES, { error: FUNNEL_MESSAGES.stage });
/** A name search: surrounding and repeated spaces do not count. */
const ZNameQuery = z
  .string()
  .trim()
  .max(200)
  .transform((q) => q.replace(/\s+/g, ' '))
  .optional();

/** `GET /api/funnel?q=`: the board, optionally of the prospects whose name holds `q`. */
export const ZFunnelBoardQuery = z.object({ q: ZNameQuery });
export type TFunnelBoardQuery = z.infer<typeof ZFunnelBoardQuery>;

/** `GET /api/funnel/cards?stage=&page=&pageSize=&q=`: one column's cards, page by page, in the board's order. */
export const ZFunnelCardsQuery = z.object({
  stage: ZStage,
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(FUNNEL_COLUMN_SIZE),
  q: ZNameQuery,
});
export type TFunnelCardsQuery = z.infer<typeof ZFunnelCardsQuery>;

/** `PATCH /api/funnel/prospects/:id`: the stage to move the prospect to. */
export const ZFunnelMove = z.strictObject({ stage: ZStage });
export type TFunnelMove = z.infer<typeof ZFunnelMove>;

/** A prospect on the board. */
export interface TFunnelCard {
  id: string;
  name: string;
  email: string;
  companyName: string | null;
  status: TProspectStatus;
  leadScore: number;
  /** Since when the card stands in its column: the stage's update time, or when the prospect was added if it never had a stage. */
  stageUpdatedAt: string;
  lastActivityAt: string | null;
}

export interface TFunnelColumn {
  stage: TFunnelStage;
  /** Every prospect of the stage (matching `q`); `items` holds the first FUNNEL_COLUMN_SIZE, newest arrival first. */
  count: number;
  items: TFunnelCard[];
}

/** `GET /api/funnel`: every stage in FUNNEL_STAGES order, empty ones included. */
export interface TFunnelBoard {
  stages: TFunnelColumn[];
}

/** `PATCH /api/funnel/prospects/:id`: the prospect's funnel fields after the move. */
export interface TFunnelMoveResult {
  id: string;
  funnelStage: TFunnelStage;
  /** As on a card: since when it stands in that stage. */
  stageUpdatedAt: string;
  /** False when the prospect already stood in that stage: nothing changed and no event was recorded. */
  moved: boolean;
}

/** One change of a prospect's funnel stage; `from` is null for its first stage. */
export interface TFunnelEvent {
  id: string;
  from: TFunnelStage | null;
  to: TFunnelStage | null;
  at: string;
}

/** `GET /api/funnel/prospects/:id/events`: the newest FUNNEL_EVENTS_LIMIT changes, newest first. */
export interface TFunnelEvents {
  items: TFunnelEvent[];
}

export const FUNNEL_EVENTS_LIMIT = 100;
