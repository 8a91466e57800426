import { BUILT_IN_STAGES, CLOSED_LOST, CLOSED_STAGES, CLOSED_WON, CUSTOM_STAGE_PROBABILITY, DEFAULT_OPEN_STAGES, STAGE_PROBABILITY, type TDealStatus } from './deals.constants.js';

/**
 * The owner's pipeline in board order: their own open stages (the defaults while they have none)
 * followed by the two closed stages. A saved list that names a closed stage does not repeat it.
 */
export function pipelineStages(saved: readonly string[]): string[] {
  const open = saved.filter((stage) => !isClosedStage(stage));
  return [...(open.length > 0 ? open : DEFAULT_OPEN_STAGES), ...CLOSED_STAGES];
}

export function isClosedStage(stage: string): boolean {
  return (CLOSED_STAGES as readonly string[]).includes(stage);
}

export function isBuiltInStage(stage: string): stage is (typeof BUILT_IN_STAGES)[number] {
  return (BUILT_IN_STAGES as readonly string[]).includes(stage);
}

/**
 * won and lost follow the closed stages; an open deal whose close date has passed is pending (the
 * outcome is owed); any other open deal is active. `today` is the owner's calendar date.
 */
export function dealStatus(stage: string, closeDate: string, today: string): TDealStatus {
  if (stage === CLOSED_WON) return 'won';
  if (stage === CLOSED_LOST) return 'lost';
  return closeDate < today ? 'pending' : 'active';
}

/** The probability a deal takes on entering a stage when none is given (closed stages always). */
export function stageProbability(stage: string): number {
  return isBuiltInStage(stage) ? STAGE_PROBABILITY[stage] : CUSTOM_STAGE_PROBABILITY;
}

/** value × probability, in whole cents. */
export function weightedCents(valueCents: number, probability: number): number {
  return Math.round((valueCents * probability) / 100);
}
