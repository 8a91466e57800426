// Pipeline stages and deal statuses (spec 02 §4). The owner edits the open stages in Settings →
// Pipeline stages; the two closed stages are the outcomes every pipeline ends with.

/** The open stages a new account starts with; their keys are translated on screen. */
export const DEFAULT_OPEN_STAGES = ['lead_generation', 'qualification', 'contacted', 'proposal', 'negotiation'] as const;
export const CLOSED_WON = 'closed_won';
export const CLOSED_LOST = 'closed_lost';
export const CLOSED_STAGES = [CLOSED_WON, CLOSED_LOST] as const;

/** Keys that name a built-in stage: shown translated, never as typed. */
export const BUILT_IN_STAGES = [...DEFAULT_OPEN_STAGES, ...CLOSED_STAGES] as const;

/** Derived from the stage and the close date, never stored (rules: `dealStatus`). */
export const DEAL_STATUSES = ['active', 'pending', 'won', 'lost'] as const;
export type TDealStatus = (typeof DEAL_STATUSES)[number];

/** The probability a new deal gets in a built-in stage when the form leaves it to the stage. */
export const STAGE_PROBABILITY: Record<(typeof BUILT_IN_STAGES)[number], number> = {
  lead_generation: 10,
  qualification: 20,
  contacted: 30,
  proposal: 50,
  negotiation: 70,
  closed_won: 100,
  closed_lost: 0,
};
/** A stage of the owner's own naming starts deals here. */
export const CUSTOM_STAGE_PROBABILITY = 25;

/** Cards per stage in the board's first load; a column loads more on demand. */
export const BOARD_CARDS_PER_STAGE = 25;

/** The largest deal value accepted: well beyond any real deal, well inside a safe integer. */
export const DEAL_VALUE_MAX_CENTS = 100_000_000_000; // one billion in the account currency
