import type { TExecutor } from '../../db/client.js';
import { isClosedStage, pipelineStages } from '../../../shared/deals/deals.rules.js';
import { stageHoldsDealsMessage } from '../../../shared/deals/deals.schema.js';
import { AppError } from '../../lib/app-error.js';
import { countDealsInStages, lockProfileForPipeline, renameDealStages } from './deals.repository.js';

export interface TPipelineChange {
  /** The open stages to save, in order (closed stages are dropped); undefined keeps the saved list. */
  stages?: string[];
  /** Stages renamed: their deals move from the old name to the new one. */
  renames?: { from: string; to: string }[];
}

const renameError = (message: string) => new AppError('validation_failed', 'Some fields are invalid', { fields: { pipelineStageRenames: message } });

/**
 * A change of the owner's pipeline (`PATCH /api/me`), inside the caller's transaction: the profile
 * row is locked first (deal writes wait on it, see dealSettings), the renames move their deals, and
 * a stage that leaves the pipeline while still holding deals refuses the whole change (409; the
 * caller's transaction rolls the renames back). Answers the open stages to save.
 */
export async function applyPipelineChange(tx: TExecutor, userId: string, change: TPipelineChange): Promise<string[]> {
  const saved = await lockProfileForPipeline(tx, userId);
  const next = (change.stages ?? saved).filter((stage) => !isClosedStage(stage));
  const before = pipelineStages(saved);
  const after = pipelineStages(next);
  const renames = change.renames ?? [];
  if (new Set(renames.map((r) => r.from)).size !== renames.length) throw renameError('Each stage can be renamed once');
  for (const { from, to } of renames) {
    if (isClosedStage(from) || isClosedStage(to)) throw renameError('The closed stages cannot be renamed');
    if (!after.includes(to)) throw renameError(`"${to}" is not a stage of the pipeline`);
  }
  await renameDealStages(tx, userId, renames.filter((r) => r.from !== r.to));
  const removed = before.filter((stage) => !after.includes(stage));
  const held = await countDealsInStages(tx, userId, removed);
  const first = removed.map((stage) => held.find((h) => h.stage === stage)).find((h) => h && h.n > 0);
  if (first) throw new AppError('conflict', stageHoldsDealsMessage(first.stage, first.n));
  return next;
}
