import type { TFunnelBoard, TFunnelCard } from '@shared/funnel/funnel.schema';
import type { TFunnelStage } from '@shared/funnel/funnel.rules';

/** A card and the column it stands in, as the board shows it. */
export interface TPlacedCard {
  card: TFunnelCard;
  stage: TFunnelStage;
}

/**
 * The board after moving `card` from `from` to the top of `to` (the newest arrival), with both
 * counts kept. The card may not be among the column's first cards (loaded with "show more").
 */
export function moveOnBoard(board: TFunnelBoard, { card, stage: from }: TPlacedCard, to: TFunnelStage, at: string): TFunnelBoard {
  if (from === to) return board;
  return {
    stages: board.stages.map((column) => {
      if (column.stage === from) return { ...column, count: Math.max(0, column.count - 1), items: column.items.filter((c) => c.id !== card.id) };
      if (column.stage === to) return { ...column, count: column.count + 1, items: [{ ...card, stageUpdatedAt: at }, ...column.items.filter((c) => c.id !== card.id)] };
      return column;
    }),
  };
}

export const boardTotal = (board: TFunnelBoard) => board.stages.reduce((sum, column) => sum + column.count, 0);

const UNITS: [Intl.NumberFormatOptions['unit'], number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** How long a card has stood in its column, in the largest whole unit: "3 days", "2 Monate", "5 минут". */
export function formatTimeInStage(since: string, now: number, locale: string): string {
  const elapsed = Math.max(0, now - Date.parse(since));
  const [unit, size] = UNITS.find(([, ms]) => elapsed >= ms) ?? UNITS[UNITS.length - 1];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(Math.floor(elapsed / size));
}

export function formatDateTime(value: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
}
