/**
 * The deal changes this tab made, so that their live echo (`deal.updated` reaches every tab of
 * the owner, this one too) refreshes nothing twice and shows no toast. A change counts as ours
 * while its request is out and, once answered, by the version it produced.
 */
const inFlight = new Map<string, number>();
const done: string[] = [];
const REMEMBERED = 200;

const keyOf = (id: string, version: number | 'deleted') => `${id}:${version}`;

export function beginOwnChange(id: string): void {
  inFlight.set(id, (inFlight.get(id) ?? 0) + 1);
}

/** The request ended: with the version it made (or 'deleted'), or without one when it failed. */
export function endOwnChange(id: string, version?: number | 'deleted'): void {
  const count = (inFlight.get(id) ?? 1) - 1;
  if (count > 0) inFlight.set(id, count);
  else inFlight.delete(id);
  if (version === undefined) return;
  done.push(keyOf(id, version));
  if (done.length > REMEMBERED) done.splice(0, done.length - REMEMBERED);
}

export function isOwnChange(id: string, version: number | undefined, deleted = false): boolean {
  if (inFlight.has(id)) return true;
  if (deleted) return done.includes(keyOf(id, 'deleted'));
  return version !== undefined && done.includes(keyOf(id, version));
}

/** Forgets everything (tests). */
export function resetOwnChanges(): void {
  inFlight.clear();
  done.length = 0;
}
