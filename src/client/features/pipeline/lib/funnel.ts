import { CLOSED_LOST, CLOSED_WON } from '@shared/deals/deals.constants';
import type { TDealBoard, TDealStageColumn } from '@shared/deals/deals.schema';

export interface TFunnelStep extends Omit<TDealStageColumn, 'items'> {
  /** Deals that got at least this far: those here now, further on, or won. */
  reached: number;
  /** The share of `reached` that went on to the next step (the last open stage's is "won"); null when none reached this one. */
  conversion: number | null;
}

export interface TFunnel {
  steps: TFunnelStep[];
  won: Omit<TDealStageColumn, 'items'>;
  lost: Omit<TDealStageColumn, 'items'>;
  /** Won out of all closed, in percent; null while nothing is closed. */
  winRate: number | null;
}

const EMPTY = { count: 0, totalCents: 0, weightedCents: 0 };

function figures(column: TDealStageColumn | undefined, stage: string) {
  return column ? { stage, count: column.count, totalCents: column.totalCents, weightedCents: column.weightedCents } : { stage, ...EMPTY };
}

/**
 * The open stages as a funnel. Stages are passed in order, so a deal now in a later stage (or won)
 * went through every earlier one: each step counts those, and the funnel narrows. Lost deals
 * stay out of the steps; where they dropped out is not recorded.
 */
export function funnelOf(board: TDealBoard): TFunnel {
  const open = board.stages.filter((column) => column.stage !== CLOSED_WON && column.stage !== CLOSED_LOST);
  const won = figures(board.stages.find((column) => column.stage === CLOSED_WON), CLOSED_WON);
  const lost = figures(board.stages.find((column) => column.stage === CLOSED_LOST), CLOSED_LOST);
  const reached: number[] = [];
  let further = won.count;
  for (let i = open.length - 1; i >= 0; i -= 1) {
    further += open[i].count;
    reached[i] = further;
  }
  const steps = open.map((column, i) => {
    const next = i + 1 < open.length ? reached[i + 1] : won.count;
    return { ...figures(column, column.stage), reached: reached[i], conversion: reached[i] > 0 ? Math.round((next / reached[i]) * 100) : null };
  });
  const closed = won.count + lost.count;
  return { steps, won, lost, winRate: closed > 0 ? Math.round((won.count / closed) * 100) : null };
}
