import { CLOSED_STAGES, DEFAULT_OPEN_STAGES } from '@shared/deals/deals.constants';
import { isBuiltInStage, isClosedStage } from '@shared/deals/deals.rules';
import { ZProfileUpdate } from '@shared/profile/profile.schema';
import type { TValidation } from '../../../components/ui/use-schema-form';

/** An open stage of the editor; the id keeps focus and React keys stable while rows move. */
export interface TStageRow {
  id: string;
  /** The name shown and edited: a built-in stage in the interface language, any other as typed. */
  name: string;
  /** What the row was saved as (a built-in key or a typed name); none for a row added here. */
  from?: string;
}

/** What a save sends: the open stages in order, and the stages whose deals move to a new name. */
export interface TStagesChange {
  pipelineStages: string[];
  pipelineStageRenames: { from: string; to: string }[];
}

/** The most open stages the shared schema accepts (kept in step with its `.max(20)`). */
export const MAX_STAGES = 20;

export const DUPLICATE_MESSAGE = 'Stage names must be different';

/** The open stages a saved list stands for: the defaults while it holds none. */
export function savedOpenStages(saved: readonly string[]): string[] {
  const open = saved.filter((stage) => !isClosedStage(stage));
  return open.length > 0 ? open : [...DEFAULT_OPEN_STAGES];
}

export function rowsOf(saved: readonly string[], labelOf: (stage: string) => string): TStageRow[] {
  return savedOpenStages(saved).map((stage, index) => ({ id: `saved-${index}`, name: isBuiltInStage(stage) ? labelOf(stage) : stage, from: stage }));
}

/** What a row saves as: a built-in stage left as it is keeps its key (so it stays translated), any other its name. */
export function identifierOf(row: TStageRow, labelOf: (stage: string) => string): string {
  if (row.from && isBuiltInStage(row.from) && row.name.trim() === labelOf(row.from)) return row.from;
  return row.name.trim();
}

/** The rows with the one at `index` moved one place up (-1) or down (+1). */
export function moveRow(rows: TStageRow[], index: number, step: -1 | 1): TStageRow[] {
  const target = index + step;
  if (target < 0 || target >= rows.length) return rows;
  const next = [...rows];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

/**
 * The rows whose name another row already has, the fixed Won and Lost rows included (compared as
 * the schema compares: trimmed, any case).
 */
export function duplicateIndexes(rows: TStageRow[], reserved: readonly string[] = []): Set<number> {
  const seen = new Map<string, number>(reserved.map((name) => [name.trim().toLowerCase(), -1]));
  const duplicates = new Set<number>();
  rows.forEach((row, index) => {
    const name = row.name.trim().toLowerCase();
    const first = seen.get(name);
    if (first === undefined) seen.set(name, index);
    else {
      duplicates.add(index);
      if (first >= 0) duplicates.add(first);
    }
  });
  return duplicates;
}

/**
 * The change to send, checked with the shared schema. Unchanged built-in rows go as their key, the
 * others as their name; a row whose identifier changed is a rename, so its deals follow it. A list
 * equal to the defaults is sent empty (the defaults, in whatever language). Errors are keyed as
 * the API keys them: `pipelineStages.<index>` for one stage, `pipelineStages` for the list.
 */
export function validateStages(rows: TStageRow[], labelOf: (stage: string) => string): TValidation<TStagesChange> {
  const stages = rows.map((row) => identifierOf(row, labelOf));
  const result = ZProfileUpdate.safeParse({ pipelineStages: stages });
  const errors: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  if (duplicateIndexes(rows, CLOSED_STAGES.map(labelOf)).size > 0) errors.pipelineStages ??= DUPLICATE_MESSAGE;
  if (Object.keys(errors).length > 0) return { success: false, errors };
  const renames = rows.flatMap((row, index) => (row.from && row.from !== stages[index] ? [{ from: row.from, to: stages[index] }] : []));
  return { success: true, data: { pipelineStages: sameNames(stages, DEFAULT_OPEN_STAGES) ? [] : stages, pipelineStageRenames: renames } };
}

export function sameNames(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((name, index) => name === b[index]);
}
