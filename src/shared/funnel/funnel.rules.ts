import { FUNNEL_STAGES } from '../prospects/prospects.schema.js';

export type TFunnelStage = (typeof FUNNEL_STAGES)[number];

/** Where a prospect without a funnel stage stands on the board (the first column). */
export const FUNNEL_DEFAULT_STAGE = 'new_prospect' satisfies TFunnelStage;

/** The stages that end a prospect's way through the funnel: moving there asks for confirmation (spec 02 §4). */
export const FUNNEL_END_STAGES = ['enrolled', 'not_interested'] as const satisfies readonly TFunnelStage[];

export function isFunnelStage(value: unknown): value is TFunnelStage {
  return typeof value === 'string' && (FUNNEL_STAGES as readonly string[]).includes(value);
}

export function isEndStage(stage: TFunnelStage): boolean {
  return (FUNNEL_END_STAGES as readonly TFunnelStage[]).includes(stage);
}

/** The column a prospect stands in: its stage, or the first one when it has none (or an unknown one). */
export function funnelStageOf(stage: string | null | undefined): TFunnelStage {
  return isFunnelStage(stage) ? stage : FUNNEL_DEFAULT_STAGE;
}

/** A move the person confirms first: into an end stage, from anywhere else. */
export function moveNeedsConfirmation(from: TFunnelStage, to: TFunnelStage): boolean {
  return from !== to && isEndStage(to);
}
