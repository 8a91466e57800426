import { ZProfileUpdate } from '@shared/profile/profile.schema';
import type { TValidation } from '../../../components/ui/use-schema-form';

/** A stage row of the editor; the id keeps focus and React keys stable while rows move. */
export interface TStageRow {
  id: string;
  name: string;
}

/** The most stages the shared schema accepts (kept in step with its `.max(20)`). */
export const MAX_STAGES = 20;

export function rowsOf(names: readonly string[]): TStageRow[] {
  return names.map((name, index) => ({ id: `saved-${index}`, name }));
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
 * The list to send, checked with the shared schema. Errors are keyed as the API keys them:
 * `pipelineStages.<index>` for one stage, `pipelineStages` for the list.
 */
export function validateStages(rows: TStageRow[]): TValidation<string[]> {
  const names = rows.map((row) => row.name);
  const result = ZProfileUpdate.safeParse({ pipelineStages: names });
  if (result.success) return { success: true, data: result.data.pipelineStages ?? [] };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return { success: false, errors };
}

export function sameNames(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((name, index) => name === b[index]);
}

/** The rows whose name another row already has (compared as the schema compares: trimmed, any case). */
export function duplicateIndexes(rows: TStageRow[]): Set<number> {
  const seen = new Map<string, number>();
  const duplicates = new Set<number>();
  rows.forEach((row, index) => {
    const name = row.name.trim().toLowerCase();
    const first = seen.get(name);
    if (first === undefined) seen.set(name, index);
    else duplicates.add(first).add(index);
  });
  return duplicates;
}
