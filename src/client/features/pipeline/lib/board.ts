import { dealStatus, stageProbability, weightedCents } from '@shared/deals/deals.rules';
import type { TDeal, TDealBoard } from '@shared/deals/deals.schema';

/** The deal of the board's first cards with this id, if shown there. */
export function findOnBoard(board: TDealBoard, id: string): TDeal | null {
  for (const column of board.stages) {
    const deal = column.items.find((item) => item.id === id);
    if (deal) return deal;
  }
  return null;
}

/**
 * The deal as it stands once moved to `stage`: the stage's usual probability (the server sets it
 * when a move names none), its weighted value, and the status that follows (`today` is the
 * owner's calendar date).
 */
export function movedDeal(deal: TDeal, stage: string, today: string, now = new Date()): TDeal {
  const probability = stageProbability(stage);
  return {
    ...deal,
    stage,
    probability,
    weightedCents: weightedCents(deal.valueCents, probability),
    status: dealStatus(stage, deal.closeDate, today),
    stageChangedAt: now.toISOString(),
  };
}

/**
 * The board once `deal` (as it was) has become `moved`: it leaves its column, counts and sums
 * included, and heads the new one. A card loaded past the first ones (a column's "load more")
 * is not in `items` but still counts in its column's figures.
 */
export function moveOnBoard(board: TDealBoard, deal: TDeal, moved: TDeal): TDealBoard {
  if (deal.stage === moved.stage) return board;
  return {
    ...board,
    stages: board.stages.map((column) => {
      if (column.stage === deal.stage) {
        return {
          ...column,
          count: Math.max(0, column.count - 1),
          totalCents: column.totalCents - deal.valueCents,
          weightedCents: column.weightedCents - deal.weightedCents,
          items: column.items.filter((item) => item.id !== deal.id),
        };
      }
      if (column.stage === moved.stage) {
        return {
          ...column,
          count: column.count + 1,
          totalCents: column.totalCents + moved.valueCents,
          weightedCents: column.weightedCents + moved.weightedCents,
          items: [moved, ...column.items.filter((item) => item.id !== deal.id)],
        };
      }
      return column;
    }),
  };
}

/** The cards a column shows: the board's first ones, then those loaded after them (each once). */
export function columnCards(first: TDeal[], more: TDeal[] | undefined, stage: string): TDeal[] {
  if (!more || more.length === 0) return first;
  const seen = new Set(first.map((deal) => deal.id));
  // A card moved away since it was loaded still sits in the loaded pages until they refresh.
  return [...first, ...more.filter((deal) => !seen.has(deal.id) && deal.stage === stage)];
}
